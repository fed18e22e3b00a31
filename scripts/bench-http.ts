/**
 * HTTP benchmark: the built server against a bare Node `http` hello-world, measured in the same
 * run on the same machine, so the ratio means something. Also measures start-up to ready.
 *
 *   npm run build && npm run bench:http [-- --duration 5 --connections 20 --only POST]
 *
 * BENCH_DATABASE_URL runs the server on that database instead of a new embedded one, e.g.
 *   scripts/throwaway-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npm run bench:http'
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchShareCards } from "./bench-share-cards";
import { findFreePort, spawnBuiltServer } from "../tests/helpers/server-process";
import { BENCH_MANUAL, BENCH_RESUME } from "./bench-fixtures";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    /** Only the targets whose label contains this text (hello-world is always measured). */
    only: { type: "string", default: "" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** Pages measured; later issues append theirs. */
type Target = {
  label: string;
  path: string;
  expectStatus: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  /** Connections for this target when not the run's default. */
  connections?: number;
  /** Changes each request (a distinct query or client address), so no answer is repeated. */
  vary?: (request: number) => { path?: string; headers?: Record<string, string> };
};

/**
 * A session-like cookie makes the page cache step aside (server/middleware/public-site-paths.ts),
 * so these targets measure a full server render of the same page.
 */
const uncached = { Cookie: "bench_session=1" };
const benchPost = "/blog/tasks-not-jobs-what-the-research-measures";
const benchJob = "/jobs/registered-nurses";

/**
 * What every browser and crawler sends. Cached pages are measured with it, as visitors get them
 * (gzip joined from stored pieces); the "no compression" rows show the same pages sent whole.
 */
const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };

const targets: Target[] = [
  { label: "home / (cached)", path: "/", expectStatus: 200, headers: browser },
  { label: "home / (cached, no compression)", path: "/", expectStatus: 200 },
  { label: "home / (uncached)", path: "/", expectStatus: 200, headers: uncached },
  { label: "health /api/health", path: "/api/health", expectStatus: 200 },
  { label: "not found page", path: "/no-such-page", expectStatus: 404 },
  // Content site (page cache: cached = repeat anonymous visit; uncached = full render).
  { label: "blog /blog (cached)", path: "/blog", expectStatus: 200, headers: browser },
  { label: "blog post (cached)", path: benchPost, expectStatus: 200, headers: browser },
  { label: "blog post (cached, no compression)", path: benchPost, expectStatus: 200 },
  { label: "faq /faq (cached)", path: "/faq", expectStatus: 200, headers: browser },
  { label: "guide /usa (cached)", path: "/usa", expectStatus: 200, headers: browser },
  { label: "blog /blog (uncached)", path: "/blog", expectStatus: 200, headers: uncached },
  { label: "blog post (uncached)", path: benchPost, expectStatus: 200, headers: uncached },
  { label: "faq /faq (uncached)", path: "/faq", expectStatus: 200, headers: uncached },
  { label: "guide /usa (uncached)", path: "/usa", expectStatus: 200, headers: uncached },
  // Occupation pages (target: cached ≥ 0.5× hello-world).
  { label: "job page (cached)", path: benchJob, expectStatus: 200, headers: browser },
  { label: "job page (cached, no compression)", path: benchJob, expectStatus: 200 },
  { label: "job page (uncached)", path: benchJob, expectStatus: 200, headers: uncached },
];

type Measurement = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** Seconds of uncounted load before each measurement. */
const WARM_UP_S = 2;

/** autocannon takes a `warmup` phase (lib/init.js); its published types do not list it yet. */
type Options = autocannon.Options & { warmup?: { connections: number; duration: number } };

