/**
 * HTTP benchmark: the built server against a bare Node `http` hello-world, measured in the same
 * run on the same machine, so the ratio means something. Also measures start-up to ready.
 *
 *   npm run build && npm run bench:http [-- --duration 5 --connections 20]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** Pages measured; later issues append theirs. */
type Target = { label: string; path: string; expectStatus: number; headers?: Record<string, string> };

/**
 * A session-like cookie makes the page cache step aside (server/middleware/public-site-paths.ts),
 * so these targets measure a full server render of the same page.
 */
const uncached = { Cookie: "bench_session=1" };
const benchPost = "/blog/tasks-not-jobs-what-the-research-measures";
const benchJob = "/jobs/registered-nurses";

const targets: Target[] = [
  { label: "home / (cached)", path: "/", expectStatus: 200 },
  { label: "home / (cached, gzip)", path: "/", expectStatus: 200, headers: { "Accept-Encoding": "gzip" } },
  { label: "home / (uncached)", path: "/", expectStatus: 200, headers: uncached },
  { label: "health /api/health", path: "/api/health", expectStatus: 200 },
  { label: "not found page", path: "/no-such-page", expectStatus: 404 },
  // Content site (page cache: cached = repeat anonymous visit; uncached = full render).
  { label: "blog /blog (cached)", path: "/blog", expectStatus: 200 },
  { label: "blog post (cached)", path: benchPost, expectStatus: 200 },
  { label: "faq /faq (cached)", path: "/faq", expectStatus: 200 },
  { label: "guide /usa (cached)", path: "/usa", expectStatus: 200 },
  { label: "blog /blog (uncached)", path: "/blog", expectStatus: 200, headers: uncached },
  { label: "blog post (uncached)", path: benchPost, expectStatus: 200, headers: uncached },
  { label: "faq /faq (uncached)", path: "/faq", expectStatus: 200, headers: uncached },
  { label: "guide /usa (uncached)", path: "/usa", expectStatus: 200, headers: uncached },
  // Occupation pages (target: cached ≥ 0.5× hello-world).
  { label: "job page (cached)", path: benchJob, expectStatus: 200 },
  { label: "job page (uncached)", path: benchJob, expectStatus: 200, headers: uncached },
];

type Measurement = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, headers?: Record<string, string>): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startBuiltServer({ dataDir, port }: { dataDir: string; port: number }) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["server/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `pglite:${dataDir}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  return { url, readyMs, stop };
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-bench-"));
  const dataDir = path.join(workDir, "db");
  try {
    // First start creates the embedded database; the second is the normal restart case.
    const first = await startBuiltServer({ dataDir, port: await freePort() });
    await first.stop();
    const app = await startBuiltServer({ dataDir, port: await freePort() });
    console.log(
      `start-up to ready: ${first.readyMs.toFixed(0)} ms with a new database, ${app.readyMs.toFixed(0)} ms with an existing one (target ≤ 1500 ms)`,
    );

    const hello = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("hello world");
    });
    await new Promise<void>((resolve) => hello.listen(0, "127.0.0.1", resolve));
    const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;

    for (const target of targets) {
      const res = await fetch(app.url + target.path, { headers: target.headers });
      if (res.status !== target.expectStatus) throw new Error(`${target.path} answered ${res.status}`);
      await res.arrayBuffer();
    }

    console.log(`autocannon: ${connections} connections, ${duration} s per target\n`);
    const baseline = await measure(helloUrl);
    const rows = [{ label: "bare node http hello-world", ...baseline }];
    for (const target of targets)
      rows.push({ label: target.label, ...(await measure(app.url + target.path, target.headers)) });

    console.log("| target | req/s | p50 ms | p99 ms | × hello-world | errors |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.rps / baseline.rps).toFixed(3)} | ${row.errors} |`,
      );
    }
    console.log(
      "\ncontent targets: cached pages ≥ 0.4× hello-world; uncached blog post p50 ≤ 10 ms (one connection below)",
    );
    const single = await autocannon({ url: app.url + benchPost, connections: 1, duration, headers: uncached });
    console.log(
      `uncached blog post, 1 connection: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms, ${single.requests.average.toFixed(0)} req/s`,
    );
    hello.close();
    await app.stop();
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
