import { describe, expect, it } from "vitest";
import { extractResumeProfile } from "./resume-profile";
import { splitRunOnLine } from "./split-run-on-text";

// Fictional. A resume whose line breaks were lost, as some PDF text layers and form pastes give it.
const RUN_ON_RESUME =
  "ACCOUNTANT Summary Financial accountant who closes the books on time and keeps audits clean. " +
  "Highlights QuickBooks, Excel, GAAP, Accounts payable Experience Accountant Jan 2015 to Current " +
  "Company Name City , State Prepare journal entries and reconcile general ledger accounts. " +
  "Assist with the annual audit and tax filings. Staff Accountant Jun 2011 to Dec 2014 Company Name " +
  "City , State Processed invoices and vendor payments. Education Bachelor of Science : Accounting , " +
  "2011 State University City , State";

describe("a resume that arrives as one paragraph", () => {
  it("is cut into lines at headings, date ranges, template places and sentences", () => {
    const lines = splitRunOnLine(RUN_ON_RESUME);
    expect(lines).toContain("Summary");
    expect(lines).toContain("Experience");
    expect(lines).toContain("Education");
    expect(lines).toContain("Accountant Jan 2015 to Current");
    expect(lines).toContain("Company Name City , State");
    expect(lines).toContain("Prepare journal entries and reconcile general ledger accounts.");
  });

  it("gives the reader the current job, its dates and its duties", () => {
    const profile = extractResumeProfile(RUN_ON_RESUME, { now: new Date("2026-11-25") });
    expect(profile.jobTitle).toBe("Accountant");
    expect(profile.responsibilities).toContain("Prepare journal entries and reconcile general ledger accounts.");
    expect(profile.yearsOfExperience).toBeGreaterThanOrEqual(14);
  });

  it("leaves ordinary lines alone, even long ones and ones naming one heading", () => {
    const sentence =
      "Led a team of twelve engineers building payment services in Go and TypeScript, with a focus on reliability, observability and the experience of the people on call.";
    expect(splitRunOnLine(sentence)).toEqual([sentence]);
    expect(splitRunOnLine("Skills: Excel, Word, Outlook")).toEqual(["Skills: Excel, Word, Outlook"]);
  });
});
