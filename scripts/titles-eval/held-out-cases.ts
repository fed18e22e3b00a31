/**
 * The test titles of the ESCO split (ADR 031): every label form of the given occupations, per
 * language, as people would type one (a "Rechtsanwalt/Rechtsanwältin" label is two titles), each
 * once, a seeded sample when there are more than asked for; right when the top code is one the
 * occupation leads to (`rightCodes`). Titles of the reviewed regulated list are left out: their
 * code is the list's, not ESCO's.
 */
import {
  TITLE_LANGUAGES,
  type EscoOccupation,
  type TitleLanguage,
} from "../../core/occupations/foreign-titles/esco-titles";
import { titleKey } from "../../core/occupations/foreign-titles/fold-title";
import { splitLabelForms } from "../../core/occupations/foreign-titles/label-entries";
import { REGULATED_TITLES } from "../../core/occupations/foreign-titles/regulated-titles";

/** Held-out titles matched per language, at most. */
export const MAX_TITLES_PER_LANGUAGE = 1500;

/** A share at least this large makes a code one the occupation rightly leads to. */
const RIGHT_SHARE = 0.25;

/**
 * The codes a title of the occupation rightly reaches: its most likely code, and any other with a
 * real share (where the crosswalk and O*NET's own titles disagree, both are right).
 */
export function rightCodes(occupation: EscoOccupation): Set<string> {
  return new Set(
    occupation.onet.filter((_, position) => position === 0 || (occupation.shares[position] ?? 0) >= RIGHT_SHARE),
  );
}

export interface TitleCase {
  language: TitleLanguage;
  title: string;
  /** Codes counted right. */
  right: ReadonlySet<string>;
}

const REGULATED_KEYS = new Set(REGULATED_TITLES.flatMap((entry) => entry.titles.map(titleKey)));

export function collectHeldOutCases({
  occupations,
  seed: caseSeed,
  perLanguage = MAX_TITLES_PER_LANGUAGE,
  keep = () => true,
}: {
  occupations: readonly EscoOccupation[];
  seed: number;
  perLanguage?: number;
  /** Which titles to keep (all by default). */
  keep?: (item: TitleCase) => boolean;
}): TitleCase[] {
  const cases: TitleCase[] = [];
  let state = caseSeed >>> 0;
  const random = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (const language of TITLE_LANGUAGES) {
    const seen = new Set<string>();
    const forms: TitleCase[] = [];
    for (const occupation of occupations) {
      if (occupation.onet.length === 0) continue;
      const labels = occupation.labels[language];
      if (!labels) continue;
      for (const label of [labels.preferred, ...labels.other])
        for (const form of splitLabelForms(label)) {
          const key = titleKey(form);
          if (key === "" || seen.has(key) || REGULATED_KEYS.has(key)) continue;
          seen.add(key);
          const item = { language, title: form, right: rightCodes(occupation) };
          if (keep(item)) forms.push(item);
        }
    }
    for (let i = forms.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [forms[i], forms[j]] = [forms[j] as TitleCase, forms[i] as TitleCase];
    }
    cases.push(...forms.slice(0, perLanguage));
  }
  return cases;
}
