import { mkdirSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newVisitorHeaders, openAsOwner, waitForResultPage } from "./assessment-fixtures";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";

/**
 * Visitors from the other nine countries (issue 38, ADR 034), at a phone's 390 px and a desktop's
 * 1280 px: the guide's button leads to the form with its country chosen, the result shows the
 * occupation in ISCO-08 (in the visitor's language) with the ILO's global figure, and every figure
 * that is American says so, for the visitor and for a stranger with the link alike.
 * Screenshots go to $SHOTS_DIR (tmp/screenshots/countries by default) for a person to look at.
 */
const SHOTS = process.env.SHOTS_DIR ?? "tmp/screenshots/countries";
const widths: [string, BrowserContextOptions][] = [
  ["390", phone],
  ["1280", desktop],
];

const LEEDS_PAYROLL_RESUME = [
  "Priya Shah",
  "Payroll Specialist",
  "Leeds, United Kingdom",
  "",
  "Experience",
  "Payroll Specialist, Northgate Logistics, Leeds, 2017 - present",
  "- Ran the monthly payroll for 1,200 staff in Sage and checked every change before the cut-off",
  "- Answered employees' questions about pay, tax codes and pension deductions",
  "- Reconciled payroll with the general ledger and prepared the year-end reports",
  "",
  "Payroll Assistant, Aire Valley Council, 2014 - 2017",
  "- Entered timesheets and overtime and kept the payroll records up to date",
  "",
  "Skills: Sage Payroll, Excel, PAYE, pensions auto-enrolment",
].join("\n");

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

type FigureWalk = { unlabelled: string[]; blocks: number; amounts: number; credentials: number; outlooks: number };

/**
 * Walks every text block of the page's main element (paragraphs, list items, table cells, term
 * descriptions, headings, notes) and returns those that show a US-only figure without saying it is
 * American: a dollar amount not written "US$"; or a median pay, a pay per year or hour, a jobs
 * outlook or openings figure, a licence, degree or diploma whose block names no "US". It also
 * counts what it checked, so a walk over a page without such figures cannot pass unnoticed.
 */
async function walkUsFigures(page: Page): Promise<FigureWalk> {
  return page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const blockSelector = "p, li, dd, dt, td, th, h1, h2, h3, h4, aside, figcaption, label, option";
    const blocks = new Set<Element>();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest("script, style, template")) continue;
      blocks.add(parent.closest(blockSelector) ?? parent);
    }
    const dollar = /(^|[^A-Za-z])\$\s?\d/;
    const usAmount = /US\$\s?\d/g;
    const payOrOutlook =
      /jobs by 20\d\d|openings (?:a|per) year|\bmedian\b[^.]*\d|\d[^.]*\ba year\b|\ban hour\b|\bper hour\b/i;
    const credential = /licen[cs]e|degree|diploma|NCLEX|\bCDL\b/i;
    const outlook = /jobs by 20\d\d|openings/i;
    const saysUs = /\bUS\b|US\$|United States|in the US/;
    const result = { unlabelled: [] as string[], blocks: 0, amounts: 0, credentials: 0, outlooks: 0 };
    for (const block of blocks) {
      // A block inside another block is read with it.
      if (
        [...blocks].some((other) => other !== block && other.contains(block) && other.matches("li, dd, td, p, aside"))
      )
        continue;
      const text = (block.textContent ?? "").replace(/\s+/g, " ").trim();
      result.blocks += 1;
      result.amounts += (text.match(usAmount) ?? []).length;
      if (credential.test(text)) result.credentials += 1;
      if (outlook.test(text)) result.outlooks += 1;
      const needsLabel = payOrOutlook.test(text) || credential.test(text);
      if (dollar.test(text.replace(usAmount, "")) || (needsLabel && !saysUs.test(text)))
        result.unlabelled.push(text.slice(0, 200));
    }
    return result;
  });
}

/** Opens a guide, follows its "Start Your … Assessment" button and checks the form chose its country. */
async function startFromGuide(page: Page, { guide, country }: { guide: string; country: string }): Promise<void> {
  await page.goto(`${baseUrl()}/${guide}`);
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /^Start Your .* Assessment/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/\\?country=${country}#start$`));
  await waitForHydration(page);
  expect(await page.getByLabel("Where do you work?").inputValue()).toBe(country);
}

async function analyseWithoutKey(page: Page): Promise<void> {
  await page.getByRole("button", { name: "No key? Analyze with our research engine" }).click();
  await waitForResultPage(page);
  await waitForHydration(page);
}

