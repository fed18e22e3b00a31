/**
 * Hostile files cost little (npm run bench:hostile-uploads, after `npm run build`; issue #28, ADR 022).
 * Starts the built server on a free port (embedded database in a temporary folder), then:
 *  1. sends each file of the hostile corpus (tests/helpers/make-hostile-documents.ts) alone: its
 *     status and time (target: a 4xx within 5 s);
 *  2. "one stranger": the four costliest hostile files (two PDFs with a 60 MB content stream, two
 *     DOCX files of 10,000 paragraphs) sent at once from one address, then, 200 ms later, a normal
 *     one-page resume from another: its time (target ≤ 2 s), three runs;
 *  3. "four strangers": the same four files from four addresses (reported, no target).
 * `/api/health` is polled every 100 ms throughout: how many answered 200, and the slowest.
 * The server trusts the loopback proxy hop, so X-Forwarded-For names each visitor.
 * Resident memory (issue #37): at rest after warm-up (a normal resume, then `--settle-seconds`
 * idle, 75 by default), right after the bench, and at rest after as long idle again; target: back
 * within 20 % of the first. `--settle-seconds 0` skips it; `--alone-only` stops after step 1.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { makePdf } from "../tests/helpers/make-documents";
import {
  makeHostileDocuments,
  makeHugeContentStreamPdf,
  makeManyParagraphsDocx,
} from "../tests/helpers/make-hostile-documents";
import { benchServerEnv, findFreePort, spawnBuiltServer, waitUntilReady } from "../tests/helpers/server-process";
import { DEFAULT_SETTLE_SECONDS, measureAtRest, printMemoryReturn, readResidentMb } from "./bench-resident-memory";

const { values } = parseArgs({
  options: {
    "settle-seconds": { type: "string", default: String(DEFAULT_SETTLE_SECONDS) },
    "alone-only": { type: "boolean", default: false },
  },
});
const settleSeconds = Number(values["settle-seconds"]);

const NORMAL_TARGET_MS = 2_000;
const HOSTILE_TARGET_MS = 5_000;
const RUNS = 3;

type Answer = { status: number; ms: number; error?: string };

async function upload({
  url,
  bytes,
  fileName,
  from,
}: {
  url: string;
  bytes: Buffer;
  fileName: string;
  from: string;
}): Promise<Answer> {
  const form = new FormData();
  form.append("resume", new Blob([new Uint8Array(bytes)]), fileName);
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(`${url}/api/assessments/upload-file`, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": from },
    });
  } catch (error) {
    // An upload refused before its body is read is answered and its connection closed while the
    // sender still writes (ADR 022): fetch then reports the reset, not the answer. Status 0.
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, ms: Math.round(performance.now() - started), error: cause?.code ?? String(error) };
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  return { status: res.status, ms: Math.round(performance.now() - started), error: body.error };
}

/** Polls liveness every 100 ms until stopped: each answer's status and time. */
function watchHealth(url: string): { stop(): Promise<{ checks: number; ok: number; slowestMs: number }> } {
  let running = true;
  const results: { status: number; ms: number }[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${url}/api/health`)
        .then((res) => res.status)
        .catch(() => 0);
      results.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return {
        checks: results.length,
        ok: results.filter((r) => r.status === 200).length,
        slowestMs: Math.round(Math.max(0, ...results.map((r) => r.ms))),
      };
    },
  };
}

const describeHealth = ({ checks, ok, slowestMs }: { checks: number; ok: number; slowestMs: number }) =>
  `health ${ok}/${checks} answered 200, slowest ${slowestMs} ms`;

async function runInFlight({
  url,
  label,
  addresses,
  normalResume,
}: {
  url: string;
  label: string;
  addresses: string[];
  normalResume: Buffer;
}): Promise<number> {
  const hostile = [
    { fileName: "content-a.pdf", bytes: makeHugeContentStreamPdf() },
    { fileName: "paragraphs-a.docx", bytes: makeManyParagraphsDocx() },
    { fileName: "content-b.pdf", bytes: makeHugeContentStreamPdf() },
    { fileName: "paragraphs-b.docx", bytes: makeManyParagraphsDocx() },
  ];
  const health = watchHealth(url);
  const inFlight = hostile.map((file, index) =>
    upload({ url, ...file, from: addresses[index % addresses.length]! }).then((answer) => ({ ...file, answer })),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const normal = await upload({ url, bytes: normalResume, fileName: "resume.pdf", from: "198.51.100.20" });
  const done = await Promise.all(inFlight);
  const checks = await health.stop();
  console.log(`  ${label}`);
  for (const { fileName, answer } of done)
    console.log(
      `    hostile ${fileName.padEnd(18)} ${answer.status || `refused unread (${answer.error})`}  ${answer.ms} ms`,
    );
  const verdict = normal.status === 200 && normal.ms <= NORMAL_TARGET_MS ? "ok" : "OVER TARGET";
  console.log(
    `    normal resume      ${normal.status}  ${normal.ms} ms  (target ≤ ${NORMAL_TARGET_MS} ms: ${verdict})`,
  );
  console.log(`    ${describeHealth(checks)}`);
  return normal.ms;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-hostile-uploads-"));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnBuiltServer({
    env: { ...benchServerEnv({ port, workDir }), TRUST_PROXY: "loopback", UPLOAD_RATE_LIMIT: "1000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    if (!(await waitUntilReady({ url, child: server, timeoutMs: 180_000 }))) throw new Error("server did not start");
    const normalResume = await makePdf();
    // The first upload starts the reading threads (the reader and its warm spare); let both load.
    const warmUp = async () => {
      const first = await upload({ url, bytes: normalResume, fileName: "resume.pdf", from: "198.51.100.20" });
      if (first.status !== 200) throw new Error(`a normal resume answered ${first.status}: ${first.error}`);
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    };
    await warmUp();
    let afterWarmUp = 0;
    if (settleSeconds > 0) {
      afterWarmUp = await measureAtRest({ pid: server.pid!, settleSeconds, label: "after warm-up" });
      // The readers stopped while idle: start them again, so the first hostile file meets them warm.
      await warmUp();
    }

    let peakMb = readResidentMb(server.pid!);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, readResidentMb(server.pid!))), 250);
    console.log("1. each hostile file alone (target: a 4xx within 5 s)");
    for (const file of await makeHostileDocuments()) {
      const health = watchHealth(url);
      const answer = await upload({ url, bytes: file.bytes, fileName: file.fileName, from: "203.0.113.7" });
      const verdict =
        answer.status >= 400 && answer.status < 500 && answer.ms <= HOSTILE_TARGET_MS ? "ok" : "OVER TARGET";
      console.log(
        `  ${file.name.padEnd(38)} ${answer.status}  ${String(answer.ms).padStart(5)} ms  ${verdict.padEnd(11)}  ${describeHealth(await health.stop())}`,
      );
      // The next file meets a warm reader, as a visitor after an attack would.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    }

    if (!values["alone-only"]) await sendInFlight({ url, normalResume });
    clearInterval(sampler);
    console.log(`peak resident memory during the hostile files: ${peakMb.toFixed(0)} MB (reported, no target)`);
    if (settleSeconds > 0) {
      const afterBench = readResidentMb(server.pid!);
      const afterSettle = await measureAtRest({ pid: server.pid!, settleSeconds, label: "after the hostile files" });
      printMemoryReturn({ afterWarmUp, afterBench, afterSettle, settleSeconds });
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Steps 2 and 3: costly files in flight from one stranger, then from four, with a normal resume among them. */
async function sendInFlight({ url, normalResume }: { url: string; normalResume: Buffer }): Promise<void> {
  console.log(`2. one stranger: four costly files in flight, then a normal resume from another visitor (${RUNS} runs)`);
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    times.push(await runInFlight({ url, label: `run ${run}`, addresses: ["203.0.113.7"], normalResume }));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  console.log(`  normal resume: ${times.join(", ")} ms (worst ${Math.max(...times)} ms)`);

  console.log("3. four strangers: the same four files from four addresses (no target; see ADR 022)");
  await runInFlight({
    url,
    label: "run 1",
    addresses: ["203.0.113.7", "203.0.113.8", "203.0.113.9", "203.0.113.10"],
    normalResume,
  });
}

await main();
