/**
 * Upload memory (npm run bench:upload-memory, after `npm run build`; issue #37, ADR 022).
 * Starts the built server on a free port (embedded database in a temporary folder, default
 * limits, trusting the loopback proxy hop so X-Forwarded-For names each visitor), then:
 *  1. "one address": an address that has already used its upload limit opens 200 uploads of a
 *     10 MB file at once;
 *  2. "20 addresses": 20 fresh addresses open 10 such uploads each, at once.
 * Each upload is sent over its own connection the way a stranger holding it open would: the
 * head and the first 64 KB of the body, then, unless the server has answered within a second, the
 * rest over `--hold-seconds` (a slow sender). A second after the uploads start, a normal visitor
 * sends a one-page resume from another address (three times, one after another).
 * Reported per phase: the answers, the body bytes each refused upload had sent when its answer
 * came and the bytes the server says it read of it (its "upload refused" log lines), the
 * server's peak resident memory, `/api/health` latency (polled every 100 ms) and the normal
 * resume's time. Targets: resident memory under 600 MB, every refusal within 64 KB of body,
 * health within 100 ms, the normal resume within 2 s.
 *
 *   npm run build && npm run bench:upload-memory [-- --hold-seconds 20 --uploads 200 --addresses 20]
 *   (--profile DIR writes a CPU profile of the server's main thread to DIR)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { makePdf } from "../tests/helpers/make-documents";
import { makeZeroFilledPdf } from "../tests/helpers/make-hostile-documents";
import { benchServerEnv, findFreePort, spawnBuiltServer, waitUntilReady } from "../tests/helpers/server-process";

const { values } = parseArgs({
  options: {
    "hold-seconds": { type: "string", default: "20" },
    uploads: { type: "string", default: "200" },
    addresses: { type: "string", default: "20" },
    profile: { type: "string" },
  },
});
const HOLD_MS = Number(values["hold-seconds"]) * 1000;
const UPLOADS = Number(values.uploads);
const ADDRESSES = Number(values.addresses);

const TARGETS = { rssMb: 600, refusedBodyBytes: 64 * 1024, healthMs: 100, normalMs: 2_000 };
/** The head and this much of the body go first; the rest only if no answer came within WAIT_MS. */
const FIRST_BODY_BYTES = 64 * 1024;
const WAIT_MS = 1_000;
const CHUNK_BYTES = 64 * 1024;
const DEFAULT_UPLOAD_LIMIT = 30;

type HeldAnswer = { status: number; answeredMs: number; bodyBytesSent: number; error?: string };

/** A multipart body holding one file in the field `resume`, and its boundary. */
function buildMultipart({ file, fileName }: { file: Buffer; fileName: string }): { body: Buffer; boundary: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${fileName}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

/**
 * One upload over its own connection: the head and the first 64 KB of body, a pause for an early
 * answer, then the rest spread over `holdMs` until the server answers or closes.
 */
function sendHeldUpload({
  port,
  from,
  body,
  boundary,
  holdMs,
}: {
  port: number;
  from: string;
  body: Buffer;
  boundary: string;
  holdMs: number;
}): Promise<HeldAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port, host: "127.0.0.1" });
    let sent = 0;
    let answered = false;
    let received = "";
    let status = 0;
    let answeredMs = 0;
    let timer: NodeJS.Timeout | null = null;
    const finish = (error?: string) => {
      if (timer) clearTimeout(timer);
      timer = null;
      socket.destroy();
      resolve({ status, answeredMs, bodyBytesSent: sent, error });
    };
    const writeChunk = (size: number) => {
      if (answered || socket.destroyed || sent >= body.length) return;
      const chunk = body.subarray(sent, Math.min(body.length, sent + size));
      sent += chunk.length;
      socket.write(chunk);
    };
    socket.on("connect", () => {
      socket.write(
        `POST /api/assessments/upload-file HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${from}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n` +
          `Connection: close\r\n\r\n`,
      );
      writeChunk(FIRST_BODY_BYTES);
      const rest = Math.ceil((body.length - sent) / CHUNK_BYTES);
      const every = Math.max(1, Math.floor(holdMs / Math.max(1, rest)));
      const trickle = () => {
        writeChunk(CHUNK_BYTES);
        if (!answered && sent < body.length) timer = setTimeout(trickle, every);
      };
      timer = setTimeout(trickle, WAIT_MS);
    });
    socket.on("data", (chunk: Buffer) => {
      if (!answered) {
        answered = true;
        answeredMs = Math.round(performance.now() - started);
      }
      received += chunk.toString("latin1");
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) finish(error.code ?? error.message);
    });
    socket.on("close", () => finish());
  });
}

