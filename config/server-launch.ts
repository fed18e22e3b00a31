/**
 * How the production server process is started. `npm start` spells the same command out in
 * package.json (config/server-launch.test.ts keeps the two equal), and every test and benchmark
 * that runs the built server starts it this way, so what they measure is what operators run.
 *
 * - `--max-old-space-size=256`: the main thread's long-lived heap. Under a heavy mix V8 otherwise
 *   lets garbage pile up to ~400 MB before collecting it; the live set there is ~130–170 MB (ADR 017).
 * - `--heap-growing-percent=100` and `--min-semi-space-size=16` (ADR 006): after a full
 *   collection the old generation may grow to twice what survived before the next one starts,
 *   and the young generation keeps its full 2 × 16 MB (V8's own maximum here) instead of shrinking
 *   when idle and growing back under load. Without them V8 kept the growth small under the
 *   256 MB cap, and a small young generation after start-up: a scavenge then caught more requests
 *   in flight, promoted them, the few MB promoted started a new marking, and a scavenge during
 *   marking keeps more again. A third of server starts stayed in that loop, answering every
 *   request at a third of the speed, with V8's marking threads taking a core. The cap still
 *   bounds the heap.
 * - `MALLOC_ARENA_MAX=2` bounds native memory (ADR 017): glibc gives each busy thread (the event
 *   loop, the database and resume threads, libuv's pool) its own malloc arena, and freed buffers
 *   stay resident in each of them.
 */
export const SERVER_ENTRY = "server/start.js";
export const SERVER_NODE_ARGS: readonly string[] = [
  "--max-old-space-size=256",
  "--heap-growing-percent=100",
  "--min-semi-space-size=16",
];
export const SERVER_LAUNCH_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2" };

/** The shell command `npm start` runs. */
export function describeStartCommand(): string {
  const env = Object.entries(SERVER_LAUNCH_ENV).map(([name, value]) => `${name}=${value}`);
  return [...env, "node", ...SERVER_NODE_ARGS, SERVER_ENTRY].join(" ");
}
