import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_TAB_TYPES } from "../../core/content-types/content-types";
import { baseUrl, launchBrowser, openWatchedPage, phone } from "./browser";
import { signInAsOwner } from "./admin-sign-in";

/** The admin as a newcomer meets it on a phone (issue 36): counts, the tab row, the guide form. */
let browser: Browser;
const shots = process.env.ADMIN_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function countListed(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`${baseUrl()}/api/cms/${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe("the admin on a phone", () => {
  it("counts every page the Pages tab lists, shows every tab within the screen, and speaks plainly in the guide form", async () => {
    const watched = await openWatchedPage({ browser, options: phone });
    const { page } = watched;
    await signInAsOwner(page);

    // Total pages: the custom pages, the country guides and the site's own pages, as listed.
    let listed = 0;
    for (const type of PAGES_TAB_TYPES) listed += await countListed(page, type.path);
    expect(listed).toBeGreaterThanOrEqual(15);
    const card = page
      .getByRole("list", { name: "Content counts" })
      .getByRole("listitem")
      .filter({ hasText: "Total pages" });
    await card.getByText(String(listed), { exact: true }).waitFor({ timeout: 10_000 });
    if (shots) await page.screenshot({ path: `${shots}/admin-overview-phone.png` });

    // Every tab is fully on the screen: the row wraps rather than cutting "Media" off.
    const width = page.viewportSize()?.width ?? 390;
    for (const tab of await page.getByRole("tab").all()) {
      const name = (await tab.textContent()) ?? "";
      const box = await tab.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? width + 1), name).toBeLessThanOrEqual(width);
    }

    // The guide form says what to write, not where a figure came from in our own documents.
    await page.getByRole("tab", { name: "Pages", exact: true }).click();
    const section = page.getByRole("region", { name: "Country Guides" });
    await section.getByRole("listitem").first().getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit guide" });
    await form.getByLabel("Country label").waitFor();
    const text = (await form.textContent()) ?? "";
    expect(text).not.toMatch(/\bspec\b|spec's|\bADR\b|\bseed\b/i);
    if (shots) await page.screenshot({ path: `${shots}/admin-guide-form-phone.png` });
    watched.assertClean();
    await watched.close();
  }, 120_000);
});
