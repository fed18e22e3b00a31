import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";
import { connectKey, createOwnedAssessment, newVisitorHeaders, openAsOwner } from "./assessment-fixtures";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const getJson = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl()}${path}`)).json()) as T;

describe('"Not your job? Pick another" on a phone', () => {
  it("finds an occupation for a title prefix search misses ('general contractor'), and re-scores with it", async () => {
    const query = "general contractor";
    type Option = { code: string; title: string };
    const searched = await getJson<Option[]>(`/api/occupations/search?q=${encodeURIComponent(query)}`);
    const matched = await getJson<{ candidates: Option[] }>(
      `/api/occupations/match?title=${encodeURIComponent(query)}`,
    );
    expect(matched.candidates.length).toBeGreaterThan(0);
    // Codes only the matcher offers: what the visitor would miss with prefix search alone.
    const matcherOnly = matched.candidates.filter((c) => !searched.some((s) => s.code === c.code)).map((c) => c.code);

    const own = await createOwnedAssessment();
    const assessmentId = own.id;
    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    // Only the browser that made the result may re-score it (ADR 021).
    await openAsOwner(page, own);
    await page.goto(`${baseUrl()}/assessment/${assessmentId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Not your job? Pick another" }).click();
    const search = page.getByRole("combobox", { name: "Search for your occupation" });
    await search.fill(query);
    const options = page.getByRole("listbox", { name: "Matching occupations" }).getByRole("option");
    await options.first().waitFor();
    const offered = await options.allTextContents();
    // Options read "title code". When prefix search finds fewer than three (as it does for this
    // title on O*NET's own titles), and only then, the matcher's candidates are on offer too.
    expect(searched.length < 3).toBe(offered.some((text) => matcherOnly.some((code) => text.endsWith(code))));
    await expectAccessible(page, "occupation search with matcher candidates (phone)");

    const firstText = offered[0] ?? "";
    const picked = [...searched, ...matched.candidates].find((c) => firstText.endsWith(c.code)) ?? {
      code: "",
      title: "",
    };
    expect(picked.code).not.toBe("");
    await options.first().click();
    await page.getByText(`Re-scored as ${picked.title}.`, { exact: true }).waitFor();
    const panel = page.getByTestId("matched-occupation");
    expect(await panel.textContent()).toContain(picked.title);
    expect(await page.getByTestId("occupation-matched-by").textContent()).toBe("Chosen by you");
    const view = await getJson<{ occupation: { code: string; matchedBy: string } }>(`/api/assessments/${assessmentId}`);
    expect(view.occupation).toMatchObject({ code: picked.code, matchedBy: "visitor" });
    assertClean();
    await close();
  });
});

describe("choosing the occupation first when the match is weak", () => {
  it("shows the described candidates and no score for 'Chief of Staff', then scores the one the visitor picks", async () => {
    const response = await fetch(`${baseUrl()}/api/assessments/manual`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...newVisitorHeaders() },
      body: JSON.stringify({
        jobTitle: "Chief of Staff",
        industry: "other",
        experienceLevel: "6-10",
        skills: "Scheduling, Stakeholder management",
        responsibilities: "Run the leadership team's calendar\nPrepare board papers",
      }),
    });
    const created = (await response.json()) as {
      assessmentId: string;
      needsConfirmation: boolean;
      deleteToken: string;
    };
    expect(created.needsConfirmation).toBe(true);

    // Someone else with the link is told the result waits for its owner, and sees no score.
    const stranger = await openWatchedPage({ browser, options: phone });
    await stranger.page.goto(`${baseUrl()}/assessment/${created.assessmentId}`);
    await waitForHydration(stranger.page);
    await stranger.page.getByTestId("awaiting-owner-choice").waitFor();
    // The guessed occupation is not named in the header until the owner has chosen it.
    const guessed = (await (await fetch(`${baseUrl()}/api/assessments/${created.assessmentId}`)).json()) as {
      occupation: { title: string };
    };
    const header = (await stranger.page.getByTestId("header-line").textContent()) ?? "";
    expect(header).toMatch(/^Professional \| /);
    expect(header).not.toContain(guessed.occupation.title);
    expect(await stranger.page.getByText("Their results").isVisible()).toBe(true);
    expect(await stranger.page.getByTestId("choose-occupation-first").count()).toBe(0);
    expect(await stranger.page.getByTestId("risk-level").count()).toBe(0);
    stranger.assertClean();
    await stranger.close();

    const { page, assertClean, close } = await openWatchedPage({ browser, options: phone });
    await openAsOwner(page, { id: created.assessmentId, ownerKey: created.deleteToken });
    await page.goto(`${baseUrl()}/assessment/${created.assessmentId}`);
    await waitForHydration(page);
    const screen = page.getByTestId("choose-occupation-first");
    await screen.getByRole("heading", { name: "Which of these is your job?" }).waitFor();
    expect(await page.getByTestId("risk-level").count()).toBe(0);
    const choices = screen.getByRole("listitem");
    expect(await choices.count()).toBeGreaterThanOrEqual(3);
    expect(await screen.getByRole("button", { name: "None of these: search" }).count()).toBe(1);
    await expectAccessible(page, "choose the occupation first (phone)");

    const firstTitle = (await choices.first().locator("span").first().textContent()) ?? "";
    await choices.first().getByRole("button").click();
    await page.getByText(`Re-scored as ${firstTitle}.`, { exact: true }).waitFor();
    await page.getByTestId("risk-level").waitFor();
    expect(await page.getByTestId("occupation-matched-by").textContent()).toBe("Chosen by you");
    assertClean();
    await close();
  });
});

describe("a title that is not a job, on the home form", () => {
  it("shows the server's request for a job title on the Job Title field itself, as well as in the toast", async () => {
    const message =
      "This does not look like a job title. Please enter the title of your job, such as Registered Nurse, Accountant or Truck Driver.";
    const { page, assertClean, close } = await openWatchedPage({
      browser,
      options: { ...phone, extraHTTPHeaders: newVisitorHeaders() },
      // The browser logs the refused request (422) itself.
      allowConsoleErrors: [/status of 422/],
    });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await connectKey(page);
    await page.getByRole("tab", { name: "Enter Skills Manually" }).click();
    await page.getByLabel("Job Title").fill("asdf");
    await page.getByLabel("Industry").selectOption("other");
    await page.getByLabel("Years of Experience").selectOption("3-5");
    const skills = page.getByLabel("Key Skills");
    await skills.fill("Scheduling");
    await skills.press("Enter");
    await page.getByLabel("Main Responsibilities").fill("Answer the phones\nKeep the calendar");
    await page.getByRole("button", { name: "Analyze My Career Risk" }).click();

    const jobTitle = page.getByLabel("Job Title");
    const fieldError = page.locator(`[id="${await jobTitle.getAttribute("id")}-error"]`);
    await fieldError.waitFor();
    expect(await fieldError.textContent()).toBe(message);
    expect(await jobTitle.getAttribute("aria-invalid")).toBe("true");
    expect(await jobTitle.getAttribute("aria-describedby")).toContain(`${await jobTitle.getAttribute("id")}-error`);
    // The spec's toast still says it too.
    expect(await page.getByRole("status").filter({ hasText: message }).count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl()}/`);
    await expectAccessible(page, "manual form with a refused job title (phone)");
    assertClean();
    await close();
  });
});
