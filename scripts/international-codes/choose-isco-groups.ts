/**
 * Which ISCO-08 group an O*NET occupation is shown under, and the others listed after it (ADR 034).
 *
 * The candidates are the groups the BLS ISCO-08 ↔ SOC crosswalk names for the occupation's SOC code
 * (official, but made at the 6-digit SOC level, and many-to-many). Among them, in this order:
 *
 * 1. a reviewed override (`isco-overrides.ts`), when one names a candidate;
 * 2. a group whose title holds every word of the O*NET title ("Chief Executives" in "Managing
 *    directors and chief executives");
 * 3. the most ESCO occupations the ESCO → O*NET crosswalk sends to this very O*NET code (weighted by
 *    that crosswalk's confidence): evidence at the 8-digit level the SOC-level table lacks;
 * 4. for an O*NET "All Other" occupation, ISCO's own "not elsewhere classified" group;
 * 5. the ESCO evidence for the occupation's SOC code as a whole (its sibling O*NET codes);
 * 6. the most of the occupation's own titles (O*NET title and alternate titles) that are also an
 *    ESCO label filed under the group;
 * 7. a full match before a partial one (the BLS table's "*");
 * 8. the most words shared by the O*NET title and the group's title;
 * 9. a group the ILO scores before one it does not; then the lower code.
 *
 * After the BLS candidates come groups only the ESCO crosswalk names for this O*NET code (most
 * evidence first): they are listed, and shown first only when the BLS table names no group, because
 * the BLS table is the official link.
 */

export type IscoCandidate = {
  code: string;
  /** True when every BLS row linking the SOC code to the group is marked partial ("*"). */
  partial: boolean;
};

export type IscoEvidence = {
  /** The O*NET title, e.g. "Registered Nurses". */
  title: string;
  /** The groups the BLS crosswalk names for the occupation's SOC code. */
  candidates: readonly IscoCandidate[];
  /** ISCO code → summed crosswalk confidence of ESCO occupations mapped to this O*NET code. */
  escoWeight: ReadonlyMap<string, number>;
  /** The same summed over every O*NET code of the occupation's SOC code. */
  socEscoWeight: ReadonlyMap<string, number>;
  /** ISCO code → how many of the occupation's own titles are an ESCO label in that group. */
  labelMatches: ReadonlyMap<string, number>;
  /** The reviewed override for this O*NET code, if any. */
  override: string | null;
};

export type IscoGroupFacts = {
  /** English group title (ESCO's ISCO-08 table). */
  titleOf: (code: string) => string | undefined;
  hasIlo: (code: string) => boolean;
};

const STOP_WORDS = new Set(["and", "or", "of", "the", "in", "for", "to", "except", "all", "other", "related"]);

/** Lower-case words with a plural "s" taken off, so "Nurses" and "nurse" meet. */
export function readTitleWords(title: string): Set<string> {
  const words = new Set<string>();
  for (const raw of title.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP_WORDS.has(raw)) continue;
    if (raw.length > 4 && raw.endsWith("ies")) words.add(`${raw.slice(0, -3)}y`);
    else if (raw.length > 3 && raw.endsWith("s") && !raw.endsWith("ss")) words.add(raw.slice(0, -1));
    else words.add(raw);
  }
  return words;
}

function countShared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared;
}

const NOT_ELSEWHERE_CLASSIFIED = "not elsewhere classified";

/** The occupation's ISCO-08 groups, the one to show first. */
export function chooseIscoGroups({ evidence, facts }: { evidence: IscoEvidence; facts: IscoGroupFacts }): string[] {
  const titleWords = readTitleWords(evidence.title);
  const residual = /\bAll Other\b/.test(evidence.title);
  const rankKey = (candidate: IscoCandidate): number[] => {
    const groupTitle = facts.titleOf(candidate.code) ?? "";
    const groupWords = readTitleWords(groupTitle);
    return [
      candidate.code === evidence.override ? 0 : 1,
      [...titleWords].every((word) => groupWords.has(word)) ? 0 : 1,
      -(evidence.escoWeight.get(candidate.code) ?? 0),
      residual && groupTitle.includes(NOT_ELSEWHERE_CLASSIFIED) ? 0 : 1,
      -(evidence.socEscoWeight.get(candidate.code) ?? 0),
      -(evidence.labelMatches.get(candidate.code) ?? 0),
      candidate.partial ? 1 : 0,
      -countShared(titleWords, groupWords),
      facts.hasIlo(candidate.code) ? 0 : 1,
    ];
  };
  const compare = (a: IscoCandidate, b: IscoCandidate): number => {
    const keyA = rankKey(a);
    const keyB = rankKey(b);
    for (let i = 0; i < keyA.length; i++) if (keyA[i] !== keyB[i]) return keyA[i]! - keyB[i]!;
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  };
  const known = evidence.candidates.filter((candidate) => facts.titleOf(candidate.code) !== undefined);
  const ranked = [...known].sort(compare).map((candidate) => candidate.code);
  const listed = new Set(ranked);
  const escoOnly = [...evidence.escoWeight.entries()]
    .filter(([code]) => !listed.has(code) && facts.titleOf(code) !== undefined)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([code]) => code);
  return [...ranked, ...escoOnly];
}
