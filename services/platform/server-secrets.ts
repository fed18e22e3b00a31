import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { serverSecrets } from "../../db/schema/users";

/**
 * Reads the named server secret, creating a random one on first use. Concurrent first calls
 * (two instances starting together) agree on one value: the insert does nothing on conflict
 * and both read back the stored row.
 */
export async function readOrCreateServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Server secret ${name} could not be stored`);
  return row.value;
}
