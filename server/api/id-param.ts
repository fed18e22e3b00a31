import { notFound } from "../../services/service-error";

/**
 * A row id from the path. Anything that is not a positive 32-bit integer names a row that cannot
 * exist, so it answers 404 with the same words as an unknown id, never 400.
 */
export const idParam = {
  parse(value: unknown, notFoundMessage = "Not found"): number {
    const id = typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(notFoundMessage);
    return id;
  },
};
