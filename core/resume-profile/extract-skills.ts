import { countWords, isBulletLine, isSentenceLike, stripBullet, trimPunctuation } from "./bullet-lines";
import { hasDateRange } from "./date-ranges";
import { CERTIFICATION_HINT, uniqueItems } from "./list-items";
import type { SectionedLine } from "./resume-sections";

const MAX_SKILLS = 60;
const MAX_SKILL_WORDS = 6;
const MAX_SKILL_LENGTH = 50;
// List separators. A slash without spaces is part of a skill ("CI/CD", "TCP/IP").
const SKILL_SEPARATOR = /\s*(?:[,;|•·▪●◦♦◆■]|\s\/\s)\s*|\s{2,}/;
// "Languages: Go, Python" — a short label before the list.
const LIST_LABEL = /^[^:]{1,40}:\s*(?=\S)/;

function isSkill(item: string): boolean {
  return (
    item.length > 0 &&
    item.length <= MAX_SKILL_LENGTH &&
    countWords(item) <= MAX_SKILL_WORDS &&
    /\p{L}/u.test(item) &&
    !/@|https?:|www\./i.test(item) &&
    !hasDateRange(item)
  );
}

const MIN_LIST_ITEMS = 3;
const MAX_LIST_ITEM_WORDS = 4;

function readSkillItems(line: string): string[] {
  const listed = stripBullet(line).replace(LIST_LABEL, "");
  const items = listed.split(SKILL_SEPARATOR).map((item) => trimPunctuation(stripBullet(item)).replace(/\.$/, ""));
  // A long line is a list only if it is made of several short items; otherwise it is an
  // achievement sentence that happens to contain commas.
  if (isSentenceLike(listed)) {
    const isList = items.length >= MIN_LIST_ITEMS && items.every((item) => countWords(item) <= MAX_LIST_ITEM_WORDS);
    if (!isList) return [];
  }
  return items.filter(isSkill);
}

/** Skills listed in skills sections, split on commas, bullets and pipes; original casing kept. */
export function extractSkills(lines: readonly SectionedLine[]): string[] {
  const items = lines
    .filter((line) => line.section === "skills" && !line.isHeading && line.text !== "")
    .filter((line) => !CERTIFICATION_HINT.test(line.text))
    .flatMap((line) => readSkillItems(line.text));
  return uniqueItems({ items, limit: MAX_SKILLS });
}

/** Sentence bullets under a skills heading, as functional resumes write achievements. */
export function extractSkillSectionSentences(lines: readonly SectionedLine[]): string[] {
  return lines
    .filter((line) => line.section === "skills" && !line.isHeading && isBulletLine(line.text))
    .map((line) => stripBullet(line.text))
    .filter((text) => isSentenceLike(text) || countWords(text) >= 6);
}
