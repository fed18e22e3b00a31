/**
 * Ranks O*NET occupations for a free-text job title.
 *
 * Score = blend of (a) cosine similarity to the closest indexed title of the occupation
 * (nearest-neighbour over TF-IDF word/bigram/head-word features) and (b) cosine similarity to the
 * occupation's pooled title profile; then small multiplicative nudges for industry and skills.
 * `sureEnough` follows the spirit of SOCcer: trust the top code only when its score is high and
 * clearly ahead of the runner-up, otherwise the UI should ask "Is this your job?".
 */
import type { Industry, Occupation } from "./dataset";
import { tokenizeJobTitle } from "./normalize-job-title";
import { extractTitleFeatures, featureBoost, type TitleIndex } from "./title-index";

export interface OccupationMatch {
  code: string;
  title: string;
  /** Match score, 0–1 (1 = an indexed title equals the query after normalisation). */
  score: number;
  /** Probability-like share of belief among the returned candidates, 0–1. */
  confidence: number;
}

export interface MatchResult {
  matches: OccupationMatch[];
  /** True when the top match is safe to use without asking the user to confirm. */
  sureEnough: boolean;
}

/** Below this top score, or this margin to the runner-up, the UI should ask for confirmation. */
export const SURE_ENOUGH_MIN_SCORE = 0.6;
export const SURE_ENOUGH_MIN_MARGIN = 0.08;

const NEAREST_TITLE_WEIGHT = 0.4;
const PROFILE_WEIGHT = 0.6;
const EXACT_BASE = 0.82;
const EXACT_PROFILE_WEIGHT = 0.13;
const EXACT_PRIMARY_BONUS = 0.05;
/** Small preference for occupations whose own title contains the query words. */
const OWN_TITLE_BONUS = 0.04;
const CONFIDENCE_TEMPERATURE = 0.06;

/** SOC major groups (first two digits) typical of each industry; matching codes get a small boost. */
const INDUSTRY_MAJOR_GROUPS: Record<Industry, string[]> = {
  technology: ["15", "17", "27", "11", "13", "41", "43"],
  healthcare: ["29", "31", "21", "19"],
  finance: ["13", "43", "11", "41", "23"],
  education: ["25", "21", "39"],
  manufacturing: ["51", "17", "49", "53", "11"],
  retail: ["41", "43", "53", "35"],
  other: [],
};
const INDUSTRY_BOOST = 1.06;
const SKILL_BOOST_PER_HIT = 0.02;
const MAX_SKILL_BOOST = 0.06;

let scratchScores = new Float32Array(0);

interface NearestTitle {
  score: number;
  /** 0 = no exact title match, 1 = matches an alternate/short title, 2 = the occupation's own or a reported title. */
  exact: 0 | 1 | 2;
}

function scoreNearestTitles(index: TitleIndex, tokens: string[]): Map<number, NearestTitle> {
  const features = extractTitleFeatures(tokens);
  const queryWeights: [number | undefined, number][] = [];
  let norm = 0;
  for (const feature of features) {
    // Unknown features still count in the query norm: a title full of unknown words should score low.
    const featureId = index.entryPostings.featureIds.get(feature);
    const idf = featureId === undefined ? Math.log(1 + index.entryOccupation.length) : (index.entryPostings.idf[featureId] ?? 0);
    const weight = idf * featureBoost(feature);
    queryWeights.push([featureId, weight]);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm) || 1;
  if (scratchScores.length < index.entryOccupation.length) scratchScores = new Float32Array(index.entryOccupation.length);
  const scores = scratchScores;
  const touched: number[] = [];
  const { offsets, ids, weights } = index.entryPostings;
  for (const [featureId, weight] of queryWeights) {
    if (featureId === undefined) continue;
    const queryWeight = weight / norm;
    const end = offsets[featureId + 1] ?? 0;
    for (let slot = offsets[featureId] ?? 0; slot < end; slot++) {
      const id = ids[slot] ?? 0;
      if (scores[id] === 0) touched.push(id);
      scores[id] = (scores[id] ?? 0) + queryWeight * (weights[slot] ?? 0);
    }
  }
  const key = tokens.join(" ");
  const best = new Map<number, NearestTitle>();
  for (const id of touched) {
    const exact: NearestTitle["exact"] = index.entryKey[id] === key ? (index.entryIsPrimary[id] === 1 ? 2 : 1) : 0;
    const score = exact > 0 ? 1 : (scores[id] ?? 0) * (index.entrySourceWeight[id] ?? 1);
    scores[id] = 0;
    const occupation = index.entryOccupation[id] ?? 0;
    const current = best.get(occupation);
    best.set(occupation, {
      score: Math.max(score, current?.score ?? 0),
      exact: Math.max(exact, current?.exact ?? 0) as NearestTitle["exact"],
    });
  }
  return best;
}

