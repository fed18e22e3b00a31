/**
 * Placeholders resume templates leave in a job line ("Sales Associate Company Name City",
 * "Cashier | City, State"). The title matcher cuts them out of a written title
 * (`strip-title-noise.ts`); the resume reader drops segments that are only a placeholder and cuts
 * placeholders run into a title (`core/resume-profile/classify-header-segment.ts`). Words are
 * regular-expression sources.
 */
import type { TitleWordTable } from "./title-rule";

/** Phrases that are always a template's placeholder. */
export const PLACEHOLDER_PHRASES: TitleWordTable = {
  why: "A template's placeholder names no work; left in, its words (company, title) drew occupations whose titles hold them.",
  words: [
    { word: String.raw`company\s+name`, example: "Cashier Company Name", code: "41-2011.00" },
    { word: String.raw`employer\s+name`, example: "Cashier Employer Name", code: "41-2011.00" },
    { word: String.raw`name\s+of\s+(?:the\s+)?company`, example: "Cashier, Name of the Company", code: "41-2011.00" },
    { word: String.raw`your\s+company`, example: "Cashier, Your Company", code: "41-2011.00" },
    { word: String.raw`organi[sz]ation\s+name`, example: "Cashier Organization Name", code: "41-2011.00" },
    { word: String.raw`job\s+title`, example: "Cashier Job Title", code: "41-2011.00" },
  ],
};

/**
 * Words that are placeholders when a placeholder phrase is present ("Company Name City"), or when
 * they stand alone between separators ("Cashier | City").
 */
export const PLACEHOLDER_WORDS: TitleWordTable = {
  why: "Beside a placeholder phrase or alone between separators the word is a template's blank for a place, a date or an employer, not part of the title.",
  words: [
    { word: "city", example: "Cashier | City", code: "41-2011.00" },
    { word: "state", example: "Cashier | State", code: "41-2011.00" },
    { word: "country", example: "Cashier | Country", code: "41-2011.00" },
    { word: "location", example: "Cashier | Location", code: "41-2011.00" },
    { word: String.raw`zip(?:\s+code)?`, example: "Cashier | Zip Code", code: "41-2011.00" },
    { word: "address", example: "Cashier | Address", code: "41-2011.00" },
    { word: "dates?", example: "Cashier | Dates", code: "41-2011.00" },
    { word: "present", example: "Cashier | Present", code: "41-2011.00" },
    { word: "current", example: "Cashier | Current", code: "41-2011.00" },
    { word: "now", example: "Cashier | Now", code: "41-2011.00" },
    { word: "today", example: "Cashier | Today", code: "41-2011.00" },
    { word: String.raw`to\s+date`, example: "Cashier | To Date", code: "41-2011.00" },
    { word: "company", example: "Cashier | Company", code: "41-2011.00" },
    { word: "employer", example: "Cashier | Employer", code: "41-2011.00" },
  ],
};

/** A form's label before the title ("Designation: Sales Executive", "Job Title: Nurse"), dropped by the resume reader (`core/resume-profile/classify-header-segment.ts`). */
export const TITLE_LABELS: TitleWordTable = {
  why: 'The label names the field, not the work; left in, "title" or "post" became part of the title.',
  words: [
    { word: "designation", example: "Designation: Sales Executive", code: "11-2022.00" },
    { word: String.raw`position(?:\s+held)?`, example: "Position held: Sales Executive", code: "11-2022.00" },
    { word: String.raw`current\s+position`, example: "Current Position: Sales Executive", code: "11-2022.00" },
    { word: String.raw`job\s+title`, example: "Job Title: Sales Executive", code: "11-2022.00" },
    { word: "title", example: "Title: Sales Executive", code: "11-2022.00" },
    { word: "role", example: "Role: Sales Executive", code: "11-2022.00" },
    { word: "post", example: "Post: Sales Executive", code: "11-2022.00" },
    { word: "job", example: "Job: Sales Executive", code: "11-2022.00" },
  ],
};

