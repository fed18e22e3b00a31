/**
 * Ranks O*NET occupations for a free-text job title, in four stages called once each, in order
 * (ADR 007), after the foreign-title stage (ADR 031: titles in the other six languages ESCO covers): reading (`read-title-query.ts`, with the title rules), candidates and ranking
 * (`rank-title.ts` over `score-candidates.ts` and the index), calibration (`match-calibration.ts`).
 *
 * Roughly P(occupation | title) ∝ P(title | occupation) · P(occupation):
 * - kNN over individual titles: TF-IDF cosine (words, ordered word pairs, head noun) to every
 *   indexed title, weighted by how much its source is trusted; per occupation the best three count;
 * - pooled evidence: how much of the query's word mass the occupation's titles cover, how many of its
 *   titles share the head noun, and a naive-Bayes posterior over its title words;
 * - task evidence: query words that none of an occupation's titles use but its O*NET task
 *   statements do (weak, for modifiers such as "straw" or "cattle");
 * - the prior: log BLS employment, modest overall and decisive among occupations that list the
 *   query title word for word (O*NET lists many titles under several occupations), after the
 *   occupation whose own title it is;
 * then small multiplicative nudges for industry and skills. Unknown words are spell-corrected, or
 * failing that completed from the longest shared prefix.
 * `sureEnough` follows the spirit of SOCcer: trust the top code only when its score is high and
 * clearly ahead of the runner-up, otherwise the UI should ask "Is this your job?".
 */
import { matchForeignTitle } from "./foreign-titles/match-foreign-title";
import type { ForeignTitleIndex } from "./foreign-titles/foreign-title-index";
import { findFormIndustry, type FormIndustry } from "./form-industries";
import type { Ranking } from "./ranking";
import { describesNoJob } from "./title-rules/reading-order";
import { selectTitleQuery } from "./read-title-query";
import { type TitleIndex } from "./title-index";
import {
  calibrateTopProbability,
  calibrationGroup,
  SURE_ENOUGH_PROBABILITY,
  type TopMatchFeatures,
} from "./match-calibration";
import { rankBestReading, rankTitle } from "./rank-title";
import { RANK_WEIGHT_VECTOR, dot } from "./rank-weights";

export interface OccupationMatch {
  code: string;
  title: string;
  /** Match score, 0–1 (1 = an indexed title equals the query, or is very close and well supported). */
  score: number;
  /**
   * Calibrated probability that this candidate is the right occupation, 0–1 (for the top one, that
   * the top is right; the others share the rest).
   */
  confidence: number;
}

export interface MatchResult {
  matches: OccupationMatch[];
  /** True when the top match is safe to use without asking (≥ 95% precision on development titles). */
  sureEnough: boolean;
}

const CONFIDENCE_TEMPERATURE = 0.06;

/** Features of a ranking's top candidate (see `TopMatchFeatures`). */
function describeRanking(
  {
    head,
    topExact,
    topExactIndexOnly,
    topExactOwn,
    topNearest,
    rivalScore,
    exactSocCount,
    topExactEmploymentShare,
    topExactRestricted,
    guessedWords,
    rivalNudge = 1,
  }: Ranking,
  dropped: number,
  { withoutNudges = false }: { withoutNudges?: boolean } = {},
): TopMatchFeatures {
  // `withoutNudges`: the scores as the title alone gives them, before the industry and skill nudges.
  const scoreOf = (candidate: Ranking["head"][number] | undefined): number =>
    candidate ? candidate.score / (withoutNudges ? (candidate.nudge ?? 1) : 1) : 0;
  const topScore = scoreOf(head[0]);
  const rival = withoutNudges ? rivalScore / rivalNudge : rivalScore;
  let total = 0;
  for (const candidate of head) total += Math.exp((scoreOf(candidate) - topScore) / CONFIDENCE_TEMPERATURE);
  return {
    score: topScore,
    margin: topScore - rival,
    exact: topExact,
    exactSocCount,
    exactEmploymentShare: topExactEmploymentShare,
    exactRestricted: topExactRestricted,
    exactIndexOnly: topExactIndexOnly,
    exactOwn: topExactOwn,
    nearest: topNearest,
    share: 1 / (total || 1),
    dropped,
    guessed: guessedWords,
  };
}

/**
 * What the calibration reads for a title: the top candidate's scaled score, its margin to the best
 * different occupation and whether it lists the query word for word (null when nothing matches).
 * For fitting `CALIBRATION` on training titles.
 */
