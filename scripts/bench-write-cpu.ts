/**
 * CPU per write: the built server's own CPU time (user + system, from /proc) divided by the
 * assessments it created, under 8 connections of POST /api/assessments/<kind> for a few seconds
 * after a short warm-up. Less sensitive to a busy machine than req/s; `--profile` also writes a
 * V8 CPU profile of the server (open it in Chrome DevTools) to see where that time goes (ADR 012).
 *
 *   npm run build && npm run bench:write-cpu [-- --kind text --duration 10 --profile]
 *
 * Linux only (reads /proc/<pid>/stat). BENCH_DATABASE_URL runs it on that database instead of
 * a new embedded one.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { findFreePort, spawnBuiltServer, waitUntilReady } from "../tests/helpers/server-process";
import { BENCH_MANUAL, BENCH_RESUME } from "./bench-fixtures";

const { values } = parseArgs({
  options: {
    kind: { type: "string", default: "manual" },
    duration: { type: "string", default: "10" },
    profile: { type: "boolean", default: false },
  },
});
const kind = values.kind === "text" ? "text" : "manual";
const seconds = Number(values.duration);

/** CPU time of a process in milliseconds (utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-bench-write-cpu-"));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const profileDir = path.join(workDir, "profile");
  const child = spawnBuiltServer({
    nodeArgs: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `pglite:${path.join(workDir, "db")}`,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      DAILY_ASSESSMENT_LIMIT: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    if (!(await waitUntilReady({ url, child, timeoutMs: 120_000, intervalMs: 200 }))) {
      throw new Error("server did not become ready");
    }
    let sent = 0;
    const run = (duration: number) =>
      autocannon({
        url: `${url}/api/assessments/${kind}`,
        connections: 8,
        duration,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(kind === "text" ? { resumeText: BENCH_RESUME } : BENCH_MANUAL),
        requests: [
          {
            setupRequest: (request) => {
              const n = sent++;
              const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return { ...request, headers: { ...request.headers, "X-Forwarded-For": address } };
            },
          },
        ],
      });
    await run(3);
    const before = cpuMs(child.pid!);
    const result = await run(seconds);
    const used = cpuMs(child.pid!) - before;
    const created = result.requests.total - result.non2xx;
    console.log(
      `POST /api/assessments/${kind}, 8 connections, ${seconds} s: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    console.log(`server CPU per write: ${((used * 1000) / Math.max(1, created)).toFixed(0)} µs (${created} writes)`);
  } finally {
    child.kill("SIGINT");
    await new Promise((resolve) => child.once("exit", resolve));
    if (values.profile) console.log(`CPU profile written under ${profileDir} (copy it before the next run)`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
