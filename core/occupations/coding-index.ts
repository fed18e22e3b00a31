/**
 * The official occupation coding indexes (the Census Bureau's Alphabetical Index of Occupations and
 * the BLS SOC Direct Match Title File) as title evidence: how their rows are read into titles people
 * write, which dataset occupations a code covers, what an industry restriction says about the
 * visitor's industry, and the stable train/development split the evaluation uses.
 */
import { INDUSTRIES, type IndexTitle, type Industry, type Occupation } from "./dataset";
import { tokenizeJobTitle } from "./normalize-job-title";
import { stemWord } from "./stem-word";

/** Bit of one form industry in `IndexTitle.industries`. */
export function industryBit(industry: Industry): number {
  return 1 << INDUSTRIES.indexOf(industry);
}

/**
 * Census 2017/2022 industry code ranges (4 digits) → the assessment form's industries. The form is
 * coarse, so construction, transport, utilities, food service, government and the like are "other";
 * software publishing, data processing and computer systems design are "technology".
 */
const CENSUS_INDUSTRY_RANGES: readonly [number, number, Industry][] = [
  [170, 690, "other"],
  [770, 770, "other"],
  [1070, 3990, "manufacturing"],
  [4070, 5790, "retail"],
  [6070, 6390, "other"],
  [6470, 6480, "other"],
  [6490, 6490, "technology"],
  [6570, 6690, "other"],
  [6672, 6695, "technology"],
  [6770, 6780, "other"],
  [6870, 7190, "finance"],
  [7270, 7370, "other"],
  [7380, 7380, "technology"],
  [7390, 7790, "other"],
  [7860, 7890, "education"],
  [7970, 8470, "healthcare"],
  [8560, 9920, "other"],
];

/**
 * The form industries a Census index restriction limits a title to, as a bit set (0 = any).
 * "(0770)" or "1990, 6471" or "1470-1670" list the industries the title is coded for; "Exc. …"
 * (every industry but), "\ Any not listed" and class-of-worker marks (GOV, OWN, PR) say nothing
 * about the visitor's industry and give 0.
 */
export function censusRestrictionIndustries(restriction: string): number {
  const text = restriction.trim();
  if (text === "" || /exc|any|not listed/i.test(text)) return 0;
  let mask = 0;
  // Codes and ranges, possibly after a word ("Bookmobile 6770", "Coke 2670").
  for (const range of text.matchAll(/(\d{3,4})\s*(?:-\s*(\d{3,4}))?/g)) {
    const low = Number(range[1]);
    const high = range[2] === undefined ? low : Number(range[2]);
    for (const [rangeLow, rangeHigh, industry] of CENSUS_INDUSTRY_RANGES)
      if (rangeLow <= high && rangeHigh >= low) mask |= industryBit(industry);
  }
  return mask;
}

/**
 * The dataset occupations an index code covers. A detailed SOC code ("15-1252") gives its base
 * O*NET occupation (".00"), or every O*NET specialisation when the dataset has no base one; a broad
 * code (ending in 0, "51-9120") or an aggregate ("51-91XX", "47-4XXX", "51-609X") gives every
 * detailed occupation under its prefix. Codes matching nothing give an empty list.
 */
export function expandIndexCode(code: string, datasetCodes: readonly string[]): string[] {
  const trimmed = code.trim().toUpperCase();
  if (!/^\d\d-[\dX]{4}$/.test(trimmed)) return [];
  let prefix: string;
  if (trimmed.includes("X")) prefix = trimmed.slice(0, trimmed.indexOf("X"));
  else if (trimmed.endsWith("0")) prefix = trimmed.slice(0, 6);
  else {
    const base = `${trimmed}.00`;
    if (datasetCodes.includes(base)) return [base];
    prefix = `${trimmed}.`;
  }
  return datasetCodes.filter((candidate) => candidate.startsWith(prefix));
}