export function describeTopMatch({
  index,
  title,
  industry,
}: {
  index: TitleIndex;
  title: string;
  industry?: FormIndustry;
}): (TopMatchFeatures & { code: string }) | null {
  const query = selectTitleQuery(index, title);
  const ranking = rankBestReading(index, query.text, findFormIndustry(industry), [], 10);
  const top = ranking?.head[0];
  if (!ranking || !top) return null;
  return { code: index.occupations[top.occupation]?.code ?? "", ...describeRanking(ranking, query.dropped) };
}

/**
 * For fitting `RANK_WEIGHTS`: the features of the candidates for a title as written (its main
 * reading), the best `limit` by the current weights plus every candidate `wanted` accepts.
 */
export function collectRankFeatures({
  index,
  title,
  limit,
  wanted,
}: {
  index: TitleIndex;
  title: string;
  limit: number;
  wanted: (code: string) => boolean;
}): { code: string; wanted: boolean; features: number[] }[] {
  const seen: { code: string; wanted: boolean; score: number; features: number[] }[] = [];
  rankTitle(index, selectTitleQuery(index, title).text, undefined, [], limit, (id, features) => {
    const code = index.occupations[id]?.code ?? "";
    seen.push({ code, wanted: wanted(code), score: dot(features, RANK_WEIGHT_VECTOR), features: [...features] });
  });
  seen.sort((a, b) => b.score - a.score);
  return seen
    .filter((candidate, position) => position < limit || candidate.wanted)
    .map(({ code, wanted: isWanted, features }) => ({ code, wanted: isWanted, features }));
}

export function matchOccupations({
  index,
  title,
  industry,
  skills = [],
  limit = 5,
  foreignTitles,
}: {
  index: TitleIndex;
  title: string;
  industry?: FormIndustry;
  skills?: string[];
  limit?: number;
  /** ESCO's labels in seven languages: titles they read lead to their occupations first (ADR 031). */
  foreignTitles?: ForeignTitleIndex;
}): MatchResult {
  if (limit <= 0 || describesNoJob(title)) return { matches: [], sureEnough: false };
  // A title in another language we read goes through ESCO; one in a language we do not read is never sure.
  const foreign = foreignTitles
    ? matchForeignTitle({
        titles: foreignTitles,
        index,
        title,
        limit,
        matchEnglish: (text) => matchOccupations({ index, title: text, industry, skills, limit }),
      })
    : null;
  if (foreign?.result) return foreign.result;
  const query = selectTitleQuery(index, title);
  // An industry the form does not offer (a caller that skipped validation) is no evidence.
  const knownIndustry = findFormIndustry(industry);
  const ranking = rankBestReading(index, query.text, knownIndustry, skills, limit);
  if (!ranking || ranking.head.length === 0) return { matches: [], sureEnough: false };
  const { head } = ranking;
  const topScore = head[0]?.score ?? 0;
  const features = describeRanking(ranking, query.dropped);
  const topProbability = calibrateTopProbability(features);
  // Sure only on the title's own evidence: the thresholds were validated on titles alone, and an
  // industry or skills that fit the top (typical of it, not proof) must not skip the question.
  const titleOnly = describeRanking(ranking, query.dropped, { withoutNudges: true });
  // The rest share what the top leaves, in proportion to a softmax of their scores.
  const top = head.slice(0, limit);
  const rest = top.slice(1).map((candidate) => Math.exp((candidate.score - topScore) / CONFIDENCE_TEMPERATURE));
  const restTotal = rest.reduce((sum, value) => sum + value, 0) || 1;
  const matches = top.map((candidate, position): OccupationMatch => {
    const occupation = index.occupations[candidate.occupation];
    // Best first: a runner-up is never shown as likelier than the top.
    const confidence =
      position === 0
        ? topProbability
        : Math.min(topProbability, ((1 - topProbability) * (rest[position - 1] ?? 0)) / restTotal);
    return {
      code: occupation?.code ?? "",
      title: occupation?.title ?? "",
      score: Math.round(Math.min(1, candidate.score) * 1000) / 1000,
      confidence: Math.round(confidence * 1000) / 1000,
    };
  });
  const sureEnough =
    !foreign?.unread &&
    Math.min(topProbability, calibrateTopProbability(titleOnly)) >=
      SURE_ENOUGH_PROBABILITY[calibrationGroup(titleOnly)];
  return { matches, sureEnough };
}
