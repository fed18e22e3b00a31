/**
 * What a visitor's first tap costs on the pages whose React starts at the first input (ADR 018):
 * the home page (a tap on the "Enter Skills Manually" tab) and a result page (a tap on "Not your
 * job? Pick another", which opens the occupation search). Each page is loaded in a phone-sized Chromium with the CPU
 * slowed four times (as Lighthouse's mobile model assumes) and tapped in two ways:
 *
 * - **waiting**: the tap is the first input, so React hydrates while answering it;
 * - **hydrated**: the pointer moved first and React had finished, as every visit did before.
 *
 * Printed per page and way, median and maximum over `--runs` loads: the tap's interaction
 * duration from the browser's Event Timing (input delay + handlers + the next paint, the figure
 * behind Interaction to Next Paint) and, for "waiting", the time from the tap until the page
 * marks itself hydrated.
 *
 *   npm run build && npm run bench:first-input [-- --runs 7]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { benchServerEnv, findFreePort, spawnBuiltServer, waitUntilReady } from "../tests/helpers/server-process";
import { BENCH_MANUAL } from "./bench-fixtures";

const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: { runs: { type: "string", default: "7" } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const CPU_SLOWDOWN = 4;

type Sample = { interactionMs: number; hydratedAfterMs: number | null };

/** Records Event Timing entries of real interactions, and when the root is marked hydrated. */
function watchInteractions(): void {
  const w = window as unknown as { __bench: { interactions: number[]; tapAt?: number; hydratedAt?: number } };
  w.__bench = { interactions: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) w.__bench.interactions.push(entry.duration);
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener("pointerdown", (event) => (w.__bench.tapAt ??= event.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === "true") w.__bench.hydratedAt ??= performance.now();
  }).observe(document.documentElement, { attributes: true });
}

async function measure(page: Page, url: string, target: string, hydrateFirst: boolean): Promise<Sample> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrateWaiting === "true");
  await page.evaluate(watchInteractions);
  if (hydrateFirst) {
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }
  await page.locator(target).first().tap();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Event Timing reports an interaction after its next paint.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const { interactions, tapAt, hydratedAt } = (
      window as unknown as { __bench: { interactions: number[]; tapAt?: number; hydratedAt?: number } }
    ).__bench;
    return {
      interactionMs: Math.max(0, ...interactions),
      hydratedAfterMs:
        tapAt !== undefined && hydratedAt !== undefined && hydratedAt > tapAt ? hydratedAt - tapAt : null,
    };
  });
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${Math.round(median)} / ${Math.round(sorted.at(-1) ?? 0)} ms`;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-first-input-"));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnBuiltServer({
    env: benchServerEnv({ port, workDir }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    if (!(await waitUntilReady({ url, child: server, timeoutMs: 180_000 }))) throw new Error("server did not start");
    const made = await fetch(`${url}/api/assessments/manual`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(BENCH_MANUAL),
    });
    if (made.status !== 201) throw new Error(`creating the result's assessment answered ${made.status}`);
    const { assessmentId } = (await made.json()) as { assessmentId: string };
    const pages = [
      { label: "home, tab", url: `${url}/`, target: 'role=tab[name="Enter Skills Manually"]' },
      {
        label: "result, pick another",
        url: `${url}/assessment/${assessmentId}`,
        target: 'role=button[name="Not your job? Pick another"]',
      },
    ];
    console.log(`phone viewport, CPU slowed ${CPU_SLOWDOWN}×, ${runs} loads each; median / max`);
    console.log("| page, first tap | tap on a waiting page | tap → hydrated | tap on a hydrated page |");
    console.log("|---|---:|---:|---:|");
    for (const target of pages) {
      const waiting: Sample[] = [];
      const hydrated: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        for (const hydrateFirst of [false, true]) {
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 2,
          });
          const page = await context.newPage();
          const session = await context.newCDPSession(page);
          await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          (hydrateFirst ? hydrated : waiting).push(await measure(page, target.url, target.target, hydrateFirst));
          await context.close();
        }
      }
      const toHydrated = waiting.map((s) => s.hydratedAfterMs).filter((v): v is number => v !== null);
      console.log(
        `| ${target.label} | ${summary(waiting.map((s) => s.interactionMs))} | ${summary(toHydrated)} | ${summary(hydrated.map((s) => s.interactionMs))} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
