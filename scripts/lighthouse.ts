/**
 * Lighthouse 12 (mobile, the default config) against the built server: home, a blog post,
 * /usa, a result page (`result` in --paths: an assessment made at start-up by the engine, posted to
 * the started server as a visitor would), the job browser and two occupation pages. Starts the server on a fresh embedded database and Debian's Chromium with a remote
 * debugging port (chrome-launcher is not a dependency), prints the four scores per page and
 * exits 1 when a page misses the targets (performance ≥ 95, accessibility 100,
 * best practices ≥ 95, SEO 100). A result page is a private link and carries `noindex` by design,
 * so Lighthouse's "is-crawlable" audit fails there on purpose; its SEO score is judged without it.
 *
 * The performance score moves by several points from run to run on a shared 2-core machine
 * (total blocking time is measured, then scaled), so each page runs `--runs` times (default 5)
 * and the run with the median performance score is reported, as Lighthouse's own guidance on
 * variability advises; the lowest and highest scores are printed beside it.
 *
 * `--save-dir DIR` keeps each run's full report (JSON) there, to read what makes up a score. The
 * last column is the range of Lighthouse's CPU benchmark index over the runs: under about 1,500
 * the machine was busy and blocking time (×4 in the mobile model) is inflated.
 *
 *   npm run build && npx tsx scripts/lighthouse.ts [-- --paths /,/faq --runs 5 --save-dir tmp/lh]
 *   (or `npm run bench:lighthouse -- …`; a leading `--` is accepted either way)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { benchServerEnv, findFreePort, spawnBuiltServer } from "../tests/helpers/server-process";

const contentPaths = ["/", "/blog/tasks-not-jobs-what-the-research-measures", "/usa"];
/** The job browser and two occupation pages. */
const jobPaths = ["/jobs", "/jobs/registered-nurses", "/jobs/software-developers"];

// `npx tsx scripts/lighthouse.ts -- --paths …` passes the `--` on; `npm run bench:lighthouse -- …` does not.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: {
    paths: { type: "string", default: [...contentPaths, "result", ...jobPaths].join(",") },
    runs: { type: "string", default: "5" },
    /** A folder to keep every run's full Lighthouse report in (JSON), to read what makes up a score. */
    "save-dir": { type: "string" },
  },
});
const paths = values.paths.split(",").filter(Boolean);
const runs = Math.max(1, Number(values.runs) || 1);
const targets = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;

async function waitFor(url: string, child: ChildProcess, label: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${label} did not start`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

/** A manual assessment posted to the started server; its result page path. */
async function makeResultPage(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/assessments/manual`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      jobTitle: "Registered Nurse",
      industry: "healthcare",
      experienceLevel: "3-5",
      skills: "Patient assessment, Medication administration, Triage",
      responsibilities: "Assess patients and plan care\nAdminister medications\nTrain new nurses on patient safety",
    }),
  });
  if (res.status !== 201) throw new Error(`creating the result page's assessment answered ${res.status}`);
  const { assessmentId } = (await res.json()) as { assessmentId: string };
  return `/assessment/${assessmentId}`;
}

type Category = { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined;

/** A category's score (0–100) recomputed without one audit. */
function scoreWithout(category: Category, audits: Record<string, { score: number | null }>, auditId: string): number {
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.id !== auditId && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return 0;
  const total = refs.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0);
  return Math.round((total / weight) * 100);
}

async function main(): Promise<number> {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-lighthouse-"));
  const appPort = await findFreePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const server = spawnBuiltServer({
    env: { ...benchServerEnv({ port: appPort, workDir }), MEDIA_DIR: path.join(workDir, "media") },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const debugPort = await findFreePort();
  const chrome = spawn(
    "/usr/bin/chromium",
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${path.join(workDir, "chrome")}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  let failed = false;
  try {
    await waitFor(`${appUrl}/api/health/ready`, server, "server");
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome, "chromium");
    const resultPath = paths.includes("result") ? await makeResultPage(appUrl) : "";
    // The last column is Lighthouse's CPU benchmark of each run (higher is a faster machine): blocking
    // time is measured on this shared machine and then scaled, so a low index means a busy machine.
    console.log(
      `| page | performance: median of ${runs} (range) | accessibility | best practices | SEO | CPU index (range) |`,
    );
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const pagePath of paths.map((p) => (p === "result" ? resultPath : p))) {
      // Warm the page cache first: Lighthouse measures a repeat visitor's server, not a cold start.
      await (await fetch(appUrl + pagePath)).arrayBuffer();
      const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(appUrl + pagePath, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(targets),
        });
        if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
        if (values["save-dir"]) {
          mkdirSync(values["save-dir"], { recursive: true });
          const name = `${pagePath.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}-${run + 1}.json`;
          writeFileSync(path.join(values["save-dir"], name), JSON.stringify(result.lhr));
        }
        if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
          // A run Lighthouse itself could not complete (it says why) is reported, not scored as 0.
          failed = true;
          console.log(
            `    ${pagePath}: run ${run + 1} failed: ${result.lhr.runtimeError?.code ?? "no performance score"}`,
          );
          continue;
        }
        results.push(result);
      }
      if (results.length === 0) continue;
      const performanceOf = (r: (typeof results)[number]): number => r.lhr.categories.performance?.score ?? 0;
      results.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = results[Math.floor((results.length - 1) / 2)]!;
      const spread = `${Math.round(performanceOf(results[0]!) * 100)}–${Math.round(performanceOf(results.at(-1)!) * 100)}`;
      const scores = Object.fromEntries(
        Object.keys(targets).map((key) => [key, Math.round((result.lhr.categories[key]?.score ?? 0) * 100)]),
      ) as Record<keyof typeof targets, number>;
      if (pagePath === resultPath)
        scores.seo = scoreWithout(result.lhr.categories.seo, result.lhr.audits, "is-crawlable");
      const indexes = results.map((r) => Math.round(r.lhr.environment.benchmarkIndex));
      const cpu = `${Math.min(...indexes)}–${Math.max(...indexes)}`;
      const misses = (Object.keys(targets) as (keyof typeof targets)[]).filter((key) => scores[key] < targets[key]);
      if (misses.length) failed = true;
      console.log(
        `| ${pagePath} | ${scores.performance} (${spread}) | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${cpu} |${misses.length ? ` below target: ${misses.join(", ")}` : ""}`,
      );
      for (const key of misses) {
        const category = result.lhr.categories[key];
        const failing = (category?.auditRefs ?? [])
          .map((ref) => result.lhr.audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
          )
          .slice(0, 6)
          .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
        console.log(`    ${key}: ${failing.join("; ")}`);
      }
    }
  } finally {
    await stop(chrome);
    await stop(server);
    rmSync(workDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
