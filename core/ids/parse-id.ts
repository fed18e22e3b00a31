/**
 * The one place ids from outside (paths, bodies) are read. Strict on purpose: an integer id is
 * decimal digits only and fits PostgreSQL's `integer` ("0x5", "1e3", " 5", "+5" and
 * "99999999999999999999" are not ids); a UUID is the 8-4-4-4-12 hexadecimal form.
 */

/** The largest value of PostgreSQL's `integer`, the type of every row id. */
export const MAX_ROW_ID = 2_147_483_647;

/** The hexadecimal 8-4-4-4-12 form, in either case: the only UUID check (paths, bodies, ids). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A positive integer row id written in decimal digits, or null for anything else. */
export function parseRowId(value: unknown): number | null {
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !ROW_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

/** True when `value` is a UUID in the 8-4-4-4-12 form (either case). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/** The UUID, lower-cased, or null when `value` is not one. */
export function parseUuid(value: unknown): string | null {
  return isUuid(value) ? value.toLowerCase() : null;
}
