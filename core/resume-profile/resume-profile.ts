import { toResumeLines } from "./normalize-resume-lines";
import { splitIntoSections } from "./resume-sections";
import type { SectionedLine } from "./resume-sections";
import { extractName } from "./extract-name";
import { extractLocation } from "./extract-location";
import type { ResumeLocation } from "./extract-location";
import { extractJobTitle, isJobHeaderLine } from "./extract-job-title";
import { extractYearsInRole, extractYearsOfExperience, readSelfEmployed } from "./extract-years-of-experience";
import { extractSkills, extractSkillSectionSentences } from "./extract-skills";
import { extractCertifications } from "./extract-certifications";
import { extractEducation, isDegreeText } from "./extract-education";
import type { EducationEntry } from "./extract-education";
import { extractResponsibilities } from "./extract-responsibilities";
import { guessIndustry } from "./guess-industry";
import { readDescribedDuties, readDescribedTitle } from "./read-work-description";
import type { Industry } from "./guess-industry";

/**
 * What we read from a resume without an AI service. Contact details (email, phone, street
 * address) are deliberately absent: the profile is stored and shown, and they are not needed.
 */
export interface ResumeProfile {
  name: string | null;
  location: ResumeLocation | null;
  /** Current or most recent job title, as written. */
  jobTitle: string | null;
  /** Years of work experience to one decimal place. */
  yearsOfExperience: number | null;

  skills: string[];
  certifications: string[];
  education: EducationEntry[];
  responsibilities: string[];
  industry: Industry;
}

export interface ExtractResumeProfileOptions {
  /**
   * The date that "Present", "Current" or "Now" in a date range stands for. Pass it from the
   * request boundary (and a fixed date in tests) so the result is reproducible.
   */
  now?: Date;
}

export function createEmptyResumeProfile(): ResumeProfile {
  return {
    name: null,
    location: null,
    jobTitle: null,
    yearsOfExperience: null,
    skills: [],
    certifications: [],
    education: [],
    responsibilities: [],
    industry: "other",
  };
}

function readProfile({ lines, now }: { lines: readonly SectionedLine[]; now: Date }): ResumeProfile {
  const name = extractName(lines);
  const resumeTitle = extractJobTitle({ lines, now });
  // Without a job header or a headline, the text is read as a description of the work: the job from
  // its sentences, and the sentences as duties when no experience section gave any.
  const jobTitle = resumeTitle ?? readDescribedTitle(lines);
  const responsibilities = extractResponsibilities({ lines, fallback: extractSkillSectionSentences(lines) });
  return {
    name,
    location: extractLocation({ lines, name }),
    jobTitle,
    yearsOfExperience: extractYearsOfExperience({ lines, now }),

    skills: extractSkills(lines),
    certifications: extractCertifications({ lines, isDegreeLine: isDegreeText }),
    education: extractEducation(lines),
    responsibilities:
      resumeTitle === null && responsibilities.length === 0 ? readDescribedDuties(lines) : responsibilities,
    industry: guessIndustry({ lines, jobTitle, isJobHeader: isJobHeaderLine }),
  };
}

/**
 * Reads a profile from plain resume text (from a PDF/DOCX extraction or a paste). Never
 * throws: the input is whatever a visitor uploaded, so anything unreadable yields empty
 * fields rather than a failed assessment.
 */
export function extractResumeProfile(text: string, options: ExtractResumeProfileOptions = {}): ResumeProfile {
  const now = options.now ?? new Date();
  try {
    const lines = splitIntoSections(toResumeLines(text));
    if (lines.length === 0) return createEmptyResumeProfile();
    return readProfile({ lines, now });
  } catch {
    // A parsing bug must not cost the visitor their assessment; the fuzz tests keep this
    // path unused in practice.
    return createEmptyResumeProfile();
  }
}

/** What the advice needs beyond the profile (ADR 029): years in the current line of work, and whether it is the person's own business. */
export interface WorkTenure {
  /** Years in the current line of work (the person's own figure, else the dates of jobs with the same title). */
  yearsInRole: number | null;
  /** The most recent job is the person's own practice or business. */
  selfEmployed: boolean;
}

export function extractWorkTenure(text: string, options: ExtractResumeProfileOptions = {}): WorkTenure {
  const now = options.now ?? new Date();
  try {
    const lines = splitIntoSections(toResumeLines(text));
    const jobTitle = extractJobTitle({ lines, now }) ?? readDescribedTitle(lines);
    return {
      yearsInRole: extractYearsInRole({ lines, now, jobTitle }),
      selfEmployed: readSelfEmployed({ lines, now }),
    };
  } catch {
    return { yearsInRole: null, selfEmployed: false };
  }
}
