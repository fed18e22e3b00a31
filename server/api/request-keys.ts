import type { IncomingHttpHeaders } from "node:http";
import { normalizeApiKey } from "../../core/api-key/validate-api-key";
import { DELETE_TOKEN_HEADER } from "../../services/assessments/assessment-deletion";

/**
 * The two secrets a visitor's browser sends, read here, in the handlers, so services take them
 * as plain strings (ADR 003): the visitor's own AI key and a result's owner key.
 */

/** The owner key's header as Node lower-cases it. */
const OWNER_KEY_HEADER = DELETE_TOKEN_HEADER.toLowerCase();

/** The visitor's AI key from `Authorization: Bearer …`, cleaned; empty when absent. */
export function readBearerKey(headers: IncomingHttpHeaders): string {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "");
  return normalizeApiKey(match?.[1] ?? "");
}

/**
 * A result's owner key (`X-Delete-Token`, ADR 021) as sent, or undefined when the header is
 * absent. A header that is present but empty is a wrong key, not a missing one.
 */
export function readOwnerKey(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[OWNER_KEY_HEADER];
  return Array.isArray(value) ? value.join(", ") : value;
}
