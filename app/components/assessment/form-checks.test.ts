import { describe, expect, it } from "vitest";
import { parseManualForm } from "./manual-form-schema";
import { checkPastedText } from "./pasted-text-check";
import { FILE_TOO_LARGE, INVALID_FILE_TYPE, checkResumeFile } from "./resume-file-check";

describe("checkResumeFile", () => {
  it("accepts PDF, DOC and DOCX in any letter case up to 10MB", () => {
    expect(checkResumeFile({ name: "cv.PDF", size: 10_485_760 })).toBeNull();
    expect(checkResumeFile({ name: "cv.doc", size: 1 })).toBeNull();
    expect(checkResumeFile({ name: "cv.Docx", size: 1 })).toBeNull();
  });

  it("refuses a file over 10485760 bytes and any other type", () => {
    expect(checkResumeFile({ name: "cv.pdf", size: 10_485_761 })).toBe(
      "File too large. Please select a file smaller than 10MB.",
    );
    expect(FILE_TOO_LARGE).toBe("File too large. Please select a file smaller than 10MB.");
    expect(checkResumeFile({ name: "cv.txt", size: 10 })).toBe(INVALID_FILE_TYPE);
    expect(checkResumeFile({ name: "cv.pdf.exe", size: 10 })).toBe(
      "Invalid file type. Please select a PDF, DOC, or DOCX file.",
    );
  });
});

describe("checkPastedText", () => {
  it("asks for text when blank and for more when under 100 characters after trimming", () => {
    expect(checkPastedText("   ")).toEqual({
      title: "No Resume Text",
      description: "Please paste your resume text to analyze",
    });
    expect(checkPastedText(`  ${"a".repeat(99)}  `)?.title).toBe("Resume Too Short");
    expect(checkPastedText("a".repeat(100))).toBeNull();
  });
});

describe("parseManualForm", () => {
  it("reports every missing field with the exact message", () => {
    const result = parseManualForm({
      jobTitle: " ",
      industry: "",
      experienceLevel: "",
      skills: [],
      responsibilities: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        jobTitle: "Job title is required",
        industry: "Industry is required",
        experienceLevel: "Experience level is required",
        skills: "Skills are required",
        responsibilities: "Responsibilities are required",
      },
    });
  });

  it("joins the skills with commas for the request", () => {
    const result = parseManualForm({
      jobTitle: "Nurse",
      industry: "healthcare",
      experienceLevel: "3-5",
      skills: ["Triage", "Patient care"],
      responsibilities: "Care",
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        jobTitle: "Nurse",
        industry: "healthcare",
        experienceLevel: "3-5",
        skills: "Triage, Patient care",
        responsibilities: "Care",
      },
    });
  });
});
