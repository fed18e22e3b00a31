import cluster from "node:cluster";
import type { Logger } from "pino";

/** How long the primary waits for its workers to finish their requests before it stops them. */
const WORKER_STOP_MS = 12_000;

/**
 * The primary process of WEB_CONCURRENCY workers (PostgreSQL only; config refuses it on the
 * embedded database): forks the workers, which share the listening port, replaces one that dies
 * unexpectedly, and on SIGTERM/SIGINT passes the signal on so each drains its requests
 * (server/entry.ts), then exits 0 once all are gone. The primary opens no database and serves
 * nothing; once-per-deployment jobs are coordinated through the database (services/platform/job-leases.ts).
 */
export function runClusterPrimary({ workers, logger }: { workers: number; logger: Logger }): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, `started ${workers} worker processes`);

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("all workers stopped");
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker exited unexpectedly: starting a new one");
    setTimeout(fork, 1000).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: workers finish their in-flight requests");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      logger.warn("workers still running: stopping them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(0);
    }, WORKER_STOP_MS).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