/**
 * A coding-index title in the order people write it. The index files put the role noun first:
 * "Engineer, civil" → "civil engineer", "Mechanic gun" → "gun mechanic" (when the first word is a
 * role noun, `isRoleNoun`, and the last is not: "Nurse practitioner" stays), and "\ ns" ("not specified") is dropped. Other titles stay as they are.
 */
export function peopleOrderTitle(title: string, isRoleNoun: (word: string) => boolean): string {
  const cleaned = cleanIndexTitle(title);
  const comma = /^([^,]+),\s*([^,]+)$/.exec(cleaned);
  if (comma) return `${comma[2] ?? ""} ${comma[1] ?? ""}`.trim();
  const words = cleaned.split(" ");
  const first = (words[0] ?? "").toLowerCase();
  const last = (words[words.length - 1] ?? "").toLowerCase();
  if (words.length >= 2 && !/\b(?:of|and|for|in|or)\b/i.test(cleaned) && isRoleNoun(first) && !isRoleNoun(last))
    return [...words.slice(1), words[0]].join(" ");
  return cleaned;
}

/**
 * An index title without the coder's notes: what follows a backslash ("\\ ns", "\\ Any not
 * listed"), exclusions ("Mechanic industrial exc truck" → "Mechanic industrial", since a title
 * never includes what it excludes), education levels ("… less than bachelors degree") and "or ns".
 */
