/**
 * The ranking stage of the matcher: one query text (and its other readings) scored into a ranked
 * head of candidate occupations from the evidence `score-candidates.ts` gathers, weighted by
 * `rank-weights.ts`, with role words (`role-words.ts`) putting the occupation that plays a
 * supervisor's or helper's role first.
 */
import type { FormIndustryInfo } from "./form-industries";
import { industryBit } from "./coding-index";
import { analyzeJobTitle } from "./normalize-job-title";
import { INVERTED_READING_DISCOUNT, invertedReading, slashReadings } from "./title-readings";
import type { Ranking } from "./ranking";
import { energySourceWords, ENERGY_SPECIALISATION_FACTOR } from "./energy-specialisations";
import { findRoleWork, preferRoleOccupations } from "./role-words";
import { countSkillHits } from "./skill-hits";
import { RANK_HEAD_WORDS, type TitleIndex } from "./title-index";
import {
  EXACT,
  EXACT_LISTED,
  EXACT_OWN,
  EXACT_PRIMARY,
  EXACT_RESTRICTED,
  type Scratch,
  WITHIN_OWN,
  isGenericHead,
  resetScratch,
  resolveUnknownWord,
  scoreNaiveBayes,
  scoreNearestTitles,
  scoreProfiles,
  scoreTasks,
  scratchFor,
} from "./score-candidates";
import {
  INDUSTRY_BOOST,
  MATCH_WEIGHTS,
  MAX_SKILL_BOOST,
  RANK_FEATURES,
  RANK_WEIGHT_VECTOR,
  SKILL_BOOST_PER_HIT,
  dot,
} from "./rank-weights";

/** What the ranking knows about the query as a whole when it scores one candidate. */
interface QueryContext {
  /** The best exact tier any candidate reaches (0: none lists the query). */
  bestTier: number;
  /** Highest log prior among candidates of the best exact tier. */
  maxExactLogPrior: number;
  /** Most titles with the query's head noun in one occupation (0: unknown head). */
  maxHeadCount: number;
  /** The head noun is a rank word ("Manager", "Supervisor"). */
  rankHead: boolean;
  /** The query is a generic bare word (`isGenericHead`). */
  generic: boolean;
}
const featureScratch = new Float64Array(RANK_FEATURES.length);

/** Writes a candidate's ranking features into `out`, in `RANK_FEATURES` order. */
function candidateFeatures(
  index: TitleIndex,
  space: Scratch,
  id: number,
  tier: number,
  query: QueryContext,
  out: Float64Array,
): void {
  out.fill(0);
  out[0] = space.best0[id] ?? 0;
  out[1] = space.best1[id] ?? 0;
  out[2] = space.best2[id] ?? 0;
  out[3] = space.profile[id] ?? 0;
  const headCount = space.headCount[id] ?? 0;
  if (query.maxHeadCount > 0) {
    out[query.rankHead ? 5 : 4] = headCount / query.maxHeadCount;
    if (headCount === 0) out[10] = 1;
  }
  if (((space.flags[id] ?? 0) & EXACT_PRIMARY) !== 0) out[6] = 1;
  const logPrior = index.occupationLogPrior[id] ?? 0;
  if (tier > 0) {
    out[7] = 1;
    out[8] = tier - query.bestTier;
    const gap = logPrior - query.maxExactLogPrior;
    out[9] = tier === query.bestTier ? gap : Math.min(0, gap);
  }
  out[11] = space.bayes[id] ?? 0;
  out[12] = space.task[id] ?? 0;
  out[query.generic ? 14 : 13] = logPrior;
  if (tier === 0 && isResidual(index)[id] === 1) out[15] = 1;
}

/** Per occupation, 1 for a residual catch-all ("…, All Other"), built once per index. */
const residualFlags = new WeakMap<TitleIndex, Uint8Array>();

function isResidual(index: TitleIndex): Uint8Array {
  let flags = residualFlags.get(index);
  if (!flags) {
    flags = Uint8Array.from(index.occupations, (occupation) => (/,\s*All Other$/i.test(occupation.title) ? 1 : 0));
    residualFlags.set(index, flags);
  }
  return flags;
}

/** Receives every candidate's features (fitting scripts only, see `collectRankFeatures`). */
export type FeatureCollector = (occupation: number, features: Float64Array) => void;

