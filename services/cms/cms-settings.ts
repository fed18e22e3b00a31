import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema/content";
import { recordAudit } from "./audit-log";
import { assertOwner, type CmsActor } from "./cms-actor";
import { bumpContentRevision } from "../platform/content-revision";
import { ServiceError } from "../platform/service-error";

export type SettingRow = typeof siteSettings.$inferSelect;

export const settingInputSchema = z
  .object({
    key: z
      .string({ error: "Key is required" })
      .trim()
      .min(1, { error: "Key is required" })
      .max(100, { error: "Key must be at most 100 characters" })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: "Key may contain only letters, digits, '_', '.' and '-'" }),
    value: z.string({ error: "Value is required" }).max(100_000, { error: "Value must be at most 100000 characters" }),
    type: z
      .enum(["text", "number", "boolean", "json"], { error: "Type must be text, number, boolean or json" })
      .default("text"),
    description: z.string().max(500, { error: "Description must be at most 500 characters" }).nullish(),
    /** The custom tab's add button: refuse (409) instead of overwriting an existing key. */
    createOnly: z.boolean().optional(),
  })
  .superRefine((setting, context) => {
    const problem = checkSettingValue(setting.type, setting.value);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["value"] });
  });

/** A setting as the handler validated it. */
export type SettingInput = z.infer<typeof settingInputSchema>;

function checkSettingValue(type: string, value: string): string | null {
  if (type === "number" && (value.trim() === "" || !Number.isFinite(Number(value)))) return "Value must be a number";
  if (type === "boolean" && value !== "true" && value !== "false") return "Value must be true or false";
  if (type === "json") {
    try {
      JSON.parse(value);
    } catch {
      return "Value must be valid JSON";
    }
  }
  return null;
}

export type SettingWrite = {
  key: string;
  value: string;
  type?: "text" | "number" | "boolean" | "json";
  description?: string | null | undefined;
};

/** Writes one setting by key inside a transaction (shared with approvals applying a settings snapshot). */
export async function writeSetting({
  tx,
  setting,
}: {
  tx: Pick<Database, "select" | "insert" | "update">;
  setting: SettingWrite;
}): Promise<{ row: SettingRow; previous: SettingRow | null }> {
  const [previous] = await tx.select().from(siteSettings).where(eq(siteSettings.key, setting.key));
  const values = {
    value: setting.value,
    type: setting.type ?? previous?.type ?? "text",
    description: setting.description === undefined ? (previous?.description ?? null) : setting.description,
    updatedAt: new Date(),
  };
  const [row] = previous
    ? await tx.update(siteSettings).set(values).where(eq(siteSettings.id, previous.id)).returning()
    : await tx
        .insert(siteSettings)
        .values({ key: setting.key, ...values })
        .returning();
  if (!row) throw new Error("setting write returned no row");
  return { row, previous: previous ?? null };
}

export function createCmsSettingsService({ db }: { db: Database }) {
  return {
    async listSettings(): Promise<SettingRow[]> {
      return db.select().from(siteSettings).orderBy(asc(siteSettings.key));
    },

    /** Creates or updates by key (owner only); every change is audited and invalidates page caches. */
    async saveSetting({
      setting: data,
      actor,
    }: {
      /** As the handler validated it (`settingInputSchema`). */
      setting: SettingInput;
      actor: CmsActor;
    }): Promise<{ row: SettingRow; created: boolean }> {
      assertOwner(actor, "Only the owner can change site settings; submit changes for approval");
      const result = await db.transaction(async (tx) => {
        if (data.createOnly) {
          const [existing] = await tx
            .select({ id: siteSettings.id })
            .from(siteSettings)
            .where(eq(siteSettings.key, data.key));
          if (existing) throw new ServiceError({ status: 409, message: "A setting with this key already exists" });
        }
        const written = await writeSetting({ tx, setting: data });
        if (written.previous?.value !== written.row.value || !written.previous) {
          await recordAudit({
            db: tx,
            entry: {
              actorId: actor.id,
              action: written.previous ? "setting.update" : "setting.create",
              entityType: "setting",
              entityId: data.key,
              details: { from: written.previous?.value ?? null, to: written.row.value },
            },
          });
        }
        return written;
      });
      await bumpContentRevision({ db });
      return { row: result.row, created: !result.previous };
    },

    async deleteSetting({ id, actor }: { id: number; actor: CmsActor }): Promise<SettingRow> {
      assertOwner(actor, "Only the owner can change site settings");
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(siteSettings).where(eq(siteSettings.id, id)).returning();
        if (!deleted) throw new ServiceError({ status: 404, message: "Setting not found" });
        await recordAudit({
          db: tx,
          entry: {
            actorId: actor.id,
            action: "setting.delete",
            entityType: "setting",
            entityId: deleted.key,
            details: { from: deleted.value },
          },
        });
        return deleted;
      });
      await bumpContentRevision({ db });
      return row;
    },
  };
}

export type CmsSettingsService = ReturnType<typeof createCmsSettingsService>;