export function cleanIndexTitle(title: string): string {
  return title
    .replace(/\\.*$/, " ")
    .replace(/\s+exc(?:ept)?\.?\s.*$/i, " ")
    .replace(
      /\b(?:less than\s+)?(?:high school diploma|associate degree|bachelors degree|masters degree|professional degree|doctorate)(?:\s+or\s+(?:higher|less))?/gi,
      " ",
    )
    .replace(/\b(?:general\s+)?or\s+ns\b|\bany activity\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Order-free key of a title: its normalised tokens, sorted ("Engineer, civil" and "civil engineer" share it). */
export function titleKey(title: string): string {
  return [...tokenizeJobTitle(title)].sort().join(" ");
}

/** FNV-1a 32-bit hash of a string (stable across runs and platforms). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The evaluation split of a coding-index title O*NET does not list: 20% by a stable hash of its
 * order-free key are "dev" (development: never used for tuning), the rest "train". `fold` further
 * splits train titles into five folds for cross-fitting (0–4).
 */
export function splitOfTitleKey(key: string): { part: "train" | "dev"; fold: number } {
  const hash = hashString(key);
  const bucket = hash % 100;
  return { part: bucket < 20 ? "dev" : "train", fold: Math.floor(hash / 100) % 5 };
}

/** A title is listed under at most this many occupations (see `readCodingIndex`). */
export const MAX_LISTED_SPREAD = 6;

/** One row of a coding index: a title as the index writes it, its SOC code and its industry limit. */
export interface CodingIndexRow {
  title: string;
  /** SOC 2018 code as the index gives it: detailed, broad (ends in 0) or an X aggregate. */
  code: string;
  /** As `IndexTitle.industries`. */
  industries: number;
}

/** A title of the coding indexes, grouped over its rows: the occupations any of them codes it to. */
export interface CodingIndexTitle {
  /** Order-free key (`titleKey`). */
  key: string;
  /** The title in the order people write it (from its first row). */
  title: string;
  /** Dataset occupation codes its rows cover. */
  codes: string[];
  /** True when some O*NET title (any occupation, any list) has the same key. */
  listedByOnet: boolean;
}

/** Order-free keys of every O*NET title of every occupation (own, alternate, short, reported). */
function collectOnetKeys(occupations: readonly Occupation[]): Set<string> {
  const keys = new Set<string>();
  for (const occupation of occupations)
    for (const title of [
      occupation.title,
      ...occupation.alternateTitles,
      ...occupation.shortTitles,
      ...occupation.reportedTitles,
    ])
      keys.add(titleKey(title));
  return keys;
}

/**
 * A role-noun test for `peopleOrderTitle`: words that end at least three O*NET titles ("mechanic",
 * "engineer", "technician"), compared by stem.
 */
export function createRoleNounTest(occupations: readonly Occupation[]): (word: string) => boolean {
  const counts = new Map<string, number>();
  for (const occupation of occupations)
    for (const title of [occupation.title, ...occupation.alternateTitles, ...occupation.reportedTitles]) {
      const words = title.toLowerCase().match(/[a-z]+/g);
      const last = words?.[words.length - 1];
      if (last !== undefined) counts.set(stemWord(last), (counts.get(stemWord(last)) ?? 0) + 1);
    }
  return (word) => (counts.get(stemWord(word)) ?? 0) >= 3;
}

/**
 * Reads coding-index rows against a dataset: each row in people's order (plus the index's own
 * order when the words differ in order), expanded to the dataset occupations its code covers.
 * Returns per occupation code the titles to list (`IndexTitle`, sorted, titles the occupation
 * already lists in O*NET left out) and the grouped titles with their answer codes (for evaluation).
 * `keep` filters titles by key (evaluation builds its index without development titles).
 */
export function readCodingIndex(
  occupations: readonly Occupation[],
  rows: readonly CodingIndexRow[],
  { keep = () => true }: { keep?: (key: string, listedByOnet: boolean) => boolean } = {},
): { titlesByCode: Map<string, IndexTitle[]>; titles: CodingIndexTitle[] } {
  const codes = occupations.map((occupation) => occupation.code);
  const onetKeys = collectOnetKeys(occupations);
  const ownKeys = new Map(
    occupations.map((occupation) => [
      occupation.code,
      new Set(
        [occupation.title, ...occupation.alternateTitles, ...occupation.shortTitles, ...occupation.reportedTitles].map(
          titleKey,
        ),
      ),
    ]),
  );
  const isRoleNoun = createRoleNounTest(occupations);
  const expanded = new Map<string, string[]>();
  const grouped = new Map<string, CodingIndexTitle>();
  const listed = new Map<string, Map<string, IndexTitle>>();
  for (const row of rows) {
    const people = peopleOrderTitle(row.title, isRoleNoun);
    const key = titleKey(people);
    if (key === "") continue;
    let targets = expanded.get(row.code);
    if (!targets) {
      targets = expandIndexCode(row.code, codes);
      expanded.set(row.code, targets);
    }
    if (targets.length === 0) continue;
    const listedByOnet = onetKeys.has(key);
    const group = grouped.get(key) ?? { key, title: people, codes: [], listedByOnet };
    for (const code of targets) if (!group.codes.includes(code)) group.codes.push(code);
    grouped.set(key, group);
    if (!keep(key, listedByOnet)) continue;
    const raw = cleanIndexTitle(row.title);
    // The index's inverted form is kept beside people's order when it is written with a comma
    // ("Engineer, civil"); other word orders ("Mechanic gun") are index conventions nobody types.
    const forms =
      raw.includes(",") && raw.replace(/,/g, "").toLowerCase() !== people.toLowerCase() ? [people, raw] : [people];
    // A title coded to a wide aggregate ("51-91XX", twenty occupations) says little about any one of
    // them and would be repeated under each: it stays an evaluation answer but is not listed.
    if (targets.length > MAX_LISTED_SPREAD) continue;
    for (const code of targets) {
      if (ownKeys.get(code)?.has(key)) continue;
      let byTitle = listed.get(code);
      if (!byTitle) {
        byTitle = new Map();
        listed.set(code, byTitle);
      }
      for (const form of forms) {
        const before = byTitle.get(form.toLowerCase());
        byTitle.set(form.toLowerCase(), {
          title: form,
          industries:
            before === undefined
              ? row.industries
              : before.industries === 0 || row.industries === 0
                ? 0
                : before.industries | row.industries,
        });
      }
    }
  }
  const titlesByCode = new Map<string, IndexTitle[]>();
  for (const [code, byTitle] of listed)
    titlesByCode.set(
      code,
      [...byTitle.values()].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
    );
  return { titlesByCode, titles: [...grouped.values()] };
}