export function rankTitle(
  index: TitleIndex,
  title: string,
  industry: FormIndustryInfo | undefined,
  skills: string[],
  limit: number,
  collect?: FeatureCollector,
): Ranking | null {
  const analyzed = analyzeJobTitle(title);
  if (analyzed.tokens.length === 0) return null;
  // Words the index has never seen are most often typos: use the closest indexed word instead.
  let headNoun = analyzed.head;
  let guessed = 0;
  const tokens = analyzed.tokens.flatMap((token) => {
    if (index.wordIds.has(token) || index.taskWordIds.has(token)) return [token];
    guessed++;
    const replaced = resolveUnknownWord(index, token);
    if (token === headNoun) headNoun = replaced[replaced.length - 1];
    return replaced;
  });
  const w = MATCH_WEIGHTS;
  const space = scratchFor(index);
  scoreProfiles(index, tokens, space);
  const maxHeadCount = scoreNearestTitles(index, tokens, headNoun, industry ? industryBit(industry.hint) : 0, space);
  scoreTasks(index, tokens, space);
  scoreNaiveBayes(index, tokens, headNoun, space);

  const rankHead = headNoun !== undefined && RANK_HEAD_WORDS.has(headNoun);
  // Exact tiers: an occupation whose own title the query is beats those listing it as another title.
  // An occupation whose own title holds the query ("Automotive Technician" in "Automotive Service
  // Technicians and Mechanics") stands with those listing it word for word, so the employment
  // prior decides between them, rather than a small occupation that happens to list it.
  // A bare word that heads titles all over the classification ("Supervisor", "Specialist") and is
  // no occupation's own title gets no tier: the few occupations listing it alone say little about
  // who typed it.
  const generic = tokens.length === 1 && isGenericHead(index, tokens[0] ?? "", space);
  const tierOf = (flags: number): number =>
    generic ? 0 : (flags & EXACT_OWN) !== 0 ? 2 : (flags & (EXACT | WITHIN_OWN)) !== 0 ? 1 : 0;
  let maxExactLogPrior = -Infinity;
  let bestTier = 0;
  for (const id of space.candidates) {
    const tier = tierOf(space.flags[id] ?? 0);
    if (tier === 0) continue;
    if (tier > bestTier) {
      bestTier = tier;
      maxExactLogPrior = -Infinity;
    }
    if (tier === bestTier) maxExactLogPrior = Math.max(maxExactLogPrior, index.occupationLogPrior[id] ?? 0);
  }
  const query: QueryContext = { bestTier, maxExactLogPrior, maxHeadCount, rankHead, generic };
  // SOC major groups typical of the industry (core/occupations/form-industries.ts) get a small boost.
  const industryGroups: readonly string[] = industry?.majorGroups ?? [];
  const energyWords = energySourceWords(index);
  // Keep only the best few candidates (insertion into a short sorted list beats sorting them all).
  const keep = Math.max(limit, 10);
  let topExact = false;
  let topExactIndexOnly = false;
  let topExactOwn = false;
  let topExactRestricted = false;
  let topNearest = 0;
  // Per SOC occupation listing the query word for word, its largest employment (a base
  // occupation and its specialisations share one figure).
  const exactSocs = new Map<string, number>();
  let topScore = -Infinity;
  const candidates: { occupation: number; score: number; nudge: number }[] = [];
  for (const id of space.candidates) {
    const flags = space.flags[id] ?? 0;
    // kNN over individual titles: the nearest title dominates, the next two add evidence (an
    // occupation with several close titles beats one with a single lookalike), then pooled words,
    // head-noun frequency, the naive-Bayes posterior and the employment prior break the remaining ties.
    const tier = tierOf(flags);
    if (tier > 0 && (flags & EXACT) !== 0) {
      const soc = index.occupations[id]?.code.slice(0, 7) ?? "";
      exactSocs.set(soc, Math.max(exactSocs.get(soc) ?? 0, Math.exp(index.occupationLogPrior[id] ?? 0)));
    }
    candidateFeatures(index, space, id, tier, query, featureScratch);
    collect?.(id, featureScratch);
    let score = dot(featureScratch, RANK_WEIGHT_VECTOR);
    let nudge = 1;
    if (industryGroups.length > 0 && industryGroups.includes(index.occupations[id]?.code.slice(0, 2) ?? "")) {
      score *= INDUSTRY_BOOST;
      nudge = INDUSTRY_BOOST;
    }
    const energy = energyWords[id];
    if (energy && !energy.some((word) => tokens.includes(word))) score *= ENERGY_SPECIALISATION_FACTOR;
    if (score > topScore) {
      topScore = score;
      topExact = (flags & EXACT) !== 0;
      topExactIndexOnly = topExact && (flags & EXACT_LISTED) === 0;
      topExactOwn = tier === 2;
      topExactRestricted = topExact && (flags & EXACT_RESTRICTED) !== 0;
      topNearest = space.best0[id] ?? 0;
    }
    if (candidates.length === keep) {
      const last = candidates[keep - 1];
      if (last && (score < last.score || (score === last.score && id > last.occupation))) continue;
      candidates.pop();
    }
    let position = candidates.length;
    while (position > 0) {
      const previous = candidates[position - 1];
      if (!previous || previous.score > score || (previous.score === score && previous.occupation < id)) break;
      position--;
    }
    candidates.splice(position, 0, { occupation: id, score, nudge });
  }
  resetScratch(space);

  // Skill nudges only re-rank the head of the list; scanning every candidate's skills is wasted work.
  const head = candidates;
  if (skills.length > 0) {
    for (const candidate of head) {
      const occupation = index.occupations[candidate.occupation];
      if (!occupation) continue;
      const boost = Math.min(MAX_SKILL_BOOST, SKILL_BOOST_PER_HIT * countSkillHits(occupation, skills));
      candidate.score *= 1 + boost;
      candidate.nudge *= 1 + boost;
    }
    head.sort((a, b) => b.score - a.score || a.occupation - b.occupation);
  }

  // Evidence sums run past 1; divide so a clear, well-supported match scores about 1.
  for (const candidate of head) candidate.score = Math.max(0, candidate.score / w.scale);
  // When the top match is a base SOC occupation (".00"), its own O*NET specialisations (".01"…)
  // share its titles by design; the margin that matters is to the best different occupation.
  const topSoc = index.occupations[head[0]?.occupation ?? -1]?.code.slice(0, 7) ?? "";
  const rival = head.slice(1).find((candidate) => index.occupations[candidate.occupation]?.code.slice(0, 7) !== topSoc);
  return {
    head,
    topExact,
    topExactIndexOnly,
    topExactOwn,
    topNearest,
    rivalScore: rival?.score ?? 0,
    rivalNudge: rival?.nudge ?? 1,
    exactSocCount: exactSocs.size,
    topExactEmploymentShare: topExact ? shareOf(exactSocs, topSoc) : 1,
    topExactRestricted,
    guessedWords: guessed,
  };
}

