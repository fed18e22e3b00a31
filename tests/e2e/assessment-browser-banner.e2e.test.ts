import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const INSTAGRAM_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556)";

describe("the in-app browser notice", () => {
  it("warns Instagram visitors, reports the detection, and stays away once dismissed", async () => {
    const { page, assertClean, close } = await openWatchedPage({
      browser,
      options: { ...phone, userAgent: INSTAGRAM_AGENT },
    });
    const report = page.waitForRequest(
      (request: Request) => request.url().endsWith("/api/mobile-debug") && request.method() === "POST",
    );
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const notice = page.getByRole("region", { name: "Browser Compatibility Notice" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      "You're using Instagram in-app browser, which may block some features. For the best experience, please open this app in:",
    );
    expect(await notice.getByRole("listitem").allTextContents()).toEqual([
      "Chrome or Safari (recommended)",
      "Your device's default browser",
    ]);
    expect(await notice.getByRole("button", { name: "Open in Browser" }).isVisible()).toBe(true);
    const sent = JSON.parse((await report).postData() ?? "{}") as { type: string; debugInfo: Record<string, unknown> };
    expect(sent.type).toBe("browser_detection");
    expect(sent.debugInfo).toMatchObject({
      isInAppBrowser: true,
      browserName: "Instagram",
      isAndroid: false,
      isMobile: true,
    });
    await expectAccessible(page, "home with the in-app browser notice");
    await notice.getByRole("button", { name: "Continue Anyway" }).click();
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("mobile-browser-warning-dismissed"))).toBe("true");
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("region", { name: "Browser Compatibility Notice" }).count()).toBe(0);
    assertClean();
    await close();
  });

  it("shows nothing in an ordinary mobile browser", async () => {
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    expect(await page.getByText("Browser Compatibility Notice").count()).toBe(0);
    assertClean();
    await close();
  });
});
