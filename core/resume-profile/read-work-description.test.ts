import { describe, expect, it } from "vitest";
import { WORK_DESCRIPTIONS } from "./fixtures/work-descriptions";
import { readDescribedDuties, readDescribedTitle } from "./read-work-description";
import { extractResumeProfile } from "./resume-profile";
import { toResumeLines } from "./normalize-resume-lines";
import { splitIntoSections } from "./resume-sections";
import { truckDriverPlainResume } from "./fixtures/truck-driver-plain";

const NOW = new Date("2026-06-01T00:00:00Z");

function readTitle(text: string): string | null {
  return readDescribedTitle(splitIntoSections(toResumeLines(text)));
}

function describedById(id: string): string {
  const found = WORK_DESCRIPTIONS.find((description) => description.id === id);
  if (!found) throw new Error(`no description ${id}`);
  return found.text;
}

describe("reading the job from a one-paragraph description", () => {
  it("finds the title phrase after 'I've been a', 'I work as a', 'she is a' and 'my job is'", () => {
    expect(readTitle(describedById("payroll-ap-leeds"))).toBe("payroll and accounts payable specialist");
    expect(readTitle(describedById("nurse-dublin"))).toBe("registered nurse");
    expect(readTitle(describedById("maths-teacher-third-person"))).toBe("secondary school maths teacher");
    expect(readTitle(describedById("customer-service-glasgow"))).toBe("customer service representative");
  });

  it("takes the job held now over one held before", () => {
    expect(readTitle(describedById("teacher-to-ux"))).toBe("UX designer");
    expect(readTitle(describedById("army-to-security"))).toBe("security guard");
    expect(
      readTitle(
        "I was a bank clerk for ten years. These days I work as a driving instructor in Cork, teaching learners.",
      ),
    ).toBe("driving instructor");
  });

  it("passes over what someone is that is no job ('a university student') to the job they do", () => {
    expect(readTitle(describedById("student-barista"))).toBe("barista");
  });

  it("reads a terse note that opens with the title", () => {
    expect(readTitle(describedById("accountant-chicago-terse"))).toBe("Accountant");
    expect(readTitle(describedById("marketing-manager-notes"))).toBe("Marketing manager");
    expect(readTitle(describedById("chef-de-partie-edinburgh"))).toBe("chef de partie");
  });

  it("finds a title in every description that names one, and none in text about something else", () => {
    const named = WORK_DESCRIPTIONS.filter((description) => !description.id.endsWith("verbs-only"));
    for (const description of named) expect(readTitle(description.text), description.id).not.toBeNull();
    expect(readTitle("I love my family and my dog, and we go walking every weekend in the hills near our house.")).toBe(
      null,
    );
    expect(
      readTitle("This is a great opportunity. As a result of the merger, the company is a leader in logistics."),
    ).toBe(null);
  });

  it("gives the description's clauses as duties, and its title and years to the profile", () => {
    const lines = splitIntoSections(toResumeLines(describedById("payroll-ap-leeds")));
    expect(readDescribedDuties(lines)).toContain("process supplier invoices");
    const profile = extractResumeProfile(describedById("payroll-ap-leeds"), { now: NOW });
    expect(profile.jobTitle).toBe("payroll and accounts payable specialist");
    expect(profile.yearsOfExperience).toBe(6);
    expect(profile.responsibilities).toContain("reconcile the purchase ledger");
  });

  it("leaves a resume as it was: its job header is the title and its bullets the duties", () => {
    const profile = extractResumeProfile(truckDriverPlainResume, { now: NOW });
    expect(profile.jobTitle).toBe("Over-the-Road Truck Driver");
    expect(profile.responsibilities[0]).toBe(
      "Haul dry van and reefer loads across 14 states, averaging 2,500 miles a week",
    );
  });
});
