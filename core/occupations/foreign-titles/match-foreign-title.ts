/**
 * The foreign-title stage of the matcher (ADR 031), called once from `matchOccupations` before the
 * English reading: a title in German, French, Spanish, Italian, Dutch or Polish (or an English one
 * only ESCO knows) that equals or comes close to an ESCO label leads to the ESCO occupation, through
 * the crosswalk to its O*NET codes, and into the same result as an English title: candidates best
 * first, a calibrated confidence, and `sureEnough` only above the same kind of threshold. The rest
 * of the candidates are the English matcher's for the occupation's English label, so "Not your job?"
 * offers its neighbours. A title the English matcher reads is left to it; a title in a language we
 * do not read is never sure.
 */
import type { TitleIndex } from "../title-index";
import { readsHandWrittenForeignTitle, translateForeignTitles } from "../title-rules/reading-order";
import { calibrateForeignProbability, isSureForeignMatch, type ForeignMatchFeatures } from "./foreign-calibration";
import type { ForeignTitleIndex } from "./foreign-title-index";
import { FOREIGN_MATCH_TUNING, type ForeignMatchTuning } from "./foreign-tuning";
import { dropGenderForms, foldAccents, splitFoldedWords } from "./fold-title";
import { FUNCTION_WORDS } from "./function-words";
import { readForeignTitle, type ForeignCandidate, type ForeignReading } from "./read-foreign-title";

/** One candidate, as `OccupationMatch` in `match-occupations.ts`. */
export interface ForeignOccupationMatch {
  code: string;
  title: string;
  score: number;
  confidence: number;
}

/** As `MatchResult` in `match-occupations.ts`. */
export interface ForeignMatchResult {
  matches: ForeignOccupationMatch[];
  sureEnough: boolean;
}

export interface ForeignTitleOutcome {
  /** The result when ESCO's labels read the title; null when the English matcher should. */
  result: ForeignMatchResult | null;
  /** The title is in a language we do not read: whatever the English matcher finds is not sure. */
  unread: boolean;
}

/** The English matcher's candidates for the occupation's label count this much of the top's score. */
const NEIGHBOUR_WEIGHT = 0.9;
/** How much U.S. employment (log share) tips the order of codes that score alike: a tie-break only. */
const PRIOR_WEIGHT = 0.002;

interface CodeEvidence {
  code: string;
  /**
   * The code's weight among the candidates: their shares for it, each candidate weighed by a softmax
   * of its similarity (the candidates' combined belief in the code, 0–1).
   */
  weight: number;
  /** The closest candidate leading to the code, and its share for it. */
  from: ForeignCandidate;
  share: number;
}

/** The O*NET codes the candidates lead to, best first (equal weights: the larger occupation first). */
function collectCodes({
  titles,
  index,
  candidates,
  tuning,
}: {
  titles: ForeignTitleIndex;
  index: TitleIndex;
  candidates: readonly ForeignCandidate[];
  tuning: ForeignMatchTuning;
}): CodeEvidence[] {
  const best = candidates.reduce(
    (most, { similarity, exact }) => Math.max(most, similarity + (exact ? tuning.exactBonus : 0)),
    0,
  );
  const byCode = new Map<string, CodeEvidence>();
  let total = 0;
  for (const candidate of candidates) {
    const occupation = titles.occupations[candidate.occupation];
    const bonus = candidate.exact ? tuning.exactBonus : 0;
    const weight = Math.exp((candidate.similarity + bonus - best) / tuning.temperature);
    total += weight;
    occupation?.onet.forEach((code, position) => {
      const share = occupation.shares[position] ?? 0;
      const current = byCode.get(code);
      if (current) current.weight += weight * share;
      else byCode.set(code, { code, weight: weight * share, from: candidate, share });
    });
  }
  const prior = (code: string): number => index.occupationLogPrior[index.occupationByCode.get(code) ?? -1] ?? -30;
  return [...byCode.values()]
    .filter(({ code }) => index.occupationByCode.has(code))
    .map((evidence) => ({ ...evidence, weight: evidence.weight / (total || 1) }))
    .sort((a, b) => b.weight + PRIOR_WEIGHT * prior(b.code) - (a.weight + PRIOR_WEIGHT * prior(a.code)));
}

/** How the top code stands among the candidates (`ForeignMatchFeatures`). */
function describeForeignTop({
  reading,
  codes,
}: {
  reading: ForeignReading;
  codes: readonly CodeEvidence[];
}): ForeignMatchFeatures | null {
  const top = codes[0];
  if (!top) return null;
  if (reading.regulated)
    return { exact: true, preferred: true, similarity: 1, share: 1, agreement: 1, margin: 1, covered: 1 };
  return {
    exact: top.from.exact,
    preferred: top.from.exact && top.from.preferred,
    similarity: top.from.similarity,
    share: top.share,
    agreement: top.weight,
    margin: top.weight - (codes[1]?.weight ?? 0),
    covered: reading.covered,
  };
}

/** The evidence for the codes of a reading: a regulated title's one code, or the candidates'. */
function codesOf({
  titles,
  index,
  reading,
  tuning = FOREIGN_MATCH_TUNING,
}: {
  titles: ForeignTitleIndex;
  index: TitleIndex;
  reading: ForeignReading;
  tuning?: ForeignMatchTuning;
}): CodeEvidence[] {
  if (reading.regulated)
    return [
      {
        code: reading.regulated.code,
        weight: 1,
        share: 1,
        from: { occupation: -1, similarity: 1, exact: true, preferred: true, entry: -1 },
      },
    ];
  return collectCodes({ titles, index, candidates: reading.candidates, tuning });
}

