/**
 * Mixed-load benchmark: 200 virtual visitors for 60 s against the built server, each visitor
 * sticking to one kind of request (content pages, result pages, assessment reads, manual and
 * pasted-text assessments, resume uploads, title search), so every kind's rate and latency under
 * the mix can be compared with its rate alone. Traffic goes to 127.0.0.1 only.
 *
 *   npm run build && npm run bench:load                          # embedded database, one process
 *   scripts/throwaway-postgres.sh npm run bench:load -- --setup postgres   # two instances on PostgreSQL
 *   options: --duration 60 --visitors 200 --standalone (also measures each kind alone)
 *            --profile DIR (writes a CPU profile of each server process's main thread to DIR)
 *            --settle-seconds 75 (embedded only: resident memory at rest after a warm-up and this
 *            long idle, right after the mix, and after as long idle again; target: back within
 *            20 % of the first, issue #37; 0 skips it)
 *   (BENCH_DURATION / BENCH_VISITORS work too, for quick runs)
 *
 * Prints per kind: req/s, p50, p99, 5xx, errors, timeouts (20 s); peak RSS per server process;
 * resident memory at rest before and after the mix; and how many acknowledged assessments cannot
 * be read back afterwards.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { Client } from "undici";
import { startFakeOpenAI } from "../tests/fake-openai/fake-openai-server";
import { makePdf, SAMPLE_RESUME } from "../tests/helpers/make-documents";
import { findFreePort, spawnBuiltServer, waitUntilReady } from "../tests/helpers/server-process";
import { DEFAULT_SETTLE_SECONDS, measureAtRest, printMemoryReturn, readResidentMb } from "./bench-resident-memory";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "60" },
    visitors: { type: "string", default: process.env.BENCH_VISITORS ?? "200" },
    setup: { type: "string", default: process.env.BENCH_SETUP ?? "embedded" },
    standalone: { type: "boolean", default: false },
    profile: { type: "string" },
    "settle-seconds": { type: "string", default: String(DEFAULT_SETTLE_SECONDS) },
  },
});
const durationS = Number(values.duration);
const totalVisitors = Number(values.visitors);
const setup = values.setup === "postgres" ? "postgres" : "embedded";
const TIMEOUT_MS = 20_000;

/** A response as received: the body still compressed when the server compressed it. */
type Answer = { status: number; body: Buffer; encoding: string | undefined };

/** The body of a JSON answer, decompressed (only the few answers the benchmark reads). */
function readJson<T>(answer: Answer): T {
  const decode: Record<string, (bytes: Buffer) => Buffer> = {
    gzip: gunzipSync,
    deflate: inflateSync,
    br: brotliDecompressSync,
  };
  const bytes = answer.encoding ? decode[answer.encoding]!(answer.body) : answer.body;
  return JSON.parse(bytes.toString()) as T;
}
type Kind = {
  name: string;
  /** Share of the visitors on this kind. */
  share: number;
  run(client: Client): Promise<Answer>;
  /** Statuses that count as a correct answer (anything else that is not 5xx is an error). */
  ok: number[];
};

let visitorCounter = 0;
const nextAddress = () => {
  visitorCounter += 1;
  return `10.${(visitorCounter >> 16) & 255}.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`;
};

/**
 * One request on the visitor's own connection. The client is undici's, driven through its
 * callback interface (no stream per answer): the load generator shares the machine's cores with
 * the servers it measures, and this costs about a quarter of node:http's CPU per request, so the
 * servers keep the CPU a visitor's browser elsewhere would leave them.
 */
function send(
  client: Client,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let encoding: string | undefined;
    client.dispatch(
      {
        path: pathname,
        method,
        // Every browser asks for compressed answers, for pages and for fetch() alike.
        headers: { "accept-encoding": "gzip, deflate, br", ...headers },
        body,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      },
      {
        onConnect: () => {},
        onHeaders: (statusCode, rawHeaders) => {
          status = statusCode;
          for (let i = 0; i < rawHeaders.length; i += 2)
            if (rawHeaders[i]!.toString().toLowerCase() === "content-encoding")
              encoding = rawHeaders[i + 1]!.toString();
          return true;
        },
        onData: (chunk) => {
          chunks.push(chunk);
          return true;
        },
        onComplete: () => resolve({ status, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), encoding }),
        onError: (error) => {
          const code = (error as { code?: string }).code;
          const timedOut = code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT";
          reject(timedOut ? Object.assign(new Error("timeout"), { code: "BENCH_TIMEOUT" }) : error);
        },
      },
    );
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Ids of created assessments (acknowledged with 201), read back at the end. */
const acknowledged: string[] = [];

function recordCreated(answer: Answer): Answer {
  if (answer.status === 201) {
    const id = readJson<{ assessmentId?: string }>(answer).assessmentId;
    if (id) acknowledged.push(id);
  }
  return answer;
}

