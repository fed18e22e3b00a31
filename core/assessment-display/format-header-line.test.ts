import { describe, expect, it } from "vitest";
import {
  formatExperienceYears,
  formatHeaderLine,
  formatIndustry,
  formatShortUsDate,
  titleCaseJobTitle,
} from "./format-header-line";

describe("titleCaseJobTitle", () => {
  it.each([
    ["senior software engineer", "Senior Software Engineer"],
    ["SENIOR ACCOUNTANT", "Senior Accountant"],
    ["head of customer success", "Head of Customer Success"],
    ["qa lead", "QA Lead"],
    ["iOS developer", "iOS Developer"],
    ["co-founder", "Co-Founder"],
    ["  registered   nurse ", "Registered Nurse"],
    // Abbreviations keep their case (issue 36: "Payroll and Ap Specialist").
    ["Payroll and AP Specialist", "Payroll and AP Specialist"],
    ["payroll and ap specialist", "Payroll and AP Specialist"],
    ["HR/IT Coordinator", "HR/IT Coordinator"],
    ["CNC machinist", "CNC Machinist"],
    ["UX designer", "UX Designer"],
    ["PAYROLL AND AP SPECIALIST", "Payroll and AP Specialist"],
  ])("turns %j into %j", (input, expected) => {
    expect(titleCaseJobTitle(input)).toBe(expected);
  });

  it("defaults to Professional when the job title is missing or blank", () => {
    expect(titleCaseJobTitle(undefined)).toBe("Professional");
    expect(titleCaseJobTitle("   ")).toBe("Professional");
  });
});

describe("formatExperienceYears", () => {
  it.each([
    ["2-5", "3.5 years experience"],
    ["3-5", "4 years experience"],
    ["6-10", "8 years experience"],
    ["0-2", "1 year experience"],
    ["2 – 5 years", "3.5 years experience"],
    ["10+", "10+ years experience"],
    ["10+ years", "10+ years experience"],
    ["8 years", "8 years experience"],
    ["Senior level, about 12 yrs in the field", "12 years experience"],
    ["7", "7 years experience"],
    ["6.25 years", "6.3 years experience"],
  ])("shows %j as %j", (input, expected) => {
    expect(formatExperienceYears(input)).toBe(expected);
  });

  it("gives nothing when no figure can be found", () => {
    expect(formatExperienceYears("Entry level")).toBeNull();
    expect(formatExperienceYears("")).toBeNull();
    expect(formatExperienceYears(null)).toBeNull();
  });
});

describe("formatIndustry", () => {
  it("shows technology and Information Technology as IT", () => {
    expect(formatIndustry("technology")).toBe("IT");
    expect(formatIndustry("Information Technology")).toBe("IT");
  });

  it("defaults a missing industry to Information Technology, shown as IT", () => {
    expect(formatIndustry(undefined)).toBe("IT");
    expect(formatIndustry(" ")).toBe("IT");
  });

  it.each([
    ["healthcare", "Healthcare"],
    ["finance", "Finance"],
    ["education", "Education"],
    ["manufacturing", "Manufacturing"],
    ["retail", "Retail"],
    ["other", "Other"],
    ["logistics and transport", "Logistics and Transport"],
  ])("shows %j as %j", (input, expected) => {
    expect(formatIndustry(input)).toBe(expected);
  });
});

describe("formatShortUsDate", () => {
  it("writes month/day/year without leading zeros", () => {
    expect(formatShortUsDate({ date: "2026-11-22T10:00:00Z" })).toBe("11/22/2026");
    expect(formatShortUsDate({ date: new Date("2026-01-05T10:00:00Z") })).toBe("1/5/2026");
  });

  it("uses the time zone it is given, so a late-evening assessment keeps the visitor's date", () => {
    const lateEveningInNewYork = "2026-11-23T03:30:00Z";
    expect(formatShortUsDate({ date: lateEveningInNewYork })).toBe("11/23/2026");
    expect(formatShortUsDate({ date: lateEveningInNewYork, timeZone: "America/New_York" })).toBe("11/22/2026");
  });

  it("gives nothing for a missing or invalid date", () => {
    expect(formatShortUsDate({ date: undefined })).toBeNull();
    expect(formatShortUsDate({ date: "not a date" })).toBeNull();
  });
});

describe("formatHeaderLine", () => {
  it("joins title, experience, industry and date with vertical bars", () => {
    const line = formatHeaderLine({
      assessment: {
        jobTitle: "senior data analyst",
        experienceLevel: "2-5",
        industry: "finance",
        createdAt: "2026-11-22T12:00:00Z",
      },
    });
    expect(line).toBe("Senior Data Analyst | 3.5 years experience | Finance | 11/22/2026");
  });

  it("falls back to Professional and IT and leaves out parts it cannot derive", () => {
    const line = formatHeaderLine({
      assessment: { jobTitle: "", experienceLevel: "not stated", createdAt: "2026-03-09T12:00:00Z" },
    });
    expect(line).toBe("Professional | IT | 3/9/2026");
  });
});
