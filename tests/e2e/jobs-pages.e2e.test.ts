import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

/** Occupations from five different major groups. */
const SAMPLE = [
  "registered-nurses",
  "software-developers",
  "accountants-and-auditors",
  "electricians",
  "chief-executives",
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", phone],
  ["desktop", desktop],
] as const)("the job pages on a %s", (_label, options) => {
  it("pass axe on a sample of occupation pages, the browser, a group and a comparison, without horizontal scrolling", async () => {
    const watched = await openWatchedPage({ browser, options });
    try {
      const paths = [
        ...SAMPLE.map((slug) => `/jobs/${slug}`),
        "/jobs",
        "/jobs?q=nurse",
        "/jobs/group/29",
        "/jobs/compare?a=accountants-and-auditors&b=registered-nurses",
      ];
      for (const path of paths) {
        const res = await watched.page.goto(`${baseUrl()}${path}`);
        expect(res?.status(), path).toBe(200);
        await waitForHydration(watched.page);
        await expectAccessible(watched.page, path);
        const overflow = await watched.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      // The task chart is an inline SVG with a table for screen readers.
      await watched.page.goto(`${baseUrl()}/jobs/registered-nurses`);
      expect(await watched.page.locator('[data-testid="task-chart"] svg').count()).toBeGreaterThan(3);
      expect(await watched.page.locator('[data-testid="task-chart"] .sr-only table tbody tr').count()).toBeGreaterThan(
        3,
      );
      watched.assertClean();
    } finally {
      await watched.close();
    }
  });
});

describe("searching the job browser", () => {
  it("works without JavaScript through the GET form", async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/jobs`);
      await page.getByLabel("Search any job title").fill("accountant");
      await Promise.all([
        page.waitForURL(/\/jobs\?q=accountant/),
        page.getByRole("button", { name: "Search" }).click(),
      ]);
      const results = page.getByTestId("search-results");
      await expect.poll(() => results.locator('a[href="/jobs/accountants-and-auditors"]').count()).toBe(1);
      expect(await results.locator("a").count()).toBeLessThanOrEqual(10);
    } finally {
      await context.close();
    }
  });

  it("follows the typing with JavaScript, keeping the query in the address", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    try {
      const { page } = watched;
      await page.goto(`${baseUrl()}/jobs`);
      await waitForHydration(page);
      await page.getByLabel("Search any job title").pressSequentially("electrician", { delay: 20 });
      await page.waitForURL(/\/jobs\?q=electrician/);
      await expect
        .poll(() => page.getByTestId("search-results").locator('a[href="/jobs/electricians"]').count())
        .toBe(1);
      await page.getByTestId("search-results").locator('a[href="/jobs/electricians"]').click();
      await page.waitForURL(/\/jobs\/electricians$/);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Electricians");
      watched.assertClean();
    } finally {
      await watched.close();
    }
  });
});

describe("comparing two jobs", () => {
  it("changes a side through the picker, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ ...phone, javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl()}/jobs/compare?a=registered-nurses`);
        expect(await page.getByTestId("compare-message").textContent()).toContain("Choose the second job to compare.");
        await page.getByLabel("Second job").fill("Accountant");
        await Promise.all([
          page.waitForURL(/\/jobs\/compare\?a=registered-nurses&b=accountants-and-auditors$/),
          page.getByRole("button", { name: "Compare" }).click(),
        ]);
        await expect
          .poll(() => page.getByTestId("compare-table").locator("thead a").allTextContents())
          .toEqual(["Registered Nurses", "Accountants and Auditors"]);
      } finally {
        await context.close();
      }
    }
  });
});

describe("from an occupation page to an assessment", () => {
  it("'Assess your own version of this job' opens the manual tab with the title filled in", async () => {
    const watched = await openWatchedPage({ browser, options: phone });
    try {
      const { page } = watched;
      await page.goto(`${baseUrl()}/jobs/software-developers`);
      await waitForHydration(page);
      await page.getByTestId("assess-own-version").click();
      await page.waitForURL(/\/\?tab=manual&jobTitle=Software\+Developers$/);
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel("Job Title").inputValue()).toBe("Software Developers");
      expect(await page.getByRole("tab", { name: /manual/i }).getAttribute("aria-selected")).toBe("true");
      watched.assertClean();
    } finally {
      await watched.close();
    }
  });
});

describe("the sitemap", () => {
  it("is well-formed XML for the browser's parser and lists the job pages", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/jobs`);
      const result = await page.evaluate(async () => {
        const text = await (await fetch("/sitemap.xml")).text();
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const locs = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
        return {
          errors: doc.getElementsByTagName("parsererror").length,
          root: doc.documentElement.nodeName,
          count: locs.length,
          jobs: locs.filter((loc) => /\/jobs\/[a-z0-9-]+$/.test(loc) && !loc.includes("/group/")).length,
        };
      });
      expect(result.errors).toBe(0);
      expect(result.root).toBe("urlset");
      expect(result.count).toBeLessThan(50_000);
      expect(result.jobs).toBeGreaterThan(900);
    } finally {
      await context.close();
    }
  });
});
