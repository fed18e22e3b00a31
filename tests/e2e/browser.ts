import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { expect, inject } from "vitest";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

export function baseUrl(): string {
  return inject("e2e").baseUrl;
}

/** Debian's Chromium, headless, with no background traffic (the machine has no outside network). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type WatchedPage = {
  page: Page;
  /** Fails the test if the page logged a console error, threw, or tried to reach another host. */
  assertClean(): void;
  close(): Promise<void>;
};

/**
 * A page that records console errors, uncaught exceptions and any request leaving this machine
 * (those are blocked), so a test can fail on them.
 */
export async function openWatchedPage({
  browser,
  options = desktop,
  allowConsoleErrors = [],
}: {
  browser: Browser;
  options?: BrowserContextOptions;
  /** Console errors the test expects (for example a deliberate 404 fetch). */
  allowConsoleErrors?: RegExp[];
}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    // The browser's own pages (its PDF viewer opening a blob) are not requests leaving the machine.
    const local = ["data:", "blob:", "about:", "chrome-extension:", "chrome:"].includes(url.protocol);
    if (["127.0.0.1", "localhost"].includes(url.hostname) || local) {
      return route.continue();
    }
    problems.push(`outbound request blocked: ${url.protocol}//${url.host}`);
    return route.abort();
  });
  return {
    page,
    assertClean: () => expect(problems, problems.join("\n")).toEqual([]),
    close: () => context.close(),
  };
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.1 A/AA) in the page and fails on any violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  });
  expect(violations, `accessibility violations on ${label}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * Waits until the page is interactive: React has hydrated it (the root marks it), or, on a content
 * page sent without React (`data-static`, ADR 013), the enhancement script has attached. A page
 * whose React waits for the first input (the browser entry marks it, ADR 018) gets one: the
 * pointer moves, as a visitor's does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { hydrated, hydrateWaiting, static: isStatic, enhanced } = document.documentElement.dataset;
    return hydrated === "true" || hydrateWaiting === "true" || (isStatic === "true" && enhanced === "true");
  });
  if (await page.evaluate(() => document.documentElement.dataset.hydrateWaiting === "true")) {
    await page.mouse.move(3, 3);
    await page.mouse.move(4, 4);
  }
  await page.waitForFunction(() => {
    const { hydrated, static: isStatic, enhanced } = document.documentElement.dataset;
    return hydrated === "true" || (isStatic === "true" && enhanced === "true");
  });
}

/**
 * The site's Permissions-Policy denies clipboard-read to every page (it never reads the clipboard),
 * so a test cannot read back what was copied. Instead, it records what the page writes: call this
 * before the click that copies, then `readCopied`.
 */
export async function recordCopies(page: Page): Promise<void> {
  await page.evaluate(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      (window as unknown as { copiedText?: string }).copiedText = text;
      await write(text);
    };
  });
}

/** The text the page last wrote to the clipboard (see `recordCopies`). */
export async function readCopied(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText);
}
