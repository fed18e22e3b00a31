import type { DatabaseHandle } from "../../db/client";

export type LivenessReport = { status: "ok"; version: string };

export type ReadinessReport = {
  status: "ready" | "starting" | "draining" | "error";
  db: "ok" | "error";
  dataset: "ready" | "loading";
};

/** The readiness check asks the database at most this often; other checks reuse its answer. */
const PROBE_INTERVAL_MS = 1000;

/**
 * Liveness and readiness. Liveness is answered from memory (the process is up and its event
 * loop turns): no database round trip, so load balancers can ask as often as they like.
 * Readiness says whether this process should get traffic: the occupation dataset is loaded, the
 * database answers (probed at most once per second), and the process is not shutting down.
 */
export function createHealthService({ database, version }: { database: DatabaseHandle; version: string }) {
  const liveness: LivenessReport = { status: "ok", version };
  const livenessBody = JSON.stringify(liveness);
  let datasetReady = false;
  let draining = false;
  let lastProbe: { at: number; ok: Promise<boolean> } | undefined;
  let lastDbOk = true;

  const probeDatabase = (now: number): Promise<boolean> => {
    if (lastProbe && now - lastProbe.at < PROBE_INTERVAL_MS) return lastProbe.ok;
    const ok = database.ping().then(
      () => (lastDbOk = true),
      () => (lastDbOk = false),
    );
    lastProbe = { at: now, ok };
    return ok;
  };

  return {
    live(): LivenessReport {
      return liveness;
    },

    /** The liveness answer, serialised once. */
    livenessBody,

    /** Marks the dataset ready once the warm-up resolves. */
    trackWarmUp(warmUp: Promise<void>): Promise<void> {
      return warmUp.then(() => {
        datasetReady = true;
      });
    },

    markDraining(): void {
      draining = true;
    },

    isDraining(): boolean {
      return draining;
    },

    async ready(now = Date.now()): Promise<ReadinessReport> {
      const dataset = datasetReady ? "ready" : "loading";
      // Draining is answered at once, from memory: the proxy must learn it without waiting in
      // line behind the requests being finished.
      if (draining) return { status: "draining", db: lastDbOk ? "ok" : "error", dataset };

      const dbOk = await probeDatabase(now);
      const db = dbOk ? "ok" : "error";
      if (!dbOk) return { status: "error", db, dataset };
      return { status: datasetReady ? "ready" : "starting", db, dataset };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
