import { foldAccents } from "../occupations/foreign-titles/fold-title";
import { ROLE_NOUNS, ROLE_SUFFIXES } from "../occupations/title-rules/role-nouns";
import { FOREIGN_ROLE_PATTERN } from "./foreign-role-words";

// A line holding a noun that names a job, in the job-header part of an experience entry, is taken
// as a job title. The nouns and the professions' endings are shared tables of the title rules; the
// German and French role words are the reader's own (`foreign-role-words.ts`).
const ROLE_WORDS = [...ROLE_NOUNS.words, ...ROLE_SUFFIXES.words].map(({ word }) => word);
const ROLE_PATTERN = new RegExp(`\\b(?:${ROLE_WORDS.join("|")})s?\\b`, "i");

export function hasRoleKeyword(text: string): boolean {
  return ROLE_PATTERN.test(text) || FOREIGN_ROLE_PATTERN.test(foldAccents(text));
}