/** `soc`'s part of the values summed over all keys (1 when there are none). */
function shareOf(values: ReadonlyMap<string, number>, soc: string): number {
  let total = 0;
  for (const value of values.values()) total += value;
  return total > 0 ? (values.get(soc) ?? 0) / total : 1;
}

/** Ranks a title as written and, when the index's word order gives a better fit, as the index would write it. */
export function rankBestReading(
  index: TitleIndex,
  text: string,
  industry: FormIndustryInfo | undefined,
  skills: string[],
  limit: number,
): Ranking | null {
  const best = ((): Ranking | null => {
    let chosen = rankTitle(index, text, industry, skills, limit);
    // Other readings (the index's word order; each of two roles written with a slash) win only
    // when they fit clearly better than the title as written.
    const inverted = invertedReading(index, text);
    for (const reading of [...(inverted === null ? [] : [inverted]), ...slashReadings(index, text)]) {
      const other = rankTitle(index, reading, industry, skills, limit);
      if (!other) continue;
      for (const candidate of other.head) candidate.score *= INVERTED_READING_DISCOUNT;
      other.rivalScore *= INVERTED_READING_DISCOUNT;
      if ((other.head[0]?.score ?? 0) > (chosen?.head[0]?.score ?? 0)) chosen = other;
    }
    return chosen;
  })();
  if (best === null) return null;
  const roleWork = findRoleWork(index, text, best).map((found) => ({
    ...found,
    workRanking: rankTitle(index, found.work, industry, [], limit),
  }));
  return preferRoleOccupations(index, best, roleWork);
}
