import type { DatabaseHandle } from "../db/client";

export type HealthReport = { status: "ok" | "error"; db: "ok" | "error"; version: string };

export function createHealthService({ database, version }: { database: DatabaseHandle; version: string }) {
  return {
    async check(): Promise<HealthReport> {
      try {
        await database.ping();
        return { status: "ok", db: "ok", version };
      } catch {
        return { status: "error", db: "error", version };
      }
    },
  };
}
