import { mkdirSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  desktop,
  expectAccessible,
  launchBrowser,
  openWatchedPage,
  phone,
  readCopied,
  recordCopies,
  waitForHydration,
} from "./browser";
import { newVisitorHeaders, waitForResultPage } from "./assessment-fixtures";

// What a newcomer meets (issue 30), at a phone's 390 px and a desktop's 1280 px. Screenshots go
// to tmp/screenshots/newcomer/ for a person to look at; the assertions are what must hold.

const SHOTS = "tmp/screenshots/newcomer";
const widths: [string, BrowserContextOptions][] = [
  ["390", phone],
  ["1280", desktop],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: BrowserContextOptions, extra: Partial<BrowserContextOptions> = {}) {
  const watched = await openWatchedPage({
    browser,
    options: { ...options, ...extra, extraHTTPHeaders: newVisitorHeaders() },
    allowConsoleErrors: [/404 \(Not Found\)/],
  });
  await watched.page.goto(`${baseUrl()}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(widths)("at %s px", (width, options) => {
  it("marks every missing field of the manual form at once, inline, and focuses the first", async () => {
    const { page, assertClean, close } = await open("/", options);
    await page.getByRole("tab", { name: "Enter Skills Manually" }).click();
    await page.getByRole("button", { name: "No key? Analyze with our research engine" }).click();
    for (const message of [
      "Job title is required",
      "Industry is required",
      "Experience level is required",
      "Skills are required",
      "Please add at least one skill to continue with the analysis.",
      "Responsibilities are required",
    ])
      await page.getByText(message, { exact: true }).waitFor();
    expect(
      await page
        .getByRole("region", { name: /Notification/ })
        .getByText("Skills Required")
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent),
    ).toBe("Job Title");
    await expectAccessible(page, `manual form with every error at ${width}`);
    await page.getByText("Job title is required", { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `manual-form-errors-${width}`);
    assertClean();
    await close();
  });

  it("offers the sectors people work in, labels the form's lines as the visitor's details, keeps the toast off the score and copies the result's link", async () => {
    const { page, assertClean, close } = await open("/?tab=manual&jobTitle=Accountant", options, {
      permissions: ["clipboard-write"],
    });
    const industry = page.getByLabel("Industry");
    const offered = await industry.locator("option").allTextContents();
    for (const label of ["Hospitality & food service", "Transport & logistics", "Construction & trades", "Retail"])
      expect(offered).toContain(label);
    expect(offered.at(-1)).toBe("Other");
    await industry.selectOption("finance");
    await page.getByLabel("Years of Experience").selectOption("6-10");
    await page.getByLabel("Key Skills").fill("Excel");
    await page.getByLabel("Key Skills").press("Enter");
    await page
      .getByLabel("Main Responsibilities")
      .fill("Prepare monthly financial statements\nReconcile the general ledger\nSupport the annual audit");
    await page.getByRole("button", { name: "No key? Analyze with our research engine" }).click();
    const toast = page
      .getByRole("region", { name: /Notification/ })
      .locator("li")
      .first();
    // The toast comes as the result page opens; the pointer over it pauses its 5 s timer, so a
    // slow machine still sees it once the page is there.
    await toast.waitFor();
    await toast.hover({ force: true });
    await waitForResultPage(page);
    await toast.waitFor();
    await page.getByTestId("risk-gauge").waitFor();
    // The page fades in: the screenshot waits for it.
    await page.waitForTimeout(700);
    const gauge = await page.getByTestId("risk-gauge").boundingBox();
    const toastBox = await toast.boundingBox();
    await shoot(page, `result-with-toast-${width}`);
    expect(gauge && toastBox && overlaps(gauge, toastBox), JSON.stringify({ gauge, toastBox })).toBe(false);

    const lines = page.getByTestId("task-groups").getByText(/^From your details: “/);
    expect(await lines.count()).toBeGreaterThan(0);
    expect(await page.getByText(/From your resume/).count()).toBe(0);

    // The spec's Share Results stays; beside it, this result's own link and card.
    await page.getByRole("button", { name: "Share Results" }).waitFor();
    const id = /\/assessment\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    expect(await page.getByRole("link", { name: "Share card image" }).getAttribute("href")).toBe(
      `/assessment/${id}/card.png`,
    );
    // Headless Chromium has no share sheet: the link goes to the clipboard.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await recordCopies(page);
    await page.getByRole("button", { name: "Copy link to my result" }).click();
    await page
      .getByTestId("result-link-status")
      .getByText(/^Link to your result copied/)
      .waitFor();
    expect(await readCopied(page)).toBe(`${baseUrl()}/assessment/${id}`);
    await expectAccessible(page, `result page with the copy confirmation at ${width}`);
    await page.getByRole("button", { name: "Copy link to my result" }).scrollIntoViewIfNeeded();
    await shoot(page, `result-share-${width}`);
    assertClean();
    await close();
  });

  it("writes the occupation page's figures for the visitor's locale", async () => {
    const english = await open("/jobs/registered-nurses", options);
    const sources = english.page.getByTestId("sources");
    expect(await sources.getByText(/^US\$\d{2,3},\d{3}$/).count()).toBeGreaterThan(0);
    expect(await sources.getByText(/^\d+\.\d+%$/).count()).toBeGreaterThan(0);
    expect(await sources.getByText(/^\d{5,}$/).count()).toBe(0);
    await expectAccessible(english.page, `occupation page at ${width}`);
    await english.page.getByTestId("sources").scrollIntoViewIfNeeded();
    await shoot(english.page, `occupation-figures-en-${width}`);
    english.assertClean();
    await english.close();

    const german = await open("/jobs/registered-nurses", options, { locale: "de-DE" });
    expect(
      await german.page
        .getByTestId("sources")
        .getByText(/^US\$\d{2,3}\.\d{3}$/)
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await german.page
        .getByTestId("pay-outlook")
        .getByText(/^US\$\d{2,3}\.\d{3}$/)
        .count(),
    ).toBeGreaterThan(0);
    german.assertClean();
    await german.close();
  });

  it("lists every job search match with the count and the next page", async () => {
    const { page, assertClean, close } = await open("/jobs?q=nurse", options);
    await page.getByText(/^\d+ occupations match “nurse”$/).waitFor();
    await page.getByRole("link", { name: /More results/ }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(/^Showing 21–\d+ of \d+, best matches first$/).waitFor();
    await expectAccessible(page, `second page of a job search at ${width}`);
    await shoot(page, `job-search-page-2-${width}`);
    assertClean();
    await close();
  });

  it("reaches Jobs, How it works and the FAQ from the header", async () => {
    const { page, assertClean, close } = await open("/blog", options);
    if (width === "390") {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog");
      await menu.waitFor();
      for (const name of ["Jobs", "How it works", "FAQ", "Blog", "Privacy"])
        expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      await expectAccessible(page, "phone menu");
      await shoot(page, `menu-${width}`);
      await menu.getByRole("link", { name: "How it works", exact: true }).click();
      await page.waitForURL(`${baseUrl()}/how-it-works`);
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Jobs", "How it works", "FAQ", "Blog", "Privacy"])
        expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      expect(await nav.getByRole("button", { name: "Country Guides" }).isVisible()).toBe(true);
      await shoot(page, `header-${width}`);
      await nav.getByRole("link", { name: "Jobs", exact: true }).click();
      await page.waitForURL(`${baseUrl()}/jobs`);
    }
    assertClean();
    await close();
  });

  it("shows the whole ILO table of the /usa guide, score column included", async () => {
    const { page, assertClean, close } = await open("/usa", options);
    const region = page.locator('div[role="region"][aria-label="Jobs at risk"]');
    await region.scrollIntoViewIfNeeded();
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const viewport = page.viewportSize()!;
    for (const cell of await region.locator("tbody tr td.tabular-nums").all()) {
      const box = await cell.boundingBox();
      expect(box && box.x + box.width <= viewport.width, JSON.stringify(box)).toBe(true);
      expect(await cell.textContent()).toMatch(/^(\d\.\d{2}|Not covered)/);
    }
    await expectAccessible(page, `/usa at ${width}`);
    await shoot(page, `usa-table-${width}`);
    assertClean();
    await close();
  });

  it("keeps the header and footer on a page that does not exist", async () => {
    const { page, assertClean, close } = await open("/no-such-page", options);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    expect(await page.locator("header").first().isVisible()).toBe(true);
    expect(await page.locator("footer").isVisible()).toBe(true);
    await expectAccessible(page, `404 at ${width}`);
    await shoot(page, `not-found-${width}`, true);
    assertClean();
    await close();
  });
});
