import { describe, expect, it } from "vitest";
import { classifyHeading, splitIntoSections } from "./resume-sections";

describe("classifyHeading", () => {
  it.each([
    ["Experience", "experience"],
    ["PROFESSIONAL EXPERIENCE", "experience"],
    ["Work History", "experience"],
    ["Clinical Experience:", "experience"],
    ["WORK EXPERIENCE", "experience"],
    ["== SKILLS ==", "skills"],
    ["Core Competencies", "skills"],
    ["Technical Skills & Abilities", "skills"],
    ["Licenses & Certifications", "certifications"],
    ["LICENSURE", "certifications"],
    ["Education and Training", "education"],
    ["Qualifications", "education"],
    ["Summary of Qualifications", "summary"],
    ["Professional Profile", "summary"],
    ["Personal Details", "contact"],
    ["Volunteer Experience", "other"],
    ["Research Interests", "other"],
  ])("reads %j as a %s heading", (line, kind) => {
    expect(classifyHeading(line)).toEqual({ kind, rest: "" });
  });

  it("returns the list after a heading label on the same line", () => {
    expect(classifyHeading("Skills: Go, SQL")).toEqual({ kind: "skills", rest: "Go, SQL" });
  });

  it.each([
    "Research and Development Engineer",
    "Senior Software Engineer",
    "• Skills",
    "Name: Chloe Bennett",
    "Cloud & Tools: AWS, Docker",
    "Managed the education budget for 12 schools",
  ])("does not take %j for a heading", (line) => {
    expect(classifyHeading(line)).toBeNull();
  });
});

describe("splitIntoSections", () => {
  it("puts lines before the first heading in the header", () => {
    const sections = splitIntoSections(["Ana Silva", "Lisbon, Portugal", "", "Skills", "Excel"]);
    expect(sections.map((line) => line.section)).toEqual(["header", "header", "header", "skills", "skills"]);
  });

  it("returns to the work history when a dated job follows a sidebar block", () => {
    const lines = [
      "Experience",
      "Nurse, Mercy Hospital, 2020 - Present",
      "Skills",
      "Triage",
      "Staff Nurse",
      "City Clinic",
      "2015 - 2020",
    ];
    const sections = splitIntoSections(lines).map((line) => line.section);
    expect(sections).toEqual([
      "experience",
      "experience",
      "skills",
      "skills",
      "experience",
      "experience",
      "experience",
    ]);
  });
});