/**
 * The hand-written German, French and Spanish rules hold what ESCO's labels get wrong or lack
 * ("Koch", "Mesero", "Pdg"): a title one of them reads goes to the English reading, unless a label
 * equals the title and the rule reads only part of it ("Médecin généraliste" is a label; the rule
 * for a bare "Médecin" would leave "généraliste" unread).
 */
function leaveToHandWrittenRules({ title, reading }: { title: string; reading: ForeignReading }): boolean {
  if (!readsHandWrittenForeignTitle(title)) return false;
  if (!reading.exact) return true;
  // The rule reads the whole title when no word of the title is left as it was written.
  const written = new Set(contentWords(title));
  return !contentWords(translateForeignTitles(title)).some((word) => written.has(word));
}

/** The folded words of a text that are not function words. */
function contentWords(text: string): string[] {
  return splitFoldedWords(foldAccents(dropGenderForms(text))).filter((word) => !FUNCTION_WORDS.has(word));
}

export function matchForeignTitle({
  titles,
  index,
  title,
  limit,
  matchEnglish,
}: {
  titles: ForeignTitleIndex;
  index: TitleIndex;
  title: string;
  limit: number;
  /** The English matcher, with the visitor's industry and skills, for the neighbours of the top occupation. */
  matchEnglish: (title: string) => ForeignMatchResult;
}): ForeignTitleOutcome {
  const reading = readForeignTitle({ titles, english: index, title });
  if (!reading.regulated && leaveToHandWrittenRules({ title, reading })) return { result: null, unread: false };
  if (reading.reader !== "foreign") return { result: null, unread: reading.reader === "unread" };
  const codes = codesOf({ titles, index, reading });
  const features = describeForeignTop({ reading, codes });
  const top = codes[0];
  const englishLabel = top
    ? (titles.occupations[top.from.occupation]?.english ??
      index.occupations[index.occupationByCode.get(top.code) ?? -1]?.title ??
      "")
    : (titles.occupations[reading.candidates[0]?.occupation ?? -1]?.english ?? "");
  const neighbours = englishLabel === "" ? { matches: [], sureEnough: false } : matchEnglish(englishLabel);
  // ESCO's occupation has no O*NET code (a few military ranks): its English label is all we have.
  if (!top || !features) return { result: { ...neighbours, sureEnough: false }, unread: false };
  const probability = calibrateForeignProbability(features);
  // A candidate's score is its code's weight times how close its label is; the English neighbours
  // of the top occupation follow with theirs, scaled below the top.
  const ranked = codes.map(({ code, weight, from }) => ({ code, score: weight * from.similarity, weight }));
  const topScore = ranked[0]?.score ?? 0;
  for (const neighbour of neighbours.matches)
    if (!ranked.some(({ code }) => code === neighbour.code))
      ranked.push({ code: neighbour.code, score: neighbour.score * topScore * NEIGHBOUR_WEIGHT, weight: 0 });
  const shown = ranked.slice(0, limit);
  // The rest share what the top leaves: the codes by their weight, the neighbours by what the
  // codes leave (1 − the codes' weight), in proportion to their English confidence.
  const codesWeight = codes.reduce((sum, { weight }) => sum + weight, 0);
  const restWeights = shown.slice(1).map(({ code, weight }) => {
    if (weight > 0) return weight;
    const neighbour = neighbours.matches.find((match) => match.code === code);
    return Math.max(0, 1 - codesWeight) * (neighbour?.confidence ?? 0);
  });
  const restTotal = restWeights.reduce((sum, value) => sum + value, 0) || 1;
  const matches = shown.map(({ code, score }, position): ForeignOccupationMatch => {
    const confidence =
      position === 0
        ? probability
        : Math.min(probability, ((1 - probability) * (restWeights[position - 1] ?? 0)) / restTotal);
    return {
      code,
      title: index.occupations[index.occupationByCode.get(code) ?? -1]?.title ?? "",
      score: Math.round(Math.min(1, score) * 1000) / 1000,
      confidence: Math.round(confidence * 1000) / 1000,
    };
  });
  return { result: { matches, sureEnough: isSureForeignMatch({ features, probability }) }, unread: false };
}

/**
 * For fitting `FOREIGN_CALIBRATION`: the top code of a title ESCO's labels read, with the features
 * the calibration reads (null when the English matcher reads the title, or no code is found).
 */
export function describeForeignMatch({
  titles,
  index,
  title,
  tuning = FOREIGN_MATCH_TUNING,
}: {
  titles: ForeignTitleIndex;
  index: TitleIndex;
  title: string;
  tuning?: ForeignMatchTuning;
}): { code: string; features: ForeignMatchFeatures } | null {
  const reading = readForeignTitle({ titles, english: index, title, tuning });
  if (reading.reader !== "foreign") return null;
  const codes = codesOf({ titles, index, reading, tuning });
  const features = describeForeignTop({ reading, codes });
  return features && codes[0] ? { code: codes[0].code, features } : null;
}
