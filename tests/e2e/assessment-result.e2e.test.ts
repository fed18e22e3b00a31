import type { Browser } from "playwright-core";
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
import { VALID_KEY, connectKey, createOwnedAssessment, openAsOwner } from "./assessment-fixtures";

let browser: Browser;
let assessmentId: string;
/** The owner key of `assessmentId`, which only the "owner" browsers below hold. */
let ownerKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ id: assessmentId, ownerKey } = await createOwnedAssessment({ apiKey: VALID_KEY }));
});

afterAll(async () => {
  await browser?.close();
});

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("the result page on the server", () => {
  it("renders the analysis as HTML with a noindex robots tag", async () => {
    const response = await fetch(`${baseUrl()}/assessment/${assessmentId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Career Automation Impact Analysis");
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain("Replaceability Score");
  });

  it("answers an unknown assessment with 404 and 'Assessment Not Found'", async () => {
    const response = await fetch(`${baseUrl()}/assessment/${MISSING_ID}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Assessment Not Found");
    expect(html).toContain("The assessment you&#x27;re looking for doesn&#x27;t exist or has expired");
  });

  it("serves the report as a PDF", async () => {
    const response = await fetch(`${baseUrl()}/api/assessments/${assessmentId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("the result page starts React at the first input (ADR 018)", () => {
  it("is read without hydrating, goes out without the opener policy, and hydrates when the pointer moves", async () => {
    const response = await fetch(`${baseUrl()}/assessment/${assessmentId}`);
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const { page, assertClean, close } = await openWatchedPage({ browser, options: desktop });
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`, { waitUntil: "load" });
    // The browser entry has run and waits for an input.
    await page.waitForFunction(() => document.documentElement.dataset.hydrateWaiting === "true");
    await page.waitForLoadState("networkidle");
    const root = () => page.evaluate(() => ({ ...document.documentElement.dataset }));
    expect(await root()).toMatchObject({ hydrate: "on-input" });
    expect((await root()).hydrated).toBeUndefined();
    expect(await page.getByText("Replaceability Score").first().isVisible()).toBe(true);
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    assertClean();
    await close();
  });

  it("answers a first press on a button that needs React: New Assessment opens the home page", async () => {
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrateWaiting === "true");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole("button", { name: "New Assessment" }).first().tap();
    await page.waitForURL(`${baseUrl()}/`);
    assertClean();
    await close();
  });
});

