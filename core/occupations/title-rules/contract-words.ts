/**
 * Words that say how someone is employed, not what they do, dropped as "temporary" and "freelance"
 * are: "(Contract)", "contract to hire", "contract" before a role it does not name ("Contract
 * Nurse") or after the title, and "contractor" first ("Contractor - Data Analyst"). A title the
 * indexes list with the word keeps it (the stage is guarded). After other work ("Software Engineer
 * Contractor", "Roofing contractor") the ranking decides what the word says (`role-words.ts`).
 */
import type { TitleRule, TitleWordTable } from "./title-rule";

/** Roles whose work is contracts: "Contract Specialist", "Contract Manager" keep the word. */
export const CONTRACT_ROLES: TitleWordTable = {
  why: 'The role\'s work is contracts, so "contract" before it names the job rather than how it is employed.',
  words: [
    { word: "specialists?", example: "Contract Specialist", code: "13-1023.00" },
    { word: "managers?", example: "Contract Manager", code: "11-3061.00" },
    { word: "management", example: "Contract Management", code: "11-9021.00" },
    { word: "administrators?", example: "Contract Administrator", code: "13-1023.00" },
    { word: "admin", example: "Contract Admin", code: "13-1023.00" },
    { word: "analysts?", example: "Contract Analyst", code: "13-1023.00" },
    { word: "officers?", example: "Contract Officer", code: "11-3061.00" },
    { word: "coordinators?", example: "Contract Coordinator", code: "11-3061.00" },
    { word: "negotiators?", example: "Contract Negotiator", code: "13-1075.00" },
    { word: "attorneys?", example: "Contract Attorney", code: "23-1011.00" },
    { word: "lawyers?", example: "Contract Lawyer", code: "23-1011.00" },
    { word: "counsel", example: "Contract Counsel", code: "23-1011.00" },
    { word: "clerks?", example: "Contract Clerk", code: "43-4161.00" },
    { word: "assistants?", example: "Contract Assistant", code: "43-9061.00" },
    { word: "directors?", example: "Contract Director", code: "11-9199.00" },
    { word: "professionals?", example: "Contract Professional", code: "41-9022.00" },
    { word: "compliance", example: "Contract Compliance", code: "13-1041.04" },
    { word: "buyers?", example: "Contract Buyer", code: "13-1023.00" },
    { word: "estimators?", example: "Contract Estimator", code: "13-1051.00" },
    { word: "writers?", example: "Contract Writer", code: "27-3042.00" },
    { word: "auditors?", example: "Contract Auditor", code: "13-2011.00" },
    { word: "pricing", example: "Contract Pricing", code: "13-1023.00" },
    { word: "closeout", example: "Contract Closeout", code: "41-9022.00" },
  ],
};

const CONTRACT_ROLE = CONTRACT_ROLES.words.map(({ word }) => word).join("|");

/** Titles the contract stage looks at; others skip it. */
export const CONTRACT_TITLE = /\bcontract(?:or)?\b/i;

const HOW_EMPLOYED =
  "How someone is employed is not what they do: the word drew the ranking to contract specialists and trade contractors.";

export const CONTRACT_WORDS: readonly TitleRule[] = [
  {
    pattern: /\(\s*contract(?:or)?\s*\)|\bcontract[\s-]+to[\s-]+hire\b|\bon\s+contract\b/gi,
    becomes: " ",
    example: "Nurse (Contract)",
    reads: "Nurse",
    code: "29-1141.00",
    why: HOW_EMPLOYED,
  },
  {
    pattern: /^\W*contractors?\b/gi,
    becomes: " ",
    example: "Contractor - Data Analyst",
    reads: "- Data Analyst",
    code: "15-2051.00",
    why: HOW_EMPLOYED,
  },
  {
    // "contract" unless a role whose work is contracts follows (`CONTRACT_ROLES`).
    pattern: new RegExp(String.raw`\bcontract\b(?!\s+(?:${CONTRACT_ROLE})(?![a-z]))`, "gi"),
    becomes: " ",
    example: "Contract Software Engineer",
    reads: "Software Engineer",
    code: "15-1252.00",
    why: HOW_EMPLOYED,
  },
];