describe.each(widths)("at %s px", (width, options) => {
  it("a visitor from /germany types 'Pflegefachfrau' and gets Registered Nurses, ISCO 2221 with its German title, the ILO figure, and US figures labelled", async () => {
    const { page, assertClean, close } = await openWatchedPage({
      browser,
      options: { ...options, extraHTTPHeaders: newVisitorHeaders() },
    });
    await startFromGuide(page, { guide: "germany", country: "de" });
    await page.getByRole("tab", { name: "Enter Skills Manually" }).click();
    await page.getByLabel("Job Title").fill("Pflegefachfrau");
    await page.getByLabel("Industry").selectOption("healthcare");
    await page.getByLabel("Years of Experience").selectOption("6-10");
    await page.getByLabel("Key Skills").fill("Wound care");
    await page.getByLabel("Key Skills").press("Enter");
    await page
      .getByLabel("Main Responsibilities")
      .fill(
        "Assess patients and plan their care\nGive medication and watch vital signs\nTrain new colleagues on the ward",
      );
    await analyseWithoutKey(page);

    // The owner's own view (it knows the country) replaces the public one once fetched.
    await page.getByText("You work in Germany.").waitFor();
    expect(await page.getByTestId("matched-occupation").textContent()).toContain("Registered Nurses");
    const codes = page.getByTestId("international-codes");
    expect(await codes.textContent()).toContain("ISCO-08 2221");
    expect(await codes.locator('[lang="de"]').textContent()).toBe(
      "Akademische und vergleichbare Krankenpflegefachkräfte",
    );
    expect(await codes.textContent()).toContain("(Nursing professionals)");
    expect(await page.getByTestId("noc-code").count()).toBe(0);
    const ilo = await page.getByTestId("ilo-figure").textContent();
    expect(ilo).toMatch(/^The ILO's global figure: 0\.\d\d on a 0–1 scale, /);
    expect(ilo).toContain("ISCO-08 2221");

    const walk = await walkUsFigures(page);
    expect(walk.unlabelled, walk.unlabelled.join("\n")).toEqual([]);
    expect(walk.amounts).toBeGreaterThan(3);
    await expectAccessible(page, `German nurse's result at ${width}`);
    await shoot(page, `germany-nurse-result-${width}`);
    assertClean();
    await close();
  }, 150_000);

  it("a visitor from /uk pastes a resume and sees pay changes as percentages with US$ amounts, and every US figure on the page says so", async () => {
    const { page, assertClean, close } = await openWatchedPage({
      browser,
      options: { ...options, extraHTTPHeaders: newVisitorHeaders() },
    });
    await startFromGuide(page, { guide: "uk", country: "gb" });
    await shoot(page, `uk-form-${width}`);
    await page.getByLabel("Paste your resume text").fill(LEEDS_PAYROLL_RESUME);
    await analyseWithoutKey(page);
    await page.getByText("You work in the United Kingdom.").waitFor();

    const pay = await page
      .getByTestId("career-moves")
      .locator("dd")
      .filter({ hasText: / → US\$/ })
      .allTextContents();
    expect(pay.length).toBeGreaterThan(0);
    for (const line of pay)
      expect(line).toMatch(
        /^(?:[+−]\d+%|about the same): US\$[\d,]+(?: or more)? → US\$[\d,]+(?: or more)? a year \((?:median|early-career pay, 25th percentile)\)/,
      );
    expect(await page.getByTestId("international-codes").textContent()).toContain("ISCO-08 4313 · Payroll clerks");
    expect(await page.getByTestId("noc-code").count()).toBe(0);

    const walk = await walkUsFigures(page);
    expect(walk.unlabelled, walk.unlabelled.join("\n")).toEqual([]);
    // The walk met the figures it is there for: amounts, outlooks and the sources' BLS figures.
    expect(walk.amounts).toBeGreaterThan(5);
    expect(walk.outlooks).toBeGreaterThan(0);
    expect(walk.blocks).toBeGreaterThan(50);
    await expectAccessible(page, `UK result at ${width}`);
    await shoot(page, `uk-payroll-result-${width}`);

    // A stranger with the link: the same labels, but nothing says where the visitor works.
    const id = /\/assessment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const stranger = await openWatchedPage({ browser, options });
    await stranger.page.goto(`${baseUrl()}/assessment/${id}`);
    await waitForHydration(stranger.page);
    await stranger.page.getByText("Figures from the US.").waitFor();
    const strangerText = (await stranger.page.locator("main").textContent()) ?? "";
    expect(strangerText).not.toContain("United Kingdom");
    expect(strangerText).not.toContain("You work");
    const strangerWalk = await walkUsFigures(stranger.page);
    expect(strangerWalk.unlabelled, strangerWalk.unlabelled.join("\n")).toEqual([]);
    expect(strangerWalk.amounts).toBe(walk.amounts);
    stranger.assertClean();
    await stranger.close();
    assertClean();
    await close();
  }, 150_000);

  it("a visitor with no country chosen sees the US reading as today, and their browser's language region presets the form", async () => {
    const resumeText = LEEDS_PAYROLL_RESUME;
    const post = async (country?: string) => {
      const response = await fetch(`${baseUrl()}/api/assessments/text`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...newVisitorHeaders() },
        body: JSON.stringify(country ? { resumeText, country } : { resumeText }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { assessmentId: string; deleteToken: string };
    };
    const none = await post();
    const british = await post("gb");
    const read = async (id: string) =>
      (await (await fetch(`${baseUrl()}/api/assessments/${id}`)).json()) as Record<string, unknown>;
    // Where the visitor works changes no figure: only the labels addressed to them.
    const [a, b] = [await read(none.assessmentId), await read(british.assessmentId)];
    for (const field of ["riskScore", "occupation", "sources", "recommendations", "international"])
      expect(b[field], field).toEqual(a[field]);

    const owner = await openWatchedPage({ browser, options: { ...options, locale: "en-US" } });
    await openAsOwner(owner.page, { id: none.assessmentId, ownerKey: none.deleteToken });
    await owner.page.goto(`${baseUrl()}/assessment/${none.assessmentId}`);
    await waitForHydration(owner.page);
    await owner.page.getByText("Prepared for Priya Shah").waitFor();
    expect(await owner.page.getByTestId("us-figures-note").textContent()).toMatch(/^Figures from the US\./);
    expect(await owner.page.getByTestId("international-codes").textContent()).toContain("Payroll clerks");
    expect(await owner.page.getByTestId("noc-code").count()).toBe(0);
    expect((await walkUsFigures(owner.page)).unlabelled).toEqual([]);
    await owner.page.goto(`${baseUrl()}/`);
    await waitForHydration(owner.page);
    expect(await owner.page.getByLabel("Where do you work?").inputValue()).toBe("us");
    owner.assertClean();
    await owner.close();

    const britishBrowser = await openWatchedPage({ browser, options: { ...options, locale: "en-GB" } });
    await britishBrowser.page.goto(`${baseUrl()}/`);
    await waitForHydration(britishBrowser.page);
    await expect.poll(() => britishBrowser.page.getByLabel("Where do you work?").inputValue()).toBe("gb");
    britishBrowser.assertClean();
    await britishBrowser.close();
  }, 150_000);
});

describe("a visitor who works in Canada", () => {
  it("sees the NOC 2021 code and title beside ISCO-08; the occupation page lists both for everyone", async () => {
    const response = await fetch(`${baseUrl()}/api/assessments/text`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...newVisitorHeaders() },
      body: JSON.stringify({ resumeText: LEEDS_PAYROLL_RESUME, country: "ca" }),
    });
    const created = (await response.json()) as { assessmentId: string; deleteToken: string };
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    await openAsOwner(page, { id: created.assessmentId, ownerKey: created.deleteToken });
    await page.goto(`${baseUrl()}/assessment/${created.assessmentId}`);
    await waitForHydration(page);
    await page.getByText("You work in Canada.").waitFor();
    expect(await page.getByTestId("noc-code").textContent()).toContain("NOC 2021 13102 · Payroll administrators");
    await page.goto(`${baseUrl()}/jobs/payroll-and-timekeeping-clerks`);
    await waitForHydration(page);
    const codes = await page.getByTestId("job-international-codes").textContent();
    expect(codes).toContain("ISCO-08 4313 Payroll clerks");
    expect(codes).toContain("Deutsch: Bürokräfte in der Lohnbuchhaltung");
    expect(codes).toContain("Canada: NOC 2021 13102 Payroll administrators");
    expect(await page.getByTestId("ilo-figure").textContent()).toContain("The ILO's global figure");
    const walk = await walkUsFigures(page);
    expect(walk.unlabelled, walk.unlabelled.join("\n")).toEqual([]);
    await expectAccessible(page, "occupation page with its international codes");
    await shoot(page, "job-payroll-390");
    assertClean();
    await close();
  }, 150_000);
});