/** The resume reader's placeholders that are a whole segment of a job line for a place ("Cashier | City, State"). */
export const PLACE_PLACEHOLDER_SEGMENTS: TitleWordTable = {
  why: "A segment that is only a template's blank for a place (or says where the work is done) is no title.",
  words: [
    { word: "city", example: "Cashier | City", code: "41-2011.00" },
    { word: "town", example: "Cashier | Town", code: "41-2011.00" },
    { word: "state", example: "Cashier | State", code: "41-2011.00" },
    { word: "province", example: "Cashier | Province", code: "41-2011.00" },
    { word: "region", example: "Cashier | Region", code: "41-2011.00" },
    { word: "country", example: "Cashier | Country", code: "41-2011.00" },
    { word: "location", example: "Cashier | Location", code: "41-2011.00" },
    { word: "address", example: "Cashier | Address", code: "41-2011.00" },
    { word: "remote", example: "Cashier | Remote", code: "41-2011.00" },
    { word: "hybrid", example: "Cashier | Hybrid", code: "41-2011.00" },
    { word: "on-?site", example: "Cashier | On-site", code: "41-2011.00" },
    {
      word: String.raw`city\s*,?\s*(?:state|st|country|province|region|zip)(?:\s*,?\s*(?:zip|country))?`,
      example: "Cashier | City, State",
      code: "41-2011.00",
    },
  ],
};

/** The resume reader's placeholders that are a whole segment of a job line for the employer ("Cashier | Company Name"). */
export const COMPANY_PLACEHOLDER_SEGMENTS: TitleWordTable = {
  why: "A segment that is only a template's blank for the employer (or hides it) is no title.",
  words: [
    { word: "company", example: "Cashier | Company", code: "41-2011.00" },
    { word: "company name", example: "Cashier | Company Name", code: "41-2011.00" },
    { word: "employer", example: "Cashier | Employer", code: "41-2011.00" },
    { word: "employer name", example: "Cashier | Employer Name", code: "41-2011.00" },
    { word: "organi[sz]ation", example: "Cashier | Organisation", code: "41-2011.00" },
    { word: "organi[sz]ation name", example: "Cashier | Organization Name", code: "41-2011.00" },
    { word: "business name", example: "Cashier | Business Name", code: "41-2011.00" },
    { word: "confidential", example: "Cashier | Confidential", code: "41-2011.00" },
    { word: "client name", example: "Cashier | Client Name", code: "41-2011.00" },
    { word: "name of (?:company|employer)", example: "Cashier | Name of Employer", code: "41-2011.00" },
  ],
};

/**
 * Words before "name" in a placeholder run into the title when a resume lost its separators
 * ("Carpenter Company Name City"); the resume reader cuts from the placeholder to the end.
 */
export const RUN_IN_COMPANY_PLACEHOLDERS: TitleWordTable = {
  why: "With the separators lost, the placeholder and what follows it ran into the title the reader kept.",
  words: [
    { word: "company", example: "Carpenter Company Name City", code: "47-2031.00" },
    { word: "employer", example: "Carpenter Employer Name City", code: "47-2031.00" },
    { word: "organi[sz]ation", example: "Carpenter Organization Name City", code: "47-2031.00" },
    { word: "business", example: "Carpenter Business Name City", code: "47-2031.00" },
  ],
};

/** Place placeholders at the end of a title whose separators were lost ("Sales Associate City State"), cut by the resume reader. */
export const TRAILING_PLACE_PLACEHOLDERS: TitleWordTable = {
  why: "With the separators lost, a template's place blanks ran into the end of the title the reader kept.",
  words: [
    { word: "city", example: "Carpenter City", code: "47-2031.00" },
    { word: "state", example: "Carpenter State", code: "47-2031.00" },
    { word: "country", example: "Carpenter Country", code: "47-2031.00" },
    { word: "province", example: "Carpenter Province", code: "47-2031.00" },
    { word: "location", example: "Carpenter Location", code: "47-2031.00" },
    { word: "zip", example: "Carpenter Zip", code: "47-2031.00" },
  ],
};
