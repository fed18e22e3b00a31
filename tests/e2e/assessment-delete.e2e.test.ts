import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectKey, newVisitorHeaders, waitForResultPage } from "./assessment-fixtures";
import { baseUrl, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

/** "Delete this assessment": only in the browser that created the result, after a confirmation. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function toastWithTitle(page: Page, title: string) {
  return page.getByRole("region", { name: /Notification/ }).getByText(title, { exact: true });
}

/** Fills the manual form on the home page and waits for the result page. */
async function createThroughManualForm(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  await connectKey(page);
  await page.getByRole("tab", { name: "Enter Skills Manually" }).click();
  await page.getByLabel("Job Title").fill("Accountant");
  await page.getByLabel("Industry").selectOption("finance");
  await page.getByLabel("Years of Experience").selectOption("6-10");
  const skills = page.getByLabel("Key Skills");
  await skills.fill("Financial reporting");
  await page.getByRole("listbox", { name: "Skill suggestions" }).getByRole("option").first().waitFor();
  await skills.press("Enter");
  await page
    .getByLabel("Main Responsibilities")
    .fill("Prepare monthly financial statements\nReconcile the general ledger\nSupport the annual audit");
  await page.getByRole("button", { name: "Analyze My Career Risk" }).click();
  await waitForResultPage(page);
  await waitForHydration(page);
  return /\/assessment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
}

describe("deleting a result on a phone", () => {
  it("shows the button only to the creating browser, confirms in an accessible dialog, then the link is gone", async () => {
    const creator = await openWatchedPage({
      browser,
      options: { ...phone, extraHTTPHeaders: newVisitorHeaders() },
      // The deleted result's card and page answer 404 by design.
      allowConsoleErrors: [/status of 404/],
    });
    const { page } = creator;
    const id = await createThroughManualForm(page);
    // The button is first an inert stand-in, replaced once the dialog's code has loaded: wait for
    // the live one (it announces its dialog), so the element does not change under the next steps.
    const button = page.locator('button[aria-haspopup="dialog"]', { hasText: "Delete this assessment" });
    await button.waitFor();
    await page.screenshot({ path: "tmp/screenshots/result-delete-390.png", fullPage: false });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tmp/screenshots/result-delete-panel-390.png" });

    // Another browser (no token in its storage) sees the result but no delete button.
    const other = await openWatchedPage({ browser, options: phone });
    await other.page.goto(`${baseUrl()}/assessment/${id}`);
    await waitForHydration(other.page);
    await other.page.getByRole("heading", { level: 1, name: "Career Automation Impact Analysis" }).waitFor();
    expect(await other.page.getByRole("button", { name: "Delete this assessment" }).count()).toBe(0);
    expect(await other.page.getByTestId("delete-assessment").count()).toBe(0);
    other.assertClean();

    // Cancelling keeps everything.
    await button.click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this assessment?" });
    await dialog.waitFor();
    await expectAccessible(page, "delete confirmation dialog");
    await page.screenshot({ path: "tmp/screenshots/result-delete-dialog-390.png" });
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await fetch(`${baseUrl()}/api/assessments/${id}`)).status).toBe(200);

    await button.click();
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await toastWithTitle(page, "Assessment deleted").waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), `ajr-delete-token:${id}`)).toBeNull();

    await page.goto(`${baseUrl()}/assessment/${id}`);
    await page.getByRole("heading", { level: 1, name: "Assessment Not Found" }).waitFor();
    for (const path of [
      `/assessment/${id}`,
      `/api/assessments/${id}`,
      `/api/assessments/${id}/pdf`,
      `/assessment/${id}/card.png`,
    ])
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
    creator.assertClean();
    await other.close();
    await creator.close();
  });
});