function multipart(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function defineKinds({ resultIds, pdf }: { resultIds: string[]; pdf: Buffer }): Kind[] {
  const contentPaths = ["/", "/blog", "/blog/tasks-not-jobs-what-the-research-measures", "/usa", "/uk", "/faq"];
  const searches = ["account", "nurse", "software", "teacher", "driver", "chef", "lawyer", "market"];
  let turn = 0;
  const pick = <T>(list: T[]) => list[turn++ % list.length]!;
  const upload = multipart("resume", "resume.pdf", "application/pdf", pdf);
  return [
    { name: "content pages (cached)", share: 0.25, ok: [200], run: (c) => send(c, pick(contentPaths)) },
    { name: "result page", share: 0.15, ok: [200], run: (c) => send(c, `/assessment/${pick(resultIds)}`) },
    {
      name: "assessment JSON read",
      share: 0.15,
      ok: [200],
      run: (c) => send(c, `/api/assessments/${pick(resultIds)}`),
    },
    {
      name: "title search",
      share: 0.15,
      ok: [200],
      run: (c) => send(c, `/api/occupations/search?q=${pick(searches)}`),
    },
    {
      name: "manual assessment (write)",
      share: 0.12,
      ok: [201],
      run: async (c) =>
        recordCreated(
          await send(c, "/api/assessments/manual", {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
            body: json({
              jobTitle: pick(["Accountant", "Registered Nurse", "Software Developer", "Truck Driver"]),
              industry: "other",
              experienceLevel: "3-5",
              skills: "Communication, Planning",
              responsibilities: "Prepare reports\nMeet clients",
            }),
          }),
        ),
    },
    {
      name: "pasted-text assessment (write)",
      share: 0.1,
      ok: [201],
      run: async (c) =>
        recordCreated(
          await send(c, "/api/assessments/text", {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
            body: json({ resumeText: SAMPLE_RESUME }),
          }),
        ),
    },
    {
      name: "resume upload (PDF)",
      share: 0.08,
      ok: [200],
      run: (c) =>
        send(c, "/api/assessments/upload-file", {
          method: "POST",
          headers: { "Content-Type": upload.contentType, "X-Forwarded-For": nextAddress() },
          body: upload.body,
        }),
    },
  ];
}

type Stats = { latencies: number[]; fivexx: number; errors: number; timeouts: number };

async function runMix({
  kinds,
  bases,
  visitors,
  seconds,
}: {
  kinds: Kind[];
  bases: string[];
  visitors: number;
  seconds: number;
}): Promise<Map<string, Stats>> {
  const stats = new Map<string, Stats>(
    kinds.map((k) => [k.name, { latencies: [], fivexx: 0, errors: 0, timeouts: 0 }]),
  );
  const shareTotal = kinds.reduce((sum, k) => sum + k.share, 0);
  const deadline = Date.now() + seconds * 1000;
  const loops: Promise<void>[] = [];
  let visitor = 0;
  for (const kind of kinds) {
    const count = Math.max(1, Math.round((visitors * kind.share) / shareTotal));
    for (let i = 0; i < count; i++, visitor++) {
      const base = bases[visitor % bases.length]!;
      // One keep-alive connection per visitor, as a browser tab would hold.
      const client = new Client(base, { pipelining: 1 });
      const kindStats = stats.get(kind.name)!;
      loops.push(
        (async () => {
          while (Date.now() < deadline) {
            const started = performance.now();
            try {
              const answer = await kind.run(client);
              const ms = performance.now() - started;
              if (answer.status >= 500) kindStats.fivexx += 1;
              else if (!kind.ok.includes(answer.status)) kindStats.errors += 1;
              else kindStats.latencies.push(ms);
            } catch (error) {
              if ((error as { code?: string }).code === "BENCH_TIMEOUT") kindStats.timeouts += 1;
              else kindStats.errors += 1;
            }
          }
          await client.close();
        })(),
      );
    }
  }
  await Promise.all(loops);
  return stats;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function printTable(title: string, stats: Map<string, Stats>, seconds: number, alone?: Map<string, number>) {
  console.log(`\n${title}`);
  console.log(`| kind | req/s | p50 ms | p99 ms | 5xx | errors | timeouts |${alone ? " % of alone |" : ""}`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|${alone ? "---:|" : ""}`);
  for (const [name, s] of stats) {
    const sorted = [...s.latencies].sort((x, y) => x - y);
    const rps = s.latencies.length / seconds;
    const share = alone?.get(name) ? `${((100 * rps) / alone.get(name)!).toFixed(0)}% |` : alone ? " – |" : "";
    console.log(
      `| ${name} | ${rps.toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${s.fivexx} | ${s.errors} | ${s.timeouts} |${share}`,
    );
  }
}

type Server = { url: string; child: ChildProcess; peakRssMb: number; stop(): Promise<void> };

async function startServer({ env, workDir }: { env: Record<string, string>; workDir: string }): Promise<Server> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnBuiltServer({
    nodeArgs: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      MEDIA_DIR: path.join(workDir, "media"),
      TRUST_PROXY: "loopback",
      DAILY_ASSESSMENT_LIMIT: "10000",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server: Server = {
    url,
    child,
    peakRssMb: 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
  const sampler = setInterval(() => {
    server.peakRssMb = Math.max(server.peakRssMb, readResidentMb(child.pid!));
  }, 250);
  child.once("exit", () => clearInterval(sampler));
  if (await waitUntilReady({ url, child, timeoutMs: 120_000, intervalMs: 200 })) return server;
  throw new Error("server did not become ready");
}

/** Every kind of request a few times, the share card and the report too: what warm-up means here. */
async function warmUp({ base, kinds, resultIds }: { base: string; kinds: Kind[]; resultIds: string[] }) {
  const client = new Client(base, { pipelining: 1 });
  for (let round = 0; round < 5; round++) for (const kind of kinds) await kind.run(client);
  for (const id of resultIds.slice(0, 5)) {
    await send(client, `/assessment/${id}/card.png`);
    await send(client, `/api/assessments/${id}/pdf`);
  }
  await send(client, "/jobs?q=nurse");
  await client.close();
}

async function main() {
  const fake = await startFakeOpenAI();
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-bench-load-"));
  const servers: Server[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    const common = { AI_BASE_URL: fake.url, AI_MODEL: "fake-model" };
    if (setup === "postgres") {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl)
        throw new Error("--setup postgres needs TEST_DATABASE_URL (scripts/throwaway-postgres.sh sets it)");
      const name = `ajr_bench_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      };
      for (const instance of ["a", "b"]) {
        const dir = path.join(workDir, instance);
        servers.push(await startServer({ env: { ...common, DATABASE_URL: url.toString() }, workDir: dir }));
      }
    } else {
      servers.push(
        await startServer({ env: { ...common, DATABASE_URL: `pglite:${path.join(workDir, "db")}` }, workDir }),
      );
    }
    const bases = servers.map((s) => s.url);

    // A few stored assessments for the result pages and JSON reads.
    const seedClients = bases.map((base) => new Client(base));
    const resultIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await send(seedClients[i % bases.length]!, "/api/assessments/manual", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${i + 1}` },
        body: json({
          jobTitle: ["Accountant", "Nurse", "Web Developer", "Electrician"][i % 4],
          industry: "other",
          experienceLevel: "6-10",
          skills: "Planning",
          responsibilities: "Prepare reports",
        }),
      });
      if (answer.status !== 201) throw new Error(`seeding an assessment answered ${answer.status}`);
      resultIds.push(readJson<{ assessmentId: string }>(answer).assessmentId);
    }
    await Promise.all(seedClients.map((client) => client.close()));
    const kinds = defineKinds({ resultIds, pdf: await makePdf() });

    console.log(
      `bench:load — ${setup === "postgres" ? "PostgreSQL, two instances" : "embedded database, one process"}; ${totalVisitors} visitors for ${durationS} s`,
    );

    let alone: Map<string, number> | undefined;
    if (values.standalone) {
      alone = new Map();
      const aloneSeconds = Math.max(5, Math.round(durationS / 6));
      for (const kind of kinds) {
        const visitors = Math.max(1, Math.round(totalVisitors * kind.share));
        const result = await runMix({ kinds: [kind], bases, visitors, seconds: aloneSeconds });
        alone.set(kind.name, result.get(kind.name)!.latencies.length / aloneSeconds);
      }
      printTable(`each kind alone (${aloneSeconds} s each, same visitors per kind)`, new Map(), aloneSeconds);
      for (const [name, rps] of alone) console.log(`| ${name} | ${rps.toFixed(1)} |`);
    }

    const settleSeconds = Number(values["settle-seconds"]);
    const atRest = settleSeconds > 0 && setup === "embedded";
    let afterWarmUp = 0;
    if (atRest) {
      await warmUp({ base: bases[0]!, kinds, resultIds });
      afterWarmUp = await measureAtRest({ pid: servers[0]!.child.pid!, settleSeconds, label: "after warm-up" });
    }

    for (const server of servers) server.peakRssMb = 0;
    const stats = await runMix({ kinds, bases, visitors: totalVisitors, seconds: durationS });
    printTable("under the mix", stats, durationS, alone);

    if (atRest) {
      const pid = servers[0]!.child.pid!;
      const afterBench = readResidentMb(pid);
      const afterSettle = await measureAtRest({ pid, settleSeconds, label: "after the mix" });
      printMemoryReturn({ afterWarmUp, afterBench, afterSettle, settleSeconds });
    }

    // Every acknowledged assessment must be readable (from any instance).
    const readClients = bases.map((base) => new Client(base, { pipelining: 1 }));
    let lost = 0;
    for (let i = 0; i < acknowledged.length; i += 8) {
      const batch = acknowledged.slice(i, i + 8);
      const answers = await Promise.all(
        batch.map((id, j) => send(readClients[(i + j) % bases.length]!, `/api/assessments/${id}`)),
      );
      lost += answers.filter((answer) => answer.status !== 200).length;
    }
    await Promise.all(readClients.map((client) => client.close()));
    console.log(`\nacknowledged assessments: ${acknowledged.length}, not readable back: ${lost}`);
    servers.forEach((server, i) =>
      console.log(`peak RSS, server process ${i + 1}: ${server.peakRssMb.toFixed(0)} MB (target ≤ 600 MB)`),
    );
  } finally {
    for (const server of servers) await server.stop();
    await dropDatabase?.();
    await fake.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
