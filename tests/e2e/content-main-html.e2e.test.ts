import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchServerEnv, findFreePort, spawnBuiltServer, waitUntilReady } from "../helpers/server-process";

/**
 * The main element of every page whose words moved from TypeScript modules into the CMS, and of
 * the blog (its posts' type now drives their form and seed), as the built server renders it on a
 * fresh database, compared with the snapshot taken before the move (tests/snapshots/content-main/;
 * /contact, /data-sources and the blog were added before their words moved, issue #39). A change of one character, one class or one attribute fails.
 * `npx vitest run --config tests/e2e/vitest.config.ts tests/e2e/content-main-html.e2e.test.ts -u`
 * rewrites the snapshot after an intended change.
 *
 * The test starts its own server on its own new database: the suite's shared server counts the
 * assessments other tests make, and the guides show that count.
 */
const PAGES = [
  "/",
  "/faq",
  "/privacy",
  "/terms",
  "/ai-careers",
  "/how-it-works",
  "/contact",
  "/data-sources",
  "/blog",
  "/blog/will-ai-replace-my-job-how-to-read-an-exposure-score",
  "/usa",
  "/uk",
  "/canada",
  "/australia",
  "/germany",
  "/france",
  "/europe",
  "/india",
  "/japan",
  "/china",
] as const;

/**
 * The outer HTML of the page's `<main>`, with what differs between runs masked: the nonce, the
 * origin, and a post's dateModified (the time the seed wrote it).
 */
function extractMainHtml({ html, origin }: { html: string; origin: string }): string {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  if (start < 0 || end < start) throw new Error("the page has no <main> element");
  return `${html
    .slice(start, end + "</main>".length)
    .replace(/ nonce="[^"]*"/g, ' nonce="NONCE"')
    .replace(/"dateModified":"[^"]*"/g, '"dateModified":"SEEDED"')
    .replaceAll(origin, "https://origin.test")}\n`;
}

let child: ChildProcess | undefined;
let origin = "";
let workDir = "";

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "ajr-main-html-"));
  const port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
  let log = "";
  child = spawnBuiltServer({ env: benchServerEnv({ port, workDir }), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  if (!(await waitUntilReady({ url: origin, child, timeoutMs: 120_000, describe: () => log })))
    throw new Error(`server did not become ready:\n${log}`);
  // Readiness waits for the occupation dataset, which takes over a minute on a busy machine.
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child?.once("exit", resolve));
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the content pages' main element", () => {
  it.each(PAGES)("renders %s exactly as the snapshot taken before the content moved into the CMS", async (page) => {
    const res = await fetch(`${origin}${page}`);
    expect(res.status).toBe(200);
    const main = extractMainHtml({ html: await res.text(), origin });
    const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "--");
    await expect(main).toMatchFileSnapshot(`../snapshots/content-main/${name}.html`);
  });
});