async function measure(url: string, target: Partial<Target> = {}): Promise<Measurement> {
  const { headers, method = "GET", body, vary } = target;
  let sent = 0;
  const options: Options = {
    url,
    connections: target.connections ?? connections,
    duration,
    // The same load, not counted, first: a server that has just started still compiles its hot
    // code (the embedded database's WebAssembly tiers up under the first writes), and a visitor
    // meets the server it becomes once it has served traffic.
    warmup: { connections: target.connections ?? connections, duration: WARM_UP_S },
    pipelining: 1,
    method,
    headers,
    body,
    requests: vary
      ? [
          {
            setupRequest: (request) => {
              const change = vary(sent++);
              return {
                ...request,
                ...(change.path ? { path: change.path } : {}),
                headers: { ...request.headers, ...change.headers },
              };
            },
          },
        ]
      : undefined,
  };
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startBuiltServer({ dataDir, port }: { dataDir: string; port: number }) {
  const started = performance.now();
  const child: ChildProcess = spawnBuiltServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `pglite:${dataDir}`,
      LOG_LEVEL: "warn",
      // The write targets send a different client address per request: the daily cap stays out of the way.
      TRUST_PROXY: "1",
      DAILY_ASSESSMENT_LIMIT: "10000",
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

/** A different documentation-range client address per request (the bench trusts one proxy hop, TRUST_PROXY=1). */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Distinct, realistic search queries: the words of titles the search itself answers for each
 * letter, cut to prefixes and paired, so every request of the uncached target is a new query.
 */
async function collectSearchQueries(url: string): Promise<string[]> {
  const words = new Set<string>();
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    const answer = (await (await fetch(`${url}/api/occupations/search?q=${letter}`)).json()) as { title: string }[];
    for (const { title } of answer)
      for (const word of title.toLowerCase().split(/[^a-z]+/)) if (word.length >= 3) words.add(word);
  }
  const list = [...words];
  const queries = new Set<string>();
  for (const word of list) for (let n = 3; n <= word.length; n++) queries.add(word.slice(0, n));
  for (const [i, first] of list.entries())
    for (const second of list.slice(i + 1, i + 40)) queries.add(`${second.slice(0, 4)} ${first}`);
  return [...queries];
}

/** Targets of the product's own traffic; the assessment they read is made first, by the engine. */
async function prepareProductTargets(url: string): Promise<Target[]> {
  const made = await fetch(`${url}/api/assessments/manual`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.200" },
    body: JSON.stringify(BENCH_MANUAL),
  });
  if (made.status !== 201) throw new Error(`creating the bench assessment answered ${made.status}`);
  const { assessmentId } = (await made.json()) as { assessmentId: string };
  const json = await fetch(`${url}/api/assessments/${assessmentId}`);
  const etag = json.headers.get("etag") ?? "";
  const queries = await collectSearchQueries(url);
  console.log(`uncached search: ${queries.length} distinct queries`);
  const post = { method: "POST" as const, headers: { "Content-Type": "application/json" }, connections: 8 };
  return [
    {
      label: "result page /assessment/:id (cached)",
      path: `/assessment/${assessmentId}`,
      expectStatus: 200,
      headers: browser,
    },
    {
      label: "result page /assessment/:id (cached, no compression)",
      path: `/assessment/${assessmentId}`,
      expectStatus: 200,
    },
    { label: "assessment JSON 200", path: `/api/assessments/${assessmentId}`, expectStatus: 200 },
    {
      label: "assessment JSON 304",
      path: `/api/assessments/${assessmentId}`,
      expectStatus: 304,
      headers: { "If-None-Match": etag },
    },
    { label: "search (cached)", path: "/api/occupations/search?q=senior%20software%20engineer", expectStatus: 200 },
    {
      label: "search (uncached, distinct queries)",
      path: "/api/occupations/search?q=nurse",
      expectStatus: 200,
      connections: 1,
      vary: (n) => ({ path: `/api/occupations/search?q=${encodeURIComponent(queries[n % queries.length]!)}` }),
    },
    {
      label: "POST /api/assessments/manual",
      path: "/api/assessments/manual",
      expectStatus: 201,
      ...post,
      body: JSON.stringify(BENCH_MANUAL),
      vary: (n) => ({ headers: { "X-Forwarded-For": clientAddress(n) } }),
    },
    {
      label: "POST /api/assessments/text",
      path: "/api/assessments/text",
      expectStatus: 201,
      ...post,
      body: JSON.stringify({ resumeText: BENCH_RESUME }),
      vary: (n) => ({ headers: { "X-Forwarded-For": clientAddress(1_000_000 + n) } }),
    },
  ];
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-bench-"));
  const dataDir = path.join(workDir, "db");
  try {
    // First start creates the embedded database; the second is the normal restart case.
    const first = await startBuiltServer({ dataDir, port: await findFreePort() });
    await first.stop();
    const app = await startBuiltServer({ dataDir, port: await findFreePort() });
    console.log(
      `start-up to ready: ${first.readyMs.toFixed(0)} ms with a new database, ${app.readyMs.toFixed(0)} ms with an existing one (target ≤ 1500 ms)`,
    );

    const hello = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("hello world");
    });
    await new Promise<void>((resolve) => hello.listen(0, "127.0.0.1", resolve));
    const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;

    const allTargets = [...targets, ...(await prepareProductTargets(app.url))].filter((target) =>
      target.label.includes(values.only),
    );
    for (const target of allTargets) {
      const res = await fetch(app.url + target.path, {
        method: target.method,
        headers: { "Content-Type": "application/json", ...target.headers },
        body: target.body,
      });
      if (res.status !== target.expectStatus) throw new Error(`${target.path} answered ${res.status}`);
      await res.arrayBuffer();
    }

    console.log(
      `autocannon: ${connections} connections (unless stated), ${duration} s per target after ${WARM_UP_S} s of the same load not counted;` +
        " hello-world is measured again right before each target, and each ratio uses that run" +
        " (a shared machine's speed drifts over minutes)\n",
    );
    const rows: (Measurement & { label: string; hello: number })[] = [];
    for (const target of allTargets) {
      const hello = await measure(helloUrl, { connections: target.connections });
      const label = target.connections ? `${target.label} (${target.connections} conn.)` : target.label;
      rows.push({ label, hello: hello.rps, ...(await measure(app.url + target.path, target)) });
    }

    console.log("| target | req/s | p50 ms | p99 ms | hello-world req/s | × hello-world | errors | non-2xx |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.hello.toFixed(0)} | ${(row.rps / row.hello).toFixed(3)} | ${row.errors} | ${row.non2xx} |`,
      );
    }
    console.log(
      "\nproduct targets: result page, assessment JSON and cached search ≥ 0.3×; uncached search p99 ≤ 5 ms (1 conn.);" +
        " health ≥ 0.5×; cached content pages ≥ 0.5×; manual and text writes p99 ≤ 50 ms and ≥ 300 req/s (8 conn.)",
    );
    await benchShareCards({ url: app.url, connections, duration });
    if (!values.only) {
      console.log(
        "\ncontent targets: cached pages ≥ 0.4× hello-world; uncached blog post p50 ≤ 10 ms (one connection below)",
      );
      const single = await autocannon({ url: app.url + benchPost, connections: 1, duration, headers: uncached });
      console.log(
        `uncached blog post, 1 connection: p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms, ${single.requests.average.toFixed(0)} req/s`,
      );
    }
    hello.close();
    await app.stop();
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