describe("the result page in the browser", () => {
  it("shows the gauge, level, header line, status banner, occupation, sources and tasks, and is accessible", async () => {
    const { page, assertClean, close } = await openWatchedPage({ browser, options: desktop });
    // The browser that made the result: the header line names the title from its resume.
    await openAsOwner(page, { id: assessmentId, ownerKey });
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`);
    await waitForHydration(page);
    expect(await page.title()).toContain("Career Automation Impact Analysis");
    const view = (await (await fetch(`${baseUrl()}/api/assessments/${assessmentId}`)).json()) as {
      riskScore: number;
      riskLevel: string;
      occupation: { code: string; title: string };
    };
    const gauge = page.getByTestId("risk-gauge");
    expect(await gauge.getByRole("img").getAttribute("aria-label")).toBe(`Risk score ${view.riskScore} out of 100`);
    const expectedColor = { "Low Risk": "green", "Medium Risk": "amber", "High Risk": "red" }[view.riskLevel];
    expect(await gauge.getAttribute("data-color")).toBe(expectedColor);
    expect(await page.getByTestId("risk-level").textContent()).toBe(view.riskLevel);
    expect(await page.getByText("Replaceability Score").isVisible()).toBe(true);
    await page.getByText("Prepared for Jane Doe").waitFor();
    expect(await page.getByTestId("header-line").textContent()).toMatch(/^Senior Accountant \| .*\d+\/\d+\/\d{4}$/);
    expect(await page.getByTestId("ai-status").textContent()).toBe("AI-Powered Analysis Complete");
    const occupation = await page.getByTestId("matched-occupation").textContent();
    expect(occupation).toContain(view.occupation.title);
    expect(occupation).toContain(view.occupation.code);
    expect(await page.getByTestId("sources").getByRole("listitem").count()).toBeGreaterThan(2);
    expect(await page.getByTestId("sources").textContent()).toContain("GPTs are GPTs");
    expect(await page.getByTestId("task-groups").getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("priority").textContent()).toMatch(/(HIGH|MEDIUM|LOW) PRIORITY/);
    expect(await page.getByRole("heading", { name: "Career Protection and Growth Blueprint" }).isVisible()).toBe(true);
    await expectAccessible(page, "result page");
    assertClean();
    await close();
  });

  it("opens the public PDF report in a new tab for a visitor who did not make the result", async () => {
    const { page, close } = await openWatchedPage({ browser, options: desktop });
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`);
    await waitForHydration(page);
    // A new tab opens on the report address (Chromium then turns the attachment into a download).
    const [popup, request] = await Promise.all([
      page.context().waitForEvent("page"),
      page.context().waitForEvent("request", (candidate) => candidate.url().endsWith("/pdf")),
      page.getByRole("button", { name: "Download Report" }).click(),
    ]);
    expect(popup).not.toBe(page);
    expect(request.url()).toBe(`${baseUrl()}/api/assessments/${assessmentId}/pdf`);
    expect(request.isNavigationRequest()).toBe(true);
    await close();
  });

  it("copies the site address and alerts when the device has no share sheet", async () => {
    const { page, assertClean, close } = await openWatchedPage({ browser, options: desktop });
    await page.context().grantPermissions(["clipboard-write"], { origin: baseUrl() });
    await page.addInitScript(() => {
      // Desktop Chromium may expose a share sheet; the fallback path is what we test here.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`);
    await waitForHydration(page);
    const dialog = new Promise<string>((resolve) => {
      page.once("dialog", async (opened) => {
        resolve(opened.message());
        await opened.accept();
      });
    });
    await recordCopies(page);
    await page.getByRole("button", { name: "Share Results" }).click();
    expect(await dialog).toBe("Link copied to clipboard! Share with colleagues to help them assess their career risk.");
    expect(await readCopied(page)).toBe(baseUrl());
    assertClean();
    await close();
  });

  it("re-scores with another occupation picked by the visitor", async () => {
    const own = await createOwnedAssessment({ apiKey: VALID_KEY });
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    await openAsOwner(page, own);
    await page.goto(`${baseUrl()}/assessment/${own.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Not your job? Pick another" }).click();
    await page.getByLabel("Search for your occupation").fill("bookkeeping");
    const option = page.getByRole("listbox", { name: "Matching occupations" }).getByRole("option").first();
    await option.waitFor();
    const picked = (await option.locator("span").first().textContent()) ?? "";
    await option.click();
    await page.getByTestId("matched-occupation").getByText(picked, { exact: true }).waitFor();
    expect(await page.getByTestId("occupation-matched-by").textContent()).toBe("Chosen by you");
    await expectAccessible(page, "result page after picking an occupation (phone)");
    assertClean();
    await close();
  });

  it("asks 'Is this your job?' above the closest occupations when the title fits several", async () => {
    // "Operations Manager" is listed under general management, production, transport and more;
    // the engine is fairly confident (not asked to choose first) but not sure.
    const unsure = await createOwnedAssessment({
      resumeText: [
        "Jordan Lee",
        "Operations Manager",
        "Seattle, WA",
        "",
        "EXPERIENCE",
        "Operations Manager, Northwind Co, 2018 - Present",
        "- Run daily operations for a team of 25 across two sites",
        "- Plan budgets and staffing each quarter with the finance team",
        "- Prepare monthly operations reports in Excel",
        "",
        "SKILLS",
        "Excel, budgeting, scheduling, team leadership",
      ].join("\n"),
    });
    const view = (await (await fetch(`${baseUrl()}/api/assessments/${unsure.id}`)).json()) as {
      occupation: { sureEnough: boolean; alternatives: { title: string }[] };
    };
    expect(view.occupation.sureEnough).toBe(false);
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    // Only the browser that made the result is asked (ADR 021).
    await openAsOwner(page, unsure);
    await page.goto(`${baseUrl()}/assessment/${unsure.id}`);
    await waitForHydration(page);
    const question = page.getByTestId("occupation-question");
    expect(await question.textContent()).toContain("Is this your job?");
    const firstAlternative = view.occupation.alternatives[0]?.title ?? "";
    expect(await page.getByRole("button", { name: firstAlternative, exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, "result page asking 'Is this your job?' (phone)");
    assertClean();
    await close();
  });

  it("shows 'Assessment Not Found' and starts over with the key cleared", async () => {
    const { page, assertClean, close } = await openWatchedPage({
      browser,
      options: desktop,
      allowConsoleErrors: [/404 \(Not Found\)/],
    });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await connectKey(page);
    const response = await page.goto(`${baseUrl()}/assessment/${MISSING_ID}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Assessment Not Found");
    await expectAccessible(page, "assessment not found");
    await page.getByRole("button", { name: "Start New Assessment" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("button", { name: "Connect API Key" }).waitFor();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe("");
    assertClean();
    await close();
  });
});
