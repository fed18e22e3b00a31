import type { Database } from "../../db/client";

/**
 * A transaction on the shared database, as the limits run in it: the rate limits, the daily
 * assessment quota and the gated insert count and write in one, so two instances cannot both
 * take the last place.
 */
export type QuotaTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
