import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";
import {
  ACCOUNTANT_RESUME,
  INVALID_KEY,
  VALID_KEY,
  connectKey,
  makeResumePdf,
  newVisitorHeaders,
  waitForResultPage,
} from "./assessment-fixtures";

let browser: Browser;
let fileDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  fileDir = mkdtempSync(path.join(tmpdir(), "ajr-assess-ui-"));
});

afterAll(async () => {
  await browser?.close();
});

async function openHome({ options = desktop, allowConsoleErrors = [] as RegExp[] } = {}) {
  const watched = await openWatchedPage({
    browser,
    options: { ...options, extraHTTPHeaders: newVisitorHeaders() },
    allowConsoleErrors,
  });
  await watched.page.goto(`${baseUrl()}/`);
  await waitForHydration(watched.page);
  return watched;
}

function toastWithTitle(page: Page, title: string) {
  return page.getByRole("region", { name: /Notification/ }).getByText(title, { exact: true });
}

describe("the home page before React starts (ADR 018)", () => {
  /** A phone on a fresh home page whose React waits for the first input. */
  async function openWaitingHome() {
    const watched = await openWatchedPage({ browser, options: { ...phone, extraHTTPHeaders: newVisitorHeaders() } });
    await watched.page.goto(`${baseUrl()}/`, { waitUntil: "load" });
    await watched.page.waitForFunction(() => document.documentElement.dataset.hydrateWaiting === "true");
    expect(await watched.page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    return watched;
  }

  it("switches the tab on the first tap", async () => {
    const { page, assertClean, close } = await openWaitingHome();
    const manual = page.getByRole("tab", { name: "Enter Skills Manually" });
    await manual.tap();
    expect(await manual.getAttribute("aria-selected")).toBe("true");
    assertClean();
    await close();
  });

  it("reads a resume file dragged in from outside: the drag starts React, the file reaches it", async () => {
    const { page, assertClean, close } = await openWaitingHome();
    const pdfPath = path.join(fileDir, "dragged-resume.pdf");
    writeFileSync(pdfPath, await makeResumePdf(ACCOUNTANT_RESUME));
    // A file dragged over the window brings drag events only, no pointer event.
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new DragEvent("dragenter", { bubbles: true, dataTransfer: new DataTransfer() }),
      ),
    );
    await page.locator('input[type="file"]').setInputFiles(pdfPath);
    await page.getByTestId("extracted-file-name").waitFor();
    expect(await page.getByTestId("extracted-file-name").textContent()).toBe("dragged-resume.pdf");
    assertClean();
    await close();
  });

  it("loses no character typed straight after the first tap", async () => {
    const { page, assertClean, close } = await openWaitingHome();
    const text = page.getByLabel("Paste your resume text");
    await text.tap();
    await page.keyboard.type(ACCOUNTANT_RESUME.slice(0, 60));
    expect(await text.inputValue()).toBe(ACCOUNTANT_RESUME.slice(0, 60));
    await page.getByText("60/5000").waitFor();
    assertClean();
    await close();
  });
});

