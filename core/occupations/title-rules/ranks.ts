/**
 * Ranks that name a job only with the function after them ("Director, Product Marketing", "Vice
 * President, Commercial Lending"). Both readers use `BARE_RANK`: the title matcher keeps such a
 * title's comma segments together (`read-title-query.ts`), and the resume reader joins the rank to
 * the function in the next comma piece (`core/resume-profile/extract-job-title.ts`).
 */
import { alternationOf, type TitleWordTable } from "./title-rule";

/** Rank words, as regular-expression sources. */
export const RANK_WORDS: TitleWordTable = {
  why: "Alone the rank names no work; the function after the comma does, and must not be taken for an employer.",
  words: [
    { word: String.raw`vice\s+president`, example: "Vice President, Product Marketing", code: "11-2021.00" },
    { word: "[seag]?vp", example: "SVP, Product Marketing", code: "11-2021.00" },
    { word: "director", example: "Director, Product Marketing", code: "11-2021.00" },
    { word: "manager", example: "Manager, Product Marketing", code: "11-2021.00" },
    { word: "head", example: "Head, Product Marketing", code: "11-2021.00" },
    { word: "lead", example: "Lead, Product Marketing", code: "11-2021.00" },
    { word: "chief", example: "Chief, Product Marketing", code: "11-2021.00" },
    { word: "officer", example: "Officer, Product Marketing", code: "11-2021.00" },
    { word: "supervisor", example: "Supervisor, Product Marketing", code: "11-2021.00" },
    { word: "coordinator", example: "Coordinator, Product Marketing", code: "11-2021.00" },
    { word: "specialist", example: "Specialist, Product Marketing", code: "13-1161.00" },
    { word: "analyst", example: "Analyst, Product Marketing", code: "13-1161.00" },
    { word: "consultant", example: "Consultant, Product Marketing", code: "13-1111.00" },
    { word: "advis[eo]r", example: "Advisor, Product Marketing", code: "11-2021.00" },
    { word: "administrator", example: "Administrator, Product Marketing", code: "11-2021.00" },
  ],
};

/** Words that may come before a rank and leave it bare ("Senior Director", "Regional Manager"). */
export const RANK_QUALIFIERS: TitleWordTable = {
  why: "A qualified rank is still only a rank: the function after the comma names the work.",
  words: [
    { word: "senior", example: "Senior Director, Product Marketing", code: "11-2021.00" },
    { word: String.raw`sr\.?`, example: "Sr. Director, Product Marketing", code: "11-2021.00" },
    { word: "assistant", example: "Assistant Director, Product Marketing", code: "11-2021.00" },
    { word: "associate", example: "Associate Director, Product Marketing", code: "11-2021.00" },
    { word: "deputy", example: "Deputy Director, Product Marketing", code: "11-2021.00" },
    { word: "executive", example: "Executive Director, Product Marketing", code: "11-2021.00" },
    { word: "group", example: "Group Director, Product Marketing", code: "11-2021.00" },
    { word: "regional", example: "Regional Director, Product Marketing", code: "11-2021.00" },
    { word: "area", example: "Area Director, Product Marketing", code: "11-2021.00" },
  ],
};

/** A rank alone, qualified or not ("Director", "Vice President", "Senior Manager"). */
export const BARE_RANK = new RegExp(
  String.raw`^(?:(?:${alternationOf(RANK_QUALIFIERS)})\s+)*(?:${alternationOf(RANK_WORDS)})$`,
  "i",
);
