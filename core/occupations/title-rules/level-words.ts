/**
 * Level words that say how far along someone is in the work the rest of the title names, dropped
 * as "senior" and "trainee" are (SOC codes lead workers and interns with the work they do). Titles
 * the indexes list with the word keep it ("Pharmacy intern", "Lead burner", "Apprentice roofer"),
 * and so does the word alone ("Intern": a medical intern): the stage is guarded.
 */
import type { TitleRule } from "./title-rule";

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