describe("Step 1: connecting an API key", () => {
  it("connects a valid key with Enter, toasts 'API Key Connected' and resets Connected when the key is edited", async () => {
    const { page, assertClean, close } = await openHome();
    const connectButton = page.getByRole("button", { name: "Connect API Key" });
    expect(await connectButton.isDisabled()).toBe(true);
    await connectKey(page, `  ${VALID_KEY}\u200b `);
    await toastWithTitle(page, "API Key Connected").waitFor();
    expect(await page.getByLabel("API key", { exact: true }).getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show API key" }).click();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe(VALID_KEY);
    await expectAccessible(page, "home with a connected key");
    // The key lives in this tab's session only, never in localStorage.
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(VALID_KEY);
    await page.getByLabel("API key", { exact: true }).press("End");
    await page.getByLabel("API key", { exact: true }).press("Backspace");
    await connectButton.waitFor();
    expect(await page.getByRole("button", { name: "Connect Your API Key to Analyze" }).isDisabled()).toBe(true);
    assertClean();
    await close();
  });

  it("rejects a malformed key locally and an invalid key after asking the server", async () => {
    const { page, assertClean, close } = await openHome({ allowConsoleErrors: [/status of 4\d\d/] });
    await page.getByLabel("API key", { exact: true }).fill("not-a-key");
    await page.getByRole("button", { name: "Connect API Key" }).click();
    await toastWithTitle(page, "Invalid API Key").waitFor();
    expect(
      await page.getByText("API keys start with 'sk-' and are longer than 20 characters", { exact: true }).isVisible(),
    ).toBe(true);
    await page.getByLabel("API key", { exact: true }).fill(INVALID_KEY);
    await page.getByRole("button", { name: "Connect API Key" }).click();
    await toastWithTitle(page, "Invalid API Key").waitFor();
    await page.getByRole("button", { name: "Connect API Key" }).waitFor();
    expect(await page.getByRole("button", { name: "Connected" }).count()).toBe(0);
    assertClean();
    await close();
  });

  it("still connects a key the provider could not check, saying it was not verified", async () => {
    const { page, assertClean, close } = await openHome({ allowConsoleErrors: [/status of 5\d\d/] });
    await connectKey(page, "sk-error-key-123456789012345");
    await toastWithTitle(page, "API Key Connected - Not Verified").waitFor();
    expect(await toastWithTitle(page, "Invalid API Key").count()).toBe(0);
    assertClean();
    await close();
  });

  it("shows the PREMIUM card disabled and marked Coming Soon", async () => {
    const { page, close } = await openHome();
    expect(await page.getByText("Coming Soon").first().isVisible()).toBe(true);
    expect(await page.getByLabel("Card number").isDisabled()).toBe(true);
    await close();
  });

  it("forgets the key when the address carries clearKey=true, then removes the parameter", async () => {
    const { page, assertClean, close } = await openHome();
    await connectKey(page);
    await page.goto(`${baseUrl()}/?clearKey=true`);
    await waitForHydration(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("button", { name: "Connect API Key" }).waitFor();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe("");
    assertClean();
    await close();
  });
});

describe("Step 2 and 3: analysing", () => {
  it("analyses pasted resume text and opens the result page", async () => {
    const { page, assertClean, close } = await openHome({ options: phone });
    await connectKey(page);
    const analyze = page.getByRole("button", { name: "Analyze My Resume" });
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByLabel("Paste your resume text").fill(ACCOUNTANT_RESUME);
    expect(await page.getByText(`${ACCOUNTANT_RESUME.length}/5000`).isVisible()).toBe(true);
    await expectAccessible(page, "home ready to analyze (phone)");
    await analyze.click();
    await waitForResultPage(page);
    expect(await page.getByTestId("ai-status").textContent()).toContain("AI-Powered Analysis Complete");
    await expectAccessible(page, "result page after pasting (phone)");
    const resultUrl = page.url();
    await page.goBack();
    await page.getByRole("button", { name: "View My Career Risk Assessment" }).click();
    await page.waitForURL(resultUrl);
    assertClean();
    await close();
  });

  it("explains a too-short resume instead of sending it", async () => {
    const { page, assertClean, close } = await openHome();
    await connectKey(page);
    await page.getByLabel("Paste your resume text").fill("Accountant. Excel.");
    await page.getByRole("button", { name: "Analyze My Resume" }).click();
    await toastWithTitle(page, "Resume Too Short").waitFor();
    assertClean();
    await close();
  });

  it("runs the analysis without a key through the clearly labelled research-engine action", async () => {
    const { page, assertClean, close } = await openHome();
    expect(
      await page.getByText("Please connect your OpenAI API key first using the green button above.").isVisible(),
    ).toBe(true);
    await page.getByLabel("Paste your resume text").fill(ACCOUNTANT_RESUME);
    await page.getByRole("button", { name: "No key? Analyze with our research engine" }).click();
    await waitForResultPage(page);
    const aiStatus = await page.getByTestId("ai-status").textContent();
    expect(aiStatus).toContain("Fallback Analysis Complete (Local Processing)");
    expect(aiStatus).toContain("our research engine");
    assertClean();
    await close();
  });

  it("uploads a PDF resume, shows what was extracted and analyses it", async () => {
    const { page, assertClean, close } = await openHome();
    await connectKey(page);
    const pdfPath = path.join(fileDir, "jane-doe-resume.pdf");
    writeFileSync(pdfPath, await makeResumePdf(ACCOUNTANT_RESUME));
    await page.locator('input[type="file"]').setInputFiles(pdfPath);
    await page.getByTestId("extracted-file-name").waitFor();
    expect(await page.getByTestId("extracted-file-name").textContent()).toBe("jane-doe-resume.pdf");
    expect(await page.getByTestId("extracted-length").textContent()).toMatch(/^[\d,]+ characters extracted$/);
    expect(await page.getByRole("button", { name: "Upload Different File" }).isVisible()).toBe(true);
    await expectAccessible(page, "home with an extracted file");
    await page.getByRole("button", { name: "Analyze My Resume" }).click();
    await waitForResultPage(page);
    assertClean();
    await close();
  });

  it("refuses a file of the wrong type before uploading it", async () => {
    const { page, assertClean, close } = await openHome();
    const txtPath = path.join(fileDir, "resume.txt");
    writeFileSync(txtPath, ACCOUNTANT_RESUME);
    await page.locator('input[type="file"]').setInputFiles(txtPath);
    await page.getByRole("alert").getByText("Invalid file type. Please select a PDF, DOC, or DOCX file.").waitFor();
    expect(await page.locator('input[type="file"]').inputValue()).toBe("");
    assertClean();
    await close();
  });

  it("checks the manual form, suggests skills and analyses the profile", async () => {
    const { page, assertClean, close } = await openHome();
    await connectKey(page);
    await page.getByRole("tab", { name: "Enter Skills Manually" }).click();
    expect(
      await page.getByText("Select job title and industry above for personalized skill suggestions.").isVisible(),
    ).toBe(true);
    await page.getByRole("button", { name: "Analyze My Career Risk" }).click();
    // Every missing field is marked at once, inline (issue 30), skills with the spec's line.
    await page.getByText("Please add at least one skill to continue with the analysis.", { exact: true }).waitFor();
    for (const message of ["Job title is required", "Industry is required", "Skills are required"])
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    await page.getByLabel("Job Title").fill("Accountant");
    await page.getByLabel("Industry").selectOption("finance");
    await page.getByLabel("Years of Experience").selectOption("6-10");
    expect(
      await page
        .getByText("Suggestions based on Accountant in Finance. Type to search or add custom skills.")
        .isVisible(),
    ).toBe(true);
    const skills = page.getByLabel("Key Skills");
    await skills.fill("a");
    const listbox = page.getByRole("listbox", { name: "Skill suggestions" });
    await listbox
      .getByRole("option")
      .filter({ hasText: /\d+\/10/ })
      .first()
      .waitFor();
    await expectAccessible(page, "manual tab with skill suggestions open");
    const firstSuggestion = listbox
      .getByRole("option")
      .filter({ hasText: /\d+\/10/ })
      .first();
    await firstSuggestion.click();
    await skills.fill("Vendor negotiations");
    await listbox.getByRole("option", { name: 'Add "Vendor negotiations"' }).waitFor();
    await skills.press("Enter");
    const chips = page.getByRole("list", { name: "Selected skills" }).getByRole("listitem");
    expect(await chips.count()).toBe(2);
    await skills.fill("Excel");
    await skills.press("Escape");
    expect(await listbox.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Clear skill search" }).click();
    await page.getByRole("button", { name: "Analyze My Career Risk" }).click();
    await page.getByText("Responsibilities are required", { exact: true }).waitFor();
    for (const message of ["Job title is required", "Industry is required", "Skills are required"]) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(0);
    }
    await page
      .getByLabel("Main Responsibilities")
      .fill("Prepare monthly financial statements\nReconcile the general ledger\nSupport the annual audit");
    await page.getByRole("button", { name: "Analyze My Career Risk" }).click();
    await waitForResultPage(page);
    // The page first shows the public view, then this browser's own (its typed title) once
    // fetched with the owner key (ADR 021).
    await page
      .getByTestId("header-line")
      .filter({ hasText: /^Accountant \| 8 years experience \| Finance \| \d+\/\d+\/\d{4}$/ })
      .waitFor();
    assertClean();
    await close();
  });
});

describe("when the provider or the quota gets in the way", () => {
  it("tells the visitor about the fallback for an uploaded file, then confirms and opens the result", async () => {
    const { page, assertClean, close } = await openHome();
    await connectKey(page, "sk-garbage-key-1234567890");
    const pdfPath = path.join(fileDir, "fallback-resume.pdf");
    writeFileSync(pdfPath, await makeResumePdf(ACCOUNTANT_RESUME));
    await page.locator('input[type="file"]').setInputFiles(pdfPath);
    await page.getByTestId("extracted-file-name").waitFor();
    const report = page.waitForRequest((request) => request.url().endsWith("/api/mobile-debug"));
    await page.getByRole("button", { name: "Analyze My Resume" }).click();
    await toastWithTitle(page, "API Connected - Using Fallback").waitFor();
    const sent = JSON.parse((await report).postData() ?? "{}") as {
      type: string;
      debugInfo: { aiStatus: { fallbackUsed: boolean }; reason: string };
    };
    expect(sent.type).toBe("fallback_triggered");
    expect(sent.debugInfo.aiStatus.fallbackUsed).toBe(true);
    expect(sent.debugInfo.reason).not.toBe("no_api_key");
    await toastWithTitle(page, "Analysis Complete").waitFor();
    await waitForResultPage(page);
    // The server's own explanation of the fallback is what the status banner shows.
    expect(await page.getByTestId("ai-status").textContent()).toMatch(/^Your AI provider's answer could not/);
    assertClean();
    await close();
  });

  it("shows 'Daily Limit Reached' once the visitor has used today's assessments", async () => {
    const visitor = newVisitorHeaders();
    for (let used = 0; used < 3; used += 1) {
      const response = await fetch(`${baseUrl()}/api/assessments/text`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...visitor },
        body: JSON.stringify({ resumeText: ACCOUNTANT_RESUME }),
      });
      expect(response.ok).toBe(true);
    }
    const watched = await openWatchedPage({
      browser,
      options: { ...desktop, extraHTTPHeaders: visitor },
      allowConsoleErrors: [/status of 429/],
    });
    const { page } = watched;
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await connectKey(page);
    await page.getByLabel("Paste your resume text").fill(ACCOUNTANT_RESUME);
    await page.getByRole("button", { name: "Analyze My Resume" }).click();
    await toastWithTitle(page, "Daily Limit Reached").waitFor();
    expect(
      await page
        .getByText(
          "You've used all 3 assessments for today. Please try again after 24 hours or upgrade your plan for unlimited access.",
          { exact: true },
        )
        .first()
        .isVisible(),
    ).toBe(true);
    watched.assertClean();
    await watched.close();
  });
});