type HealthSummary = {
  checks: number;
  ok: number;
  slowestMs: number;
  p50Ms: number;
  /** Checks slower than the target: when each started (epoch ms) and how long it took. */
  slow: { startedAt: number; ms: number }[];
};

/**
 * Polls liveness every 100 ms until stopped: how many answered 200, the median and the slowest.
 * It runs in a thread of its own, so the bench's 200 sockets never delay a check.
 */
async function watchHealth(url: string): Promise<{ stop(): Promise<HealthSummary> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const results = [];
     let running = true;
     parentPort.on("message", () => { running = false; });
     (async () => {
       // One check before the phase starts, not counted: the thread's own start-up is not the server's latency.
       await fetch(workerData.url + "/api/health").then((res) => res.arrayBuffer()).catch(() => undefined);
       parentPort.postMessage("ready");
       while (running) {
         const started = performance.now();
         const startedAt = Date.now();
         let status = 0;
         try { const res = await fetch(workerData.url + "/api/health"); await res.arrayBuffer(); status = res.status; } catch {}
         results.push([status, performance.now() - started, startedAt]);
         await new Promise((resolve) => setTimeout(resolve, 100));
       }
       parentPort.postMessage(results);
     })();`,
    { eval: true, workerData: { url } },
  );
  await new Promise((resolve) => worker.once("message", resolve));
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once("message", (results: [number, number, number][]) => {
          void worker.terminate();
          const sorted = results.map(([, ms]) => ms).sort((a, b) => a - b);
          resolve({
            checks: results.length,
            ok: results.filter(([status]) => status === 200).length,
            slowestMs: Math.round(sorted.at(-1) ?? 0),
            p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
            slow: results
              .filter(([, ms]) => ms > TARGETS.healthMs)
              .map(([, ms, startedAt]) => ({ startedAt, ms: Math.round(ms) })),
          });
        });
        worker.postMessage("stop");
      }),
  };
}

/** Samples the server's resident memory every 100 ms: the peak since the last `reset`, and now. */
function watchRss(pid: number): { peakMb(): number; nowMb(): number; reset(): void; stop(): void } {
  const read = () => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 100);
  return {
    peakMb: () => Math.round(peak),
    nowMb: () => Math.round(read()),
    reset: () => (peak = read()),
    stop: () => clearInterval(timer),
  };
}

/** A normal visitor's one-page resume, sent as a browser would: status and time. */
async function uploadNormal({ url, pdf, from }: { url: string; pdf: Buffer; from: string }) {
  const form = new FormData();
  form.append("resume", new Blob([new Uint8Array(pdf)]), "resume.pdf");
  const started = performance.now();
  const res = await fetch(`${url}/api/assessments/upload-file`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": from },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}

/** The server's request lines for uploads answered mid-body: the body bytes it read of each. */
function collectRefusals(stdout: NodeJS.ReadableStream): { take(): number[] } {
  let readBytes: number[] = [];
  createInterface({ input: stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line) as { receivedBodyBytes?: number };
      if (typeof entry.receivedBodyBytes === "number") readBytes.push(entry.receivedBodyBytes);
    } catch {
      // not a log line
    }
  });
  return {
    take() {
      const taken = readBytes;
      readBytes = [];
      return taken;
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? "ok" : "OVER TARGET");

async function runPhase({
  label,
  url,
  port,
  senders,
  file,
  normalResume,
  normalFrom,
  rss,
  refusals,
}: {
  label: string;
  url: string;
  port: number;
  senders: string[];
  file: Buffer;
  normalResume: Buffer;
  normalFrom: string[];
  rss: ReturnType<typeof watchRss>;
  refusals: ReturnType<typeof collectRefusals>;
}): Promise<boolean> {
  console.log(`\n${label}`);
  const restBefore = rss.nowMb();
  rss.reset();
  refusals.take();
  const health = await watchHealth(url);
  // One body for every upload: the bench holds 10 MB, not 2 GB, and its own event loop stays free.
  const { body, boundary } = buildMultipart({ file, fileName: "big.pdf" });
  const uploadsStartedAt = Date.now();
  const uploads = senders.map((from) => sendHeldUpload({ port, from, body, boundary, holdMs: HOLD_MS }));
  await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  const normals: { status: number; ms: number }[] = [];
  for (const from of normalFrom) normals.push(await uploadNormal({ url, pdf: normalResume, from }));
  const answers = await Promise.all(uploads);
  const checks = await health.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const serverRead = refusals.take();
  const peak = rss.peakMb();

  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status ? String(answer.status) : `no answer (${answer.error ?? "closed"})`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  // Refused before its body was all sent: answered (or reset) while the sender still had bytes to send.
  const refused = answers.filter((answer) => answer.bodyBytesSent < body.length);
  const readInFull = answers.filter((answer) => answer.bodyBytesSent >= body.length);
  const sentByRefused = refused.map((answer) => answer.bodyBytesSent).sort((a, b) => a - b);
  const maxRead = serverRead.length > 0 ? Math.max(...serverRead) : null;
  const worstNormal = Math.max(...normals.map((normal) => normal.ms));
  const normalOk = normals.every((normal) => normal.status === 200) && worstNormal <= TARGETS.normalMs;
  const refusalOk = refused.length > 0 && maxRead !== null && maxRead <= TARGETS.refusedBodyBytes;
  console.log(`  answers: ${[...byStatus].map(([status, count]) => `${count}× ${status}`).join(", ")}`);
  console.log(
    `  refused before the body was sent: ${refused.length}; read in full: ${readInFull.length} ` +
      `(${readInFull.map((answer) => answer.status || answer.error).join(", ") || "none"})`,
  );
  console.log(
    `  per refused upload: body read by the server (its log, ${serverRead.length} lines) max ${maxRead === null ? "n/a" : kb(maxRead)}` +
      `  (target ≤ 64 KB: ${verdict(refusalOk)}); ` +
      `sent by the client when the answer reached it: median ${kb(sentByRefused[Math.floor(sentByRefused.length / 2)] ?? 0)}, max ${kb(sentByRefused.at(-1) ?? 0)}`,
  );
  console.log(
    `  resident memory: ${restBefore} MB before, peak ${peak} MB (target < ${TARGETS.rssMb} MB: ${verdict(peak < TARGETS.rssMb)})`,
  );
  console.log(
    `  /api/health: ${checks.ok}/${checks.checks} answered 200, median ${checks.p50Ms} ms, slowest ${checks.slowestMs} ms` +
      `  (target ≤ ${TARGETS.healthMs} ms: ${verdict(checks.ok === checks.checks && checks.slowestMs <= TARGETS.healthMs)})`,
  );
  if (checks.slow.length > 0)
    console.log(
      `    over ${TARGETS.healthMs} ms: ${checks.slow.map((check) => `${check.ms} ms (started ${check.startedAt - uploadsStartedAt} ms after the uploads)`).join(", ")}`,
    );
  console.log(
    `  normal resume: ${normals.map((normal) => `${normal.status} in ${normal.ms} ms`).join(", ")}` +
      `  (target ≤ ${TARGETS.normalMs} ms: ${verdict(normalOk)})`,
  );
  return (
    peak < TARGETS.rssMb && refusalOk && normalOk && checks.ok === checks.checks && checks.slowestMs <= TARGETS.healthMs
  );
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-upload-memory-"));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnBuiltServer({
    nodeArgs: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
    env: { ...benchServerEnv({ port, workDir }), TRUST_PROXY: "loopback", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const refusals = collectRefusals(server.stdout!);
  try {
    if (!(await waitUntilReady({ url, child: server, timeoutMs: 180_000 }))) throw new Error("server did not start");
    const rss = watchRss(server.pid!);
    const normalResume = await makePdf();
    const file = makeZeroFilledPdf();
    // The first upload starts the reading threads (the reader and its warm spare); let both load.
    const first = await uploadNormal({ url, pdf: normalResume, from: "198.51.100.1" });
    if (first.status !== 200) throw new Error(`a normal resume answered ${first.status}`);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    console.log(`bench:upload-memory — ${UPLOADS} uploads of ${kb(file.length)}, held over ${HOLD_MS / 1000} s`);
    console.log(`resident memory after warm-up: ${rss.nowMb()} MB`);

    // The stranger's address uses its upload limit first, as in the probe that found the hole.
    const stranger = "203.0.113.7";
    for (let i = 0; i < DEFAULT_UPLOAD_LIMIT; i++) await uploadNormal({ url, pdf: normalResume, from: stranger });
    const oneAddress = await runPhase({
      label: `1. one address (already at its upload limit): ${UPLOADS} uploads at once`,
      url,
      port,
      senders: Array.from({ length: UPLOADS }, () => stranger),
      file,
      normalResume,
      normalFrom: ["198.51.100.21", "198.51.100.22", "198.51.100.23"],
      rss,
      refusals,
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const manyAddresses = await runPhase({
      label: `2. ${ADDRESSES} addresses: ${UPLOADS} uploads at once`,
      url,
      port,
      senders: Array.from({ length: UPLOADS }, (_, i) => `203.0.113.${100 + (i % ADDRESSES)}`),
      file,
      normalResume,
      normalFrom: ["198.51.100.31", "198.51.100.32", "198.51.100.33"],
      rss,
      refusals,
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    console.log(`\nresident memory 5 s after the last phase: ${rss.nowMb()} MB`);
    console.log(`all targets met: ${oneAddress && manyAddresses ? "yes" : "NO"}`);
    rss.stop();
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