function scoreProfiles(index: TitleIndex, tokens: string[]): Map<number, number> {
  const result = new Map<number, number>();
  let norm = 0;
  const { featureIds, idf, offsets, ids, weights } = index.profilePostings;
  const queryWeights: [number | undefined, number][] = [];
  for (const token of tokens) {
    const featureId = featureIds.get(token);
    const weight = featureId === undefined ? Math.log(1 + index.occupations.length) : (idf[featureId] ?? 0);
    queryWeights.push([featureId, weight]);
    norm += weight;
  }
  norm = norm || 1;
  for (const [featureId, weight] of queryWeights) {
    if (featureId === undefined) continue;
    const end = offsets[featureId + 1] ?? 0;
    for (let slot = offsets[featureId] ?? 0; slot < end; slot++) {
      const id = ids[slot] ?? 0;
      result.set(id, (result.get(id) ?? 0) + (weight / norm) * (weights[slot] ?? 0));
    }
  }
  return result;
}

function countSkillHits(occupation: Occupation, skills: string[]): number {
  let hits = 0;
  for (const skill of skills) {
    const needle = skill.trim().toLowerCase();
    if (needle.length < 2) continue;
    const hit =
      occupation.technologySkills.some((tech) => tech.name.toLowerCase().includes(needle)) ||
      [...occupation.skills, ...occupation.knowledge].some((rating) => rating.importance >= 3 && rating.name.toLowerCase().includes(needle));
    if (hit) hits++;
  }
  return hits;
}

export function matchOccupations({
  index,
  title,
  industry,
  skills = [],
  limit = 5,
}: {
  index: TitleIndex;
  title: string;
  industry?: Industry;
  skills?: string[];
  limit?: number;
}): MatchResult {
  const tokens = tokenizeJobTitle(title);
  if (tokens.length === 0 || limit <= 0) return { matches: [], sureEnough: false };
  const nearest = scoreNearestTitles(index, tokens);
  const profiles = scoreProfiles(index, tokens);

  const candidates: { occupation: number; score: number }[] = [];
  const ids = new Set<number>([...nearest.keys(), ...profiles.keys()]);
  const industryGroups = industry ? INDUSTRY_MAJOR_GROUPS[industry] : [];
  for (const id of ids) {
    const near = nearest.get(id);
    const profile = profiles.get(id) ?? 0;
    // O*NET lists many titles under several occupations ("Truck Driver" is also a Freight Forwarders
    // alternate), so an exact hit is strong but not final: the pooled profile and whether the hit
    // is the occupation's own/reported title break the tie.
    let score =
      near && near.exact > 0
        ? EXACT_BASE + EXACT_PROFILE_WEIGHT * profile + (near.exact === 2 ? EXACT_PRIMARY_BONUS : 0)
        : NEAREST_TITLE_WEIGHT * (near?.score ?? 0) + PROFILE_WEIGHT * profile;
    const occupation = index.occupations[id];
    if (!occupation) continue;
    const ownTitle = index.occupationTitleTokens[id];
    if (ownTitle) score += OWN_TITLE_BONUS * (tokens.filter((token) => ownTitle.has(token)).length / tokens.length);
    if (industryGroups.includes(occupation.code.slice(0, 2))) score *= INDUSTRY_BOOST;
    candidates.push({ occupation: id, score });
  }
  candidates.sort((a, b) => b.score - a.score || a.occupation - b.occupation);

  // Skill nudges only re-rank the head of the list; scanning every candidate's skills is wasted work.
  const head = candidates.slice(0, Math.max(limit, 10));
  if (skills.length > 0) {
    for (const candidate of head) {
      const occupation = index.occupations[candidate.occupation];
      if (!occupation) continue;
      const boost = Math.min(MAX_SKILL_BOOST, SKILL_BOOST_PER_HIT * countSkillHits(occupation, skills));
      candidate.score *= 1 + boost;
    }
    head.sort((a, b) => b.score - a.score || a.occupation - b.occupation);
  }

  const top = head.slice(0, limit);
  const maxScore = top[0]?.score ?? 0;
  const exponents = top.map((candidate) => Math.exp((candidate.score - maxScore) / CONFIDENCE_TEMPERATURE));
  const total = exponents.reduce((sum, value) => sum + value, 0) || 1;
  const matches = top.map((candidate, position): OccupationMatch => {
    const occupation = index.occupations[candidate.occupation];
    return {
      code: occupation?.code ?? "",
      title: occupation?.title ?? "",
      score: Math.round(Math.min(1, candidate.score) * 1000) / 1000,
      confidence: Math.round(((exponents[position] ?? 0) / total) * Math.min(1, candidate.score / SURE_ENOUGH_MIN_SCORE) * 1000) / 1000,
    };
  });
  const runnerUp = head[1]?.score ?? 0;
  const sureEnough = maxScore >= SURE_ENOUGH_MIN_SCORE && maxScore - runnerUp >= SURE_ENOUGH_MIN_MARGIN;
  return { matches, sureEnough };
}
