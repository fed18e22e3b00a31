import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone } from "./browser";
import { signInAsOwner } from "./admin-sign-in";

let browser: Browser;
const shots = process.env.ADMIN_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the country guides in the admin", () => {
  it("lets the owner fix a word in a guide's hero, and the public page shows it", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    const { page } = watched;
    await signInAsOwner(page);
    await page.getByRole("tab", { name: "Pages", exact: true }).click();
    const section = page.getByRole("region", { name: "Country Guides" });
    await section.getByText("Will AI Replace My Job in Australia?").waitFor();
    expect(await section.getByRole("listitem").count()).toBe(10);
    await expectAccessible(page, "admin guides list");
    if (shots) await page.screenshot({ path: `${shots}/admin-guides-desktop.png`, fullPage: true });

    const australia = section.getByRole("listitem").filter({ hasText: "Will AI Replace My Job in Australia?" });
    await australia.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit guide" });
    await form.getByLabel("Country label").waitFor();
    expect(await form.getByLabel("Country label").inputValue()).toBe("Australia");
    const eyebrow = form.getByRole("group", { name: "Hero" }).getByLabel("Eyebrow");
    const corrected = "Australia career guide, corrected in the admin";
    await eyebrow.fill(corrected);
    await expectAccessible(page, "admin guide editor");
    if (shots) await page.screenshot({ path: `${shots}/admin-guide-editor-desktop.png` });
    await form.getByRole("button", { name: "Save Guide" }).click();
    await page.getByText("Guide updated successfully!", { exact: true }).first().waitFor({ timeout: 10_000 });

    const html = await (await fetch(`${baseUrl()}/australia`)).text();
    expect(html).toContain(corrected);
    watched.assertClean();
    await watched.close();
  });

  it("names the field a save is refused for, and keeps the stored guide", async () => {
    const watched = await openWatchedPage({ browser, options: phone, allowConsoleErrors: [/status of 400/] });
    const { page } = watched;
    await signInAsOwner(page);
    await page.getByRole("tab", { name: "Pages", exact: true }).click();
    const section = page.getByRole("region", { name: "Country Guides" });
    const india = section.getByRole("listitem").filter({ hasText: "Will AI Replace My Job in India?" });
    await india.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit guide" });
    await form.getByLabel("Native-script name", { exact: true }).waitFor();
    expect(await form.getByLabel("Native-script name", { exact: true }).inputValue()).toBe("भारत");
    if (shots) await page.screenshot({ path: `${shots}/admin-guide-editor-phone.png` });
    // Required fields carry the browser's own check; an empty value sent anyway is refused by the server.
    await form.getByLabel("Nationality").evaluate((input) => input.removeAttribute("required"));
    await form.getByLabel("Nationality").fill("");
    await form.getByRole("button", { name: "Save Guide" }).click();
    await page.getByText("Nationality is required", { exact: true }).first().waitFor({ timeout: 10_000 });
    const html = await (await fetch(`${baseUrl()}/india`)).text();
    expect(html).toContain("Start Your Indian Assessment");
    watched.assertClean();
    await watched.close();
  });

  it("shows in the guide's ILO table the occupation an editor picks for a job, and leaves out a job whose occupation is removed", async () => {
    const watched = await openWatchedPage({ browser, options: desktop });
    const { page } = watched;
    await signInAsOwner(page);
    await page.getByRole("tab", { name: "Pages", exact: true }).click();
    const section = page.getByRole("region", { name: "Country Guides" });
    const canada = section.getByRole("listitem").filter({ hasText: "Will AI Replace My Job in Canada?" });
    await canada.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit guide" });
    const atRisk = form.getByRole("group", { name: "Jobs at risk" });
    // The first job, "Bank tellers and financial clerks", is seeded as Tellers (43-3071.00).
    const first = atRisk.getByRole("group", { name: "Items" }).locator(":scope > div").first();
    // What is chosen is said in the line above the search (its id ends in "-chosen").
    const chosen = (item: typeof first) => item.locator("p[id$='-occupation-chosen']");
    await chosen(first).getByText("43-3071.00", { exact: true }).waitFor();
    const search = first.getByRole("combobox", { name: "Standard occupation" });
    await search.fill("bill and account collectors");
    const option = page.getByRole("listbox", { name: "Matching occupations" }).getByRole("option").first();
    await option.waitFor();
    await search.press("ArrowDown");
    expect(await search.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    expect(await option.getAttribute("aria-selected")).toBe("true");
    const picked = (await option.locator("span").last().textContent()) ?? "";
    expect(picked).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
    await search.press("Enter");
    await chosen(first).getByText(picked, { exact: true }).waitFor();
    // The second job, "Administrative officers": no occupation, so no ILO row.
    const second = atRisk.getByRole("group", { name: "Items" }).locator(":scope > div").nth(1);
    await second.getByRole("button", { name: "Remove the occupation from Standard occupation" }).click();
    await chosen(second).getByText("None chosen").waitFor();
    await expectAccessible(page, "admin guide editor with an occupation picked");
    if (shots) await page.screenshot({ path: `${shots}/admin-guide-occupation-desktop.png` });
    await form.getByRole("button", { name: "Save Guide" }).click();
    await page.getByText("Guide updated successfully!", { exact: true }).first().waitFor({ timeout: 10_000 });

    const html = (await (await fetch(`${baseUrl()}/canada`)).text()).replaceAll("<!-- -->", "");
    const table = html.slice(html.indexOf('id="ilo-exposure-heading"'));
    expect(table).toMatch(
      new RegExp(`Bank tellers and financial clerks<span[^>]*>[^<]+<span[^>]*>\\(${picked.replace(".", "\\.")}\\)`),
    );
    expect(table).not.toContain("(43-3071.00)");
    expect(table).not.toContain("Administrative officers");
    watched.assertClean();
    await watched.close();
  });
});
