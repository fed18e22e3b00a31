import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VALID_KEY,
  connectKey,
  createOwnedAssessment,
  newVisitorHeaders,
  openAsOwner,
  waitForResultPage,
} from "./assessment-fixtures";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

/**
 * A result belongs to the browser that made it (ADR 021): that browser sees its own details and
 * the actions that change the result; anyone else with the link sees the score, the occupation
 * and the reasoning, and no name.
 */
let browser: Browser;

const NAME = "Rosalind Featherstonehaugh";
const CITY = "Walla Walla";
const RESUME = [
  NAME,
  `${CITY}, WA`,
  "",
  "Experience",
  "Senior Accountant, Brightwater Orchards, 2016 - 2024",
  "- Prepared monthly financial statements and management reports",
  "- Reconciled general ledger accounts and bank statements",
  "- Led the annual audit with external auditors",
  "",
  "Education",
  "Bachelor of Science in Viticulture Accounting, Blue Heron College",
  "",
  "Skills: Excel, QuickBooks, SAP, financial reporting",
].join("\n");

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the result's owner and everyone else", () => {
  it("shows the creating browser its name, 'Pick another' and delete; a second browser with the link sees none of them", async () => {
    const creator = await openWatchedPage({ browser, options: { ...phone, extraHTTPHeaders: newVisitorHeaders() } });
    const { page } = creator;
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await connectKey(page);
    await page.getByLabel("Paste your resume text").fill(RESUME);
    await page.getByRole("button", { name: "Analyze My Resume" }).click();
    await waitForResultPage(page);
    const id = /\/assessment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await page.getByText(`Prepared for ${NAME}`).waitFor();
    expect(await page.getByText(`${CITY}, WA`).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Not your job? Pick another" }).isVisible()).toBe(true);
    await page.locator('button[aria-haspopup="dialog"]', { hasText: "Delete this assessment" }).waitFor();
    await page.screenshot({ path: "tmp/screenshots/result-owner-390.png" });

    // The owner coming back later, on a fresh load: React starts at once, no input needed.
    await page.goto(`${baseUrl()}/assessment/${id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByText(`Prepared for ${NAME}`).waitFor();
    creator.assertClean();

    for (const options of [phone, desktop]) {
      const other = await openWatchedPage({ browser, options });
      await other.page.goto(`${baseUrl()}/assessment/${id}`);
      await waitForHydration(other.page);
      await other.page.getByRole("heading", { level: 1, name: "Career Automation Impact Analysis" }).waitFor();
      await other.page.getByTestId("matched-occupation").waitFor();
      // Give an owner's fetch time to land, were this browser (wrongly) treated as one.
      await other.page.waitForLoadState("networkidle");
      const html = await other.page.content();
      for (const secret of [NAME, "Featherstonehaugh", CITY, "Viticulture", "Brightwater"])
        expect(html, secret).not.toContain(secret);
      // The page speaks to a stranger, not as the owner.
      expect(await other.page.getByText("Their results").isVisible()).toBe(true);
      expect(await other.page.getByText("Your results").count()).toBe(0);
      expect(await other.page.getByRole("button", { name: "Copy link to my result" }).count()).toBe(0);
      expect(await other.page.getByRole("button", { name: "Copy link to this result" }).isVisible()).toBe(true);
      expect(await other.page.getByRole("button", { name: "Not your job? Pick another" }).count()).toBe(0);
      expect(await other.page.getByTestId("occupation-question").count()).toBe(0);
      expect(await other.page.getByTestId("delete-assessment").count()).toBe(0);
      expect(await other.page.getByRole("button", { name: "Download Report" }).isVisible()).toBe(true);
      await expectAccessible(other.page, "a shared result seen by another browser");
      await other.page.screenshot({
        path: `tmp/screenshots/result-shared-${options === phone ? 390 : 1280}.png`,
        fullPage: true,
      });
      other.assertClean();
      await other.close();
    }
    await creator.close();
  });

  it("fetches the owner's report with the key in a header, never in the address, and opens it from the bytes", async () => {
    const own = await createOwnedAssessment({ apiKey: VALID_KEY });
    const { page, assertClean, close } = await openWatchedPage({ browser, options: desktop });
    await openAsOwner(page, own);
    await page.goto(`${baseUrl()}/assessment/${own.id}`);
    await page.getByText("Prepared for Jane Doe").waitFor();
    await page.screenshot({ path: "tmp/screenshots/result-owner-1280.png" });
    const [popup, request] = await Promise.all([
      page.context().waitForEvent("page"),
      page.waitForRequest((candidate) => candidate.url().endsWith("/pdf")),
      page.getByRole("button", { name: "Download Report" }).click(),
    ]);
    expect(request.url()).toBe(`${baseUrl()}/api/assessments/${own.id}/pdf`);
    expect(request.isNavigationRequest()).toBe(false);
    expect(request.headers()["x-delete-token"]).toBe(own.ownerKey);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await popup.waitForURL(/^blob:/);
    // Nothing this browser sent carries the key in a URL.
    expect(popup.url()).not.toContain(own.ownerKey);
    assertClean();
    await close();
  });
});
