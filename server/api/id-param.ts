import { MAX_ROW_ID, parseRowId } from "../../core/ids/parse-id";
import { ServiceError } from "../../services/platform/service-error";

/**
 * A row id from the path, read strictly (core/ids/parse-id.ts): anything but decimal digits
 * within PostgreSQL's integer range ("0x5", "1e3", "99999999999999999999") is 400 with a message
 * naming the id (ADR 023); a well-formed id of no row is the route's own 404.
 */
export const idParam = {
  parse(value: unknown, label = "Id"): number {
    const id = parseRowId(value);
    if (id === null)
      throw new ServiceError({ status: 400, message: `${label} must be a whole number from 1 to ${MAX_ROW_ID}` });
    return id;
  },
};
