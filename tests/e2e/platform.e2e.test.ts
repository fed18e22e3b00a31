import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("server-rendered shell", () => {
  it("serves the home page as full HTML with the headline, a title and a description", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Will AI Replace Your Job?");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<script nonce="[^"]+"/);
  });

  it("answers an unknown page with 404 and 'Page Not Found'", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("answers liveness from memory and readiness once the dataset and database are ready", async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
    let ready = await fetch(`${baseUrl()}/api/health/ready`);
    for (let i = 0; i < 100 && ready.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fetch(`${baseUrl()}/api/health/ready`);
    }
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", db: "ok", dataset: "ready" });
  });
});

describe("in the browser", () => {
  it("hydrates the home page under the CSP with no console errors, and it is accessible", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    await watched.page.goto(`${baseUrl()}/`);
    await waitForHydration(watched.page);
    expect(await watched.page.getByRole("heading", { level: 1 }).textContent()).toBe("Will AI Replace Your Job?");
    await expectAccessible(watched.page, "home");
    watched.assertClean();
    await watched.close();
  });

  it("opens the country guides list from the header and closes it with Escape", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    await watched.page.goto(`${baseUrl()}/`);
    await waitForHydration(watched.page);
    const toggle = watched.page.getByRole("button", { name: "Country Guides" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const list = watched.page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    const links = list.getByRole("link");
    await links.first().waitFor();
    expect(await links.count()).toBe(10);
    expect(await links.first().textContent()).toBe("United States");
    await expectAccessible(watched.page, "home with country guides open");
    await watched.page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await watched.page.evaluate(() => document.activeElement?.textContent)).toBe("Country Guides");
    await toggle.click();
    await links.nth(2).click();
    await watched.page.waitForURL(`${baseUrl()}/canada`);
    expect(await list.isHidden()).toBe(true);
    watched.assertClean();
    await watched.close();
  });

  it("opens the slide-out menu on a phone", async () => {
    const watched = await openWatchedPage({ browser, options: phone });
    await watched.page.goto(`${baseUrl()}/`);
    await waitForHydration(watched.page);
    await watched.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = watched.page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "Blog" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("link", { name: "Japan" }).isVisible()).toBe(true);
    await expectAccessible(watched.page, "home with mobile menu");
    watched.assertClean();
    await watched.close();
  });

  it("sends a content page without React, and its header menus still work on a phone and a desktop", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    const { page } = watched;
    await page.goto(`${baseUrl()}/usa`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.static)).toBe("true");
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
    const toggle = page.getByRole("button", { name: "Country Guides" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await page
      .locator(`[id="${await toggle.getAttribute("aria-controls")}"]`)
      .getByRole("link", { name: "India" })
      .click();
    await page.waitForURL(`${baseUrl()}/india`);
    watched.assertClean();
    await watched.close();

    const phoneView = await openWatchedPage({ browser, options: phone });
    await phoneView.page.goto(`${baseUrl()}/jobs/registered-nurses`);
    await waitForHydration(phoneView.page);
    await phoneView.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = phoneView.page.getByRole("dialog");
    await dialog.waitFor();
    await expectAccessible(phoneView.page, "occupation page with mobile menu");
    await phoneView.page.getByRole("button", { name: "Close menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await phoneView.page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Blog" }).click();
    await phoneView.page.waitForURL(`${baseUrl()}/blog`);
    phoneView.assertClean();
    await phoneView.close();
  });

  it("shows the not-found page with its title and is accessible", async () => {
    const watched = await openWatchedPage({
      browser,
      options: desktop,
      allowConsoleErrors: [/404 \(Not Found\)/],
    });
    const response = await watched.page.goto(`${baseUrl()}/definitely/not/here`);
    expect(response?.status()).toBe(404);
    await waitForHydration(watched.page);
    expect(await watched.page.title()).toContain("Page Not Found");
    await expectAccessible(watched.page, "not found");
    watched.assertClean();
    await watched.close();
  });
});
