import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { checkPassword } from "../../core/cms/password-rules";
import { commonPasswords } from "../../core/cms/common-passwords";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema/users";
import { hashPassword } from "../../integrations/password-hash";
import { recordAudit } from "./audit-log";
import { ServiceError } from "../platform/service-error";

export type StaffRole = "owner" | "editor";

export type StaffAccount = {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  role: StaffRole;
  isActive: boolean;
  createdAt: Date;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

export const newAccountSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address" })),
  password: z.string({ error: "Password is required" }),
  displayName: z.string().trim().max(120, { error: "Name must be at most 120 characters" }).optional(),
});

/** Validates a new password against the length rule and the common-password list. */
export function assertAcceptablePassword(password: string): void {
  const problem = checkPassword({ password, commonPasswords });
  if (problem) throw new ServiceError({ status: 400, message: problem });
}

export function createStaffAccountsService({ db }: { db: Database }) {
  async function createAccount({
    email,
    password,
    displayName,
    role,
    actorId,
  }: {
    email: string;
    password: string;
    displayName?: string | undefined;
    role: StaffRole;
    actorId: string | null;
  }): Promise<StaffAccount> {
    const parsed = newAccountSchema.parse({ email, password, displayName });
    assertAcceptablePassword(parsed.password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, parsed.email));
    if (existing) throw new ServiceError({ status: 409, message: "An account with this email already exists" });
    const passwordHash = await hashPassword(parsed.password);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: parsed.email,
          username: parsed.email,
          displayName: parsed.displayName || null,
          passwordHash,
          role,
        })
        .returning(accountColumns);
      if (!row) throw new Error("insert returned no row");
      await recordAudit({
        db: tx,
        entry: {
          actorId,
          action: "account.create",
          entityType: "user",
          entityId: row.id,
          details: { email: row.email, role },
        },
      });
      return row;
    });
  }

  return {
    createAccount,

    async hasOwner(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "owner")).limit(1);
      return Boolean(row);
    },

    /**
     * Start-up seeding: creates the owner from ADMIN_EMAIL/ADMIN_PASSWORD when no owner exists yet.
     * A bad or already-used ADMIN_EMAIL is refused with a message naming ADMIN_EMAIL (the caller
     * reports any other refusal as a bad ADMIN_PASSWORD).
     */
    async ensureOwner({ email, password }: { email: string; password: string }): Promise<"created" | "exists"> {
      if (await this.hasOwner()) return "exists";
      const parsedEmail = newAccountSchema.shape.email.safeParse(email);
      if (!parsedEmail.success)
        throw new ServiceError({
          status: 400,
          message: `ADMIN_EMAIL "${email.trim()}" is not a valid e-mail address`,
        });
      // With no owner yet, any account already on this e-mail is an editor.
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, parsedEmail.data));
      if (existing)
        throw new ServiceError({
          status: 409,
          message: `an editor already uses the ADMIN_EMAIL address ${parsedEmail.data}; set ADMIN_EMAIL to another address for the owner`,
        });
      await createAccount({ email, password, role: "owner", displayName: "Owner", actorId: null });
      return "created";
    },

    async listAccounts(): Promise<StaffAccount[]> {
      return db.select(accountColumns).from(users).orderBy(asc(users.createdAt));
    },

    /** Enables or disables an editor; disabling ends their sessions at once. The owner cannot be disabled. */
    async setAccountActive({
      id,
      isActive,
      actorId,
    }: {
      id: string;
      isActive: boolean;
      actorId: string;
    }): Promise<StaffAccount> {
      const [target] = await db.select(accountColumns).from(users).where(eq(users.id, id));
      if (!target) throw new ServiceError({ status: 404, message: "Account not found" });
      if (target.role === "owner")
        throw new ServiceError({ status: 403, message: "The owner account cannot be disabled" });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ isActive, updatedAt: new Date() })
          .where(and(eq(users.id, id), ne(users.role, "owner")))
          .returning(accountColumns);
        if (!row) throw new ServiceError({ status: 404, message: "Account not found" });
        if (!isActive) await tx.delete(sessions).where(eq(sessions.userId, id));
        await recordAudit({
          db: tx,
          entry: {
            actorId,
            action: isActive ? "account.enable" : "account.disable",
            entityType: "user",
            entityId: id,
            details: { email: row.email },
          },
        });
        return row;
      });
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
