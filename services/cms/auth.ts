import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray, lt, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginAttempts, sessions, users } from "../../db/schema/users";
import { getDecoyHash, hashPassword, needsRehash, verifyPassword } from "../../integrations/password-hash";
import { ServiceError } from "../platform/service-error";
import type { StaffRole } from "./staff-accounts";
import { describeThrottleAddress } from "../../core/staff-session/throttle-address";

/** Session and throttle limits (ADR 005). */
export const authLimits = {
  /** A session ends after this long without a request. */
  idleMs: 2 * 60 * 60 * 1000,
  /** …and after this long whatever happens. */
  absoluteMs: 12 * 60 * 60 * 1000,
  /** lastSeenAt is written at most this often, to keep reads cheap. */
  touchEveryMs: 60 * 1000,
  throttleWindowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  /**
   * A locked account is still judged for an address with no failed attempt in the window (its
   * owner's own network, issue #37), at most this many times per account per window: guessing
   * from many addresses stays bounded.
   */
  maxCleanAddressAttemptsPerAccount: 20,
} as const;

export const loginFailedMessage = "Invalid email or password";
export const loginThrottledMessage = "Too many sign-in attempts. Please wait 15 minutes and try again.";

export type StaffSession = {
  sessionId: string;
  user: { id: string; email: string; displayName: string | null; role: StaffRole };
};

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The throttle keys are the normalised account and the client address (an IPv6 address's /64),
 * never anything from the path; `cleanAddress` counts the attempts a locked account let through
 * because their address had no failure.
 */
export function buildThrottleKeys({ email, address }: { email: string; address: string }) {
  const account = email.trim().toLowerCase();
  return {
    account: `account:${account}`,
    address: `address:${describeThrottleAddress(address || "unknown")}`,
    cleanAddress: `clean-address:${account}`,
  };
}

export function createAuthService({ db }: { db: Database }) {
  /**
   * Failures under `key` in the window, recorded up to and including `upTo` (this attempt's own row):
   * parallel attempts each count themselves and those recorded before them, so exactly one of them
   * sees itself first, on PostgreSQL's real concurrency as on the embedded database.
   */
  async function countRecentFailures(key: string, since: Date, upTo: number): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.throttleKey, key),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, since),
          lte(loginAttempts.id, upTo),
        ),
      );
    return row?.value ?? 0;
  }

  /** Records this attempt as failed under each key before anything is checked; answers the row ids. */
  async function recordFailedAttempt(keys: string[]): Promise<number[]> {
    const rows = await db
      .insert(loginAttempts)
      .values(keys.map((throttleKey) => ({ throttleKey, succeeded: false })))
      .returning({ id: loginAttempts.id });
    return rows.map((row) => row.id);
  }

  return {
    /**
     * Throttle first, then the password. The attempt is recorded as a failure *before* the
     * failures are counted, so parallel requests cannot all pass the count while the slow
     * password check runs: each one counts itself and every attempt recorded before it, and only
     * the first five (per account) or twenty (per address) in the window are judged. Every
     * failure answers the same generic message, so the answer does not reveal whether an account
     * exists or is disabled.
     *
     * A locked account does not lock out its owner (issue #37, ADR 005): an attempt from an
     * address with no failed attempt in the window (this one aside) is still judged, at most
     * twenty such per account per window. Whoever locked the account has failures on their
     * own address; a wrong password from a clean address is judged once, and then that address
     * has a failure too.
     */
    async login({
      email,
      password,
      address,
    }: {
      email: string;
      password: string;
      address: string;
    }): Promise<{ token: string; session: StaffSession }> {
      const keys = buildThrottleKeys({ email, address });
      const attemptIds = await recordFailedAttempt([keys.account, keys.address]);
      const since = new Date(Date.now() - authLimits.throttleWindowMs);
      const ownRow = Math.max(...attemptIds);
      const [accountFailures, addressFailures] = await Promise.all([
        countRecentFailures(keys.account, since, ownRow),
        countRecentFailures(keys.address, since, ownRow),
      ]);
      const throttled = () => new ServiceError({ status: 429, message: loginThrottledMessage });
      if (addressFailures > authLimits.maxFailuresPerAddress) throw throttled();
      if (accountFailures > authLimits.maxFailuresPerAccount) {
        // Locked: judged only from a clean address (this attempt is its one failure), and only
        // so many times per window.
        if (addressFailures > 1) throw throttled();
        const [cleanRow] = await recordFailedAttempt([keys.cleanAddress]);
        if (
          (await countRecentFailures(keys.cleanAddress, since, cleanRow ?? ownRow)) >
          authLimits.maxCleanAddressAttemptsPerAccount
        )
          throw throttled();
      }
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      const hash = user?.passwordHash ?? (await getDecoyHash());
      const passwordMatches = await verifyPassword({ password, hash });
      if (!user || !user.passwordHash || !user.isActive || !passwordMatches) {
        throw new ServiceError({ status: 401, message: loginFailedMessage });
      }
      // Signed in: this attempt was not a failure after all, and the account's earlier failures
      // are forgiven (the address's are not: one known password must not reset a guessing run).
      const ownAttempt = Math.min(...attemptIds);
      await db.update(loginAttempts).set({ succeeded: true }).where(inArray(loginAttempts.id, attemptIds));
      await db
        .delete(loginAttempts)
        .where(
          and(
            eq(loginAttempts.throttleKey, keys.account),
            eq(loginAttempts.succeeded, false),
            lt(loginAttempts.id, ownAttempt),
          ),
        );
      // Hashes made with older, weaker parameters are replaced now that the password is known.
      if (needsRehash(user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
      }
      // A fresh session id at every sign-in (no fixation); the database keeps only its hash.
      const token = randomBytes(32).toString("base64url");
      const sessionId = hashToken(token);
      const now = new Date();
      await db.insert(sessions).values({
        id: sessionId,
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + authLimits.absoluteMs),
      });
      // Old rows are pruned at sign-in, so neither table grows without bound.
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
      return {
        token,
        session: {
          sessionId,
          user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
        },
      };
    },

    /** The signed-in staff member behind a cookie token, or null when absent, expired, idle or disabled. */
    async readSession(token: string | undefined): Promise<StaffSession | null> {
      if (!token || token.length > 200) return null;
      const sessionId = hashToken(token);
      const now = new Date();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      if (!row) return null;
      const idle = now.getTime() - row.session.lastSeenAt.getTime() > authLimits.idleMs;
      if (idle || row.session.expiresAt <= now || !row.user.isActive) {
        await db.delete(sessions).where(eq(sessions.id, sessionId));
        return null;
      }
      if (now.getTime() - row.session.lastSeenAt.getTime() > authLimits.touchEveryMs) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
      }
      return {
        sessionId,
        user: { id: row.user.id, email: row.user.email, displayName: row.user.displayName, role: row.user.role },
      };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },

    /** Test and maintenance helper: ends every session of one user. */
    async endSessionsOf(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
