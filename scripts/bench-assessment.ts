/**
 * Assessment benchmarks (npm run bench:assessment):
 *  1. fallback assessment over HTTP (POST /api/assessments/manual and /text, no key, incl. the DB write): p50/p99;
 *  2. text extraction of a ~10 MB PDF: time and peak RSS (in a fresh child process, so the RSS is the extraction's own);
 *  3. PDF report rendering: p50/p99.
 * Targets: fallback p99 ≤ 50 ms; 10 MB PDF ≤ 1.5 s and peak RSS ≤ 400 MB; report p50 ≤ 150 ms.
 */
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { parseServerEnv } from "../config/env.server";
import { openDatabase } from "../db/client";
import { extractDocumentText } from "../integrations/document-text";
import { renderAssessmentReport } from "../integrations/pdf-report";
import { createApp } from "../server/app";
import { createLogger } from "../server/logger";
import { MAX_RESUME_TEXT_CHARACTERS, MIN_RESUME_TEXT_CHARACTERS } from "../services/assessments/assessment-input";
import { createServices } from "../services/container";
import { SAMPLE_RESUME } from "../tests/helpers/make-documents";

const MANUAL_CASES = [
  {
    jobTitle: "Accountant",
    industry: "finance",
    experienceLevel: "6-10",
    skills: "Excel, Auditing",
    responsibilities: "Prepare financial statements\nReconcile accounts",
  },
  {
    jobTitle: "Registered Nurse",
    industry: "healthcare",
    experienceLevel: "3-5",
    skills: "Patient care",
    responsibilities: "Assess patients\nAdminister medication",
  },
  {
    jobTitle: "Software Engineer",
    industry: "technology",
    experienceLevel: "3-5",
    skills: "TypeScript, React",
    responsibilities: "Write code\nReview pull requests",
  },
  {
    jobTitle: "Retail Sales Associate",
    industry: "retail",
    experienceLevel: "0-2",
    skills: "Customer service",
    responsibilities: "Help customers\nRestock shelves",
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const round = (n: number) => Math.round(n * 10) / 10;

async function measurePdfExtraction(): Promise<void> {
  // ~10 MB: uncompressed text pages, a little under the upload limit.
  let pages = 400;
  let pdf = await makeUncompressedPdf(pages);
  pages = Math.floor((pages * 10_300_000) / pdf.length);
  pdf = await makeUncompressedPdf(pages);
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const text = await extractDocumentText({
    fileName: "big.pdf",
    bytes: pdf,
    minCharacters: MIN_RESUME_TEXT_CHARACTERS,
    maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
  });
  const ms = performance.now() - started;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      bytes: pdf.length,
      pages,
      ms: round(ms),
      textLength: text.length,
      peakRssMb: round(peakRssMb),
      rssBeforeMb: round(before / 1048576),
    }),
  );
}

async function makeUncompressedPdf(pages: number): Promise<Buffer> {
  const PDFDocument = (await import("pdfkit")).default;
  const doc = new PDFDocument({ size: "A4", margin: 40, compress: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++) {
    if (i > 0) doc.addPage();
    doc.fontSize(7).text(`${SAMPLE_RESUME}\n${SAMPLE_RESUME}\n${SAMPLE_RESUME}`);
  }
  doc.end();
  return done;
}

async function main(): Promise<void> {
  if (process.argv.includes("--pdf-extraction-only")) {
    await measurePdfExtraction();
    return;
  }
  const env = parseServerEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATABASE_URL: "pglite:memory",
    DAILY_ASSESSMENT_LIMIT: "10000",
  });
  const database = await openDatabase({ url: env.DATABASE_URL });
  const services = createServices({ env, database, version: "bench" });
  await services.assessments.warmUp();
  const app = createApp({ services, logger: createLogger({ level: "silent" }) });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { assessmentId?: string };
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - started, id: json.assessmentId! };
  };

  // Warm-up: the first assessment of each occupation builds its profile.
  for (const c of MANUAL_CASES) await post("/api/assessments/manual", c);
  await post("/api/assessments/text", { resumeText: SAMPLE_RESUME });

  const manual: number[] = [];
  const text: number[] = [];
  let lastId = "";
  for (let i = 0; i < 200; i++) {
    const r = await post("/api/assessments/manual", MANUAL_CASES[i % MANUAL_CASES.length]);
    manual.push(r.ms);
    lastId = r.id;
  }
  for (let i = 0; i < 100; i++) text.push((await post("/api/assessments/text", { resumeText: SAMPLE_RESUME })).ms);

  const view = await services.assessments.getView(lastId);
  const report: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    await renderAssessmentReport({ view });
    report.push(performance.now() - started);
  }
  server.close();
  await database.close();

  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--pdf-extraction-only"],
    { encoding: "utf8" },
  );
  const extraction =
    child.status === 0 ? (JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "{}") as Record<string, number>) : null;

  const rows = [
    [
      "fallback assessment, manual (HTTP + DB write)",
      `p50 ${round(percentile(manual, 50))} ms`,
      `p99 ${round(percentile(manual, 99))} ms`,
      "target p99 ≤ 50 ms",
    ],
    [
      "fallback assessment, pasted text (HTTP + DB write)",
      `p50 ${round(percentile(text, 50))} ms`,
      `p99 ${round(percentile(text, 99))} ms`,
      "target p99 ≤ 50 ms",
    ],
    [
      `text extraction, ${extraction ? round(extraction.bytes! / 1048576) : "?"} MB PDF (${extraction?.pages ?? "?"} pages)`,
      extraction ? `${extraction.ms} ms` : `failed: ${child.stderr.slice(0, 300)}`,
      extraction ? `peak RSS ${extraction.peakRssMb} MB` : "",
      "target ≤ 1500 ms, ≤ 400 MB",
    ],
    [
      "PDF report",
      `p50 ${round(percentile(report, 50))} ms`,
      `p99 ${round(percentile(report, 99))} ms`,
      "target p50 ≤ 150 ms",
    ],
  ];
  for (const row of rows) console.log(row.join("  |  "));
}

await main();
