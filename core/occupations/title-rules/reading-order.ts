/**
 * The declared order in which the title rules run (ADR 007). A written title is read:
 * 1. `REWRITE_STAGES`, pure text: foreign titles (accents folded, gender tags dropped), school
 *    grades, typed titles, then the words of the Commonwealth countries;
 * 2. `CONTRACT_STAGE`, guarded: "contract" words that say how someone is employed;
 * 3. in `read-title-query.ts`: compound words split, the noise around the title cut away
 *    (`strip-title-noise.ts`: places, dates, placeholders, employers), compound words joined;
 * 4. `LEVEL_STAGE`, guarded: level words ("intern", "lead", "principal").
 * Abbreviations and noise words are expanded and dropped word by word when the title is tokenised
 * (`normalize-job-title.ts`), the same way for indexed titles and typed ones.
 */
import { applyRuleStage, type RuleStage } from "./apply-title-rules";
import { COMMONWEALTH_TITLES } from "./commonwealth-titles";
import { CONTRACT_TITLE, CONTRACT_WORDS } from "./contract-words";
import { FRENCH_TITLES } from "./french-titles";
import { FRENCH_TRADE_TITLES } from "./french-trade-titles";
import { GENDER_TAGS, GERMAN_TITLES } from "./german-titles";
import { GERMAN_TRADE_TITLES } from "./german-trade-titles";
import { LEVEL_TITLE, LEVEL_WORDS } from "./level-words";
import { NO_JOB_TITLES } from "./no-job-titles";
import { PLATFORM_AND_OFFICE_TITLES } from "./platform-and-office-titles";
import { SCHOOL_GRADE_TITLES, TEACHER_TITLE } from "./school-grade-titles";
import { SPANISH_TITLES } from "./spanish-titles";
import { TRADE_AND_TEAM_TITLES } from "./trade-and-team-titles";

/** Accents removed ("Infirmière" → "Infirmiere", "Geschäftsführer" → "Geschaftsfuhrer"), "ß" as "ss". */
function foldAccents(text: string): string {
  return text.replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/** French first: its "ingénieur logiciel" is more than German's bare "Ingenieur". */
export const FOREIGN_STAGE: RuleStage = {
  name: "foreign titles",
  rules: [
    ...GENDER_TAGS,
    ...FRENCH_TITLES,
    ...FRENCH_TRADE_TITLES,
    ...GERMAN_TITLES,
    ...GERMAN_TRADE_TITLES,
    ...SPANISH_TITLES,
  ],
  when: "any-rule",
  prepare: foldAccents,
  tidy: "when-changed",
};

export const SCHOOL_GRADE_STAGE: RuleStage = { name: "school grades", rules: SCHOOL_GRADE_TITLES, when: TEACHER_TITLE };

export const TYPED_STAGE: RuleStage = {
  name: "typed titles",
  rules: [...PLATFORM_AND_OFFICE_TITLES, ...TRADE_AND_TEAM_TITLES],
};

export const COMMONWEALTH_STAGE: RuleStage = { name: "commonwealth titles", rules: COMMONWEALTH_TITLES };

export const REWRITE_STAGES: readonly RuleStage[] = [
  FOREIGN_STAGE,
  SCHOOL_GRADE_STAGE,
  TYPED_STAGE,
  COMMONWEALTH_STAGE,
];

export const CONTRACT_STAGE: RuleStage = {
  name: "contract words",
  rules: CONTRACT_WORDS,
  when: CONTRACT_TITLE,
  tidy: "always",
  guarded: true,
};

export const LEVEL_STAGE: RuleStage = {
  name: "level words",
  rules: LEVEL_WORDS,
  when: LEVEL_TITLE,
  tidy: "always",
  guarded: true,
};

/** Every stage in the order a title meets it. */
export const RULE_STAGES: readonly RuleStage[] = [...REWRITE_STAGES, CONTRACT_STAGE, LEVEL_STAGE];

/** The title with German, French and Spanish job titles written in English. */
export function translateForeignTitles(title: string): string {
  return applyRuleStage({ stage: FOREIGN_STAGE, text: title });
}

/**
 * True when one of the hand-written German, French or Spanish title rules (a gender tag aside)
 * reads the title: the foreign-title stage leaves such a title to them (ADR 031), as they hold
 * only what ESCO's labels do not.
 */
export function readsHandWrittenForeignTitle(title: string): boolean {
  let fired = false;
  applyRuleStage({
    stage: FOREIGN_STAGE,
    text: title,
    onFired: (rule) => {
      if (!GENDER_TAGS.includes(rule)) fired = true;
    },
  });
  return fired;
}

/** The title with the grades a teacher names rewritten into school levels. */
export function rewriteSchoolGrades(title: string): string {
  return applyRuleStage({ stage: SCHOOL_GRADE_STAGE, text: title });
}

/** True when the whole title is a status, not a job (`NO_JOB_TITLES`). */
export function describesNoJob(title: string): boolean {
  return NO_JOB_TITLES.some((rule) => rule.pattern.test(title));
}
