/**
 * Level words that say how far along someone is in the work the rest of the title names, dropped
 * as "senior" and "trainee" are (SOC codes lead workers and interns with the work they do). Titles
 * the indexes list with the word keep it ("Pharmacy intern", "Lead burner", "Apprentice roofer"),
 * and so does the word alone ("Intern": a medical intern): the stage is guarded.
 */
import type { TitleRule, TitleWordTable } from "./title-rule";

/** Titles the level stage looks at; others skip it. */
export const LEVEL_TITLE = /\b(?:intern|lead|apprentice|principal|staff|associate|master|journeyman)/i;

export const LEVEL_WORDS: readonly TitleRule[] = [
  {
    pattern: /\b(?:summer\s+)?intern(?:s|ship)?\b/gi,
    becomes: " ",
    example: "Software Engineering Internship",
    reads: "Software Engineering",
    code: "15-1252.00",
    why: "An intern does the work the rest of the title names, and SOC codes interns with it.",
  },
  {
    pattern: /\bapprentice\b/gi,
    becomes: " ",
    example: "Apprentice Data Analyst",
    reads: "Data Analyst",
    code: "15-2051.00",
    why: "The Census codes apprentices with their trade.",
  },
  {
    pattern: /\b(shift|store|floor|line|dock|stock)\s+lead\s*$/gi,
    becomes: "$1 supervisor",
    example: "Shift Lead",
    reads: "Shift supervisor",
    code: "41-1011.00",
    why: 'A shift, store or floor lead runs a shift, as the Census codes a "Shift leader" (as a metal word, "lead" drew "Shift Lead" to metal casting).',
  },
  {
    pattern: /\b(crew|team)\s+lead\s*$/gi,
    becomes: "$1 leader",
    example: "Crew Lead",
    reads: "Crew leader",
    code: "51-1011.00",
    why: 'A crew or team lead is the indexes\' "Crew leader" or "Team leader".',
  },
  {
    pattern: /^\s*lead\b(?!\s+gen)|\blead\s*$/gi,
    becomes: " ",
    example: "Lead Cashier",
    reads: "Cashier",
    code: "41-2011.00",
    why: '"Lead" first or last is a level ("Lead Cashier", "Warehouse Lead"); titles rarely end in it otherwise.',
  },
  {
    pattern:
      /^\s*(?:principal|staff|associate|journeyman)\s+(?=[a-z])(?!(?:school|elementary|secondary|high|middle)\b)/gi,
    becomes: " ",
    example: "Principal Product Manager",
    reads: "Product Manager",
    code: "11-2021.00",
    why: "A principal, staff or associate product manager is a product manager (not a school principal, unless a school word follows).",
  },
  {
    pattern:
      /^\s*master\s+(?=(?:electrician|plumber|pipefitter|carpenter|mechanic|technician|welder|machinist|mason|bricklayer|barber|roofer|painter|tiler|locksmith|cabinetmaker|hvac)\b)/gi,
    becomes: " ",
    example: "Master Electrician",
    reads: "Electrician",
    code: "47-2111.00",
    why: "A master of a trade does the trade's work; a master scheduler or mariner keeps the word.",
  },
];

/**
 * Level words that lead titles in people's order too ("Principal Software Engineer", "Head
 * Waiter"): a title starting with one is not read the coding indexes' way round
 * (`title-readings.ts`, "Supervisor janitor" → "janitor supervisor").
 */
export const LEADING_LEVEL_WORDS: TitleWordTable = {
  why: "The word says how senior the person is, not which role heads the title, so moving it to the end would misread the title.",
  words: [
    { word: "principal", example: "Principal Janitor", code: "37-2011.00" },
    { word: "senior", example: "Senior Janitor", code: "37-2011.00" },
    { word: "sr", example: "Sr Janitor", code: "37-2011.00" },
    { word: "junior", example: "Junior Janitor", code: "37-2011.00" },
    { word: "jr", example: "Jr Janitor", code: "37-2011.00" },
    { word: "lead", example: "Lead Janitor", code: "37-2011.00" },
    { word: "staff", example: "Staff Janitor", code: "37-2011.00" },
    { word: "chief", example: "Chief Janitor", code: "37-1011.00" },
    { word: "head", example: "Head Janitor", code: "37-1011.00" },
    { word: "associate", example: "Associate Janitor", code: "37-2011.00" },
    { word: "assistant", example: "Assistant Janitor", code: "37-2011.00" },
    { word: "deputy", example: "Deputy Janitor", code: "37-2011.00" },
    { word: "executive", example: "Executive Janitor", code: "37-2011.00" },
    { word: "master", example: "Master Janitor", code: "37-2011.00" },
    { word: "journeyman", example: "Journeyman Janitor", code: "37-2011.00" },
    { word: "apprentice", example: "Apprentice Janitor", code: "37-2011.00" },
    { word: "trainee", example: "Trainee Janitor", code: "37-2011.00" },
    { word: "intern", example: "Intern Janitor", code: "37-2011.00" },
    { word: "student", example: "Student Janitor", code: "37-2011.00" },
    { word: "general", example: "General Janitor", code: "37-2011.00" },
  ],
};

/**
 * Head nouns (stems) that name a rank rather than a kind of work: as the head of a query their
 * feature weighs less (`lookupTitleFeatures`), so the domain words decide ("VP of Marketing").
 */
export const RANK_HEADS: TitleWordTable = {
  why: "A rank heads titles in every field; weighed as a full head noun it pulled the ranking to any occupation with the rank, whatever the work.",
  words: [
    { word: "president", example: "Bank President", code: "11-1011.00" },
    { word: "director", example: "Marketing Director", code: "11-2021.00" },
    { word: "manager", example: "Marketing Manager", code: "11-2021.00" },
    { word: "chief", example: "Police Chief", code: "33-1012.00" },
    { word: "head", example: "Department Head", code: "41-1011.00" },
    { word: "officer", example: "Loan Officer", code: "13-2072.00" },
    { word: "lead", example: "Warehouse Lead", code: "53-1042.00" },
    { word: "supervisor", example: "Warehouse Supervisor", code: "53-1042.00" },
    { word: "executiv", example: "Account Executive", code: "41-4012.00" },
  ],
};
