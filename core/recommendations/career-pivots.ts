import type { ElementRating, Occupation } from "../occupations/dataset";

/**
 * Career pivots: O*NET related occupations that are less exposed than the person's assessed
 * score, ranked by how much of their skill profile carries over and how much exposure they shed.
 *
 * matchPercentage is the centred cosine similarity of the two occupations' O*NET skill and
 * knowledge importance profiles (68 elements; each importance minus that element's mean across
 * occupations, so shared "everyone needs it" elements do not inflate the match), floored at 0.
 */

export interface CareerPivot {
  title: string;
  code: string;
  matchPercentage: number;
  /** Title-only risk score of the pivot occupation (same scale as the person's score). */
  riskScore: number;
  medianWage: number | null;
  /** O*NET relatedness tier of the pivot to the person's occupation, or "Second-degree" (related to a related occupation). */
  relatedness: string;
}

/** Pivots must lower the score by at least this much to be worth suggesting. */
export const MIN_PIVOT_SCORE_DROP = 5;
const MAX_PIVOTS = 5;
/** Rank handicap of an occupation reached through another related occupation. */
const SECOND_DEGREE_PENALTY = 10;

export function measureSkillSimilarity(input: {
  from: Occupation;
  to: Occupation;
  elementMeans: ReadonlyMap<string, number>;
}): number {
  const a = centredProfile(input.from, input.elementMeans);
  const b = centredProfile(input.to, input.elementMeans);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [id, value] of a) {
    normA += value * value;
    const other = b.get(id);
    if (other !== undefined) dot += value * other;
  }
  for (const value of b.values()) normB += value * value;
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}

/**
 * Centred profiles per set of means and occupation. The dataset does not change once loaded, and
 * a single assessment compares its occupation with dozens of related ones, so each profile is
 * built once rather than once per comparison.
 */
const profilesByMeans = new WeakMap<ReadonlyMap<string, number>, WeakMap<Occupation, Map<string, number>>>();

function centredProfile(occupation: Occupation, means: ReadonlyMap<string, number>): Map<string, number> {
  let profiles = profilesByMeans.get(means);
  if (!profiles) {
    profiles = new WeakMap();
    profilesByMeans.set(means, profiles);
  }
  let profile = profiles.get(occupation);
  if (!profile) {
    profile = buildCentredProfile(occupation, means);
    profiles.set(occupation, profile);
  }
  return profile;
}

function buildCentredProfile(occupation: Occupation, means: ReadonlyMap<string, number>): Map<string, number> {
  const profile = new Map<string, number>();
  const add = (rating: ElementRating) => profile.set(rating.id, rating.importance - (means.get(rating.id) ?? 0));
  occupation.skills.forEach(add);
  occupation.knowledge.forEach(add);
  return profile;
}

export function recommendCareerPivots(input: {
  occupation: Occupation;
  riskScore: number;
  /** Resolves a related occupation and its title-only risk score; null when unknown or unscored. */
  resolve: (code: string) => { occupation: Occupation; riskScore: number } | null;
  elementMeans: ReadonlyMap<string, number>;
}): CareerPivot[] {
  const { occupation, riskScore, resolve, elementMeans } = input;
  const pivots: (CareerPivot & { rank: number })[] = [];
  const seen = new Set<string>([occupation.code]);
  const consider = (code: string, relatedness: string, penalty: number) => {
    if (seen.has(code)) return;
    seen.add(code);
    const target = resolve(code);
    if (!target || target.riskScore > riskScore - MIN_PIVOT_SCORE_DROP) return;
    const similarity = Math.max(0, measureSkillSimilarity({ from: occupation, to: target.occupation, elementMeans }));
    const matchPercentage = Math.round(similarity * 100);
    pivots.push({
      title: target.occupation.title,
      code: target.occupation.code,
      matchPercentage,
      riskScore: target.riskScore,
      medianWage: target.occupation.labourMarket?.medianAnnualWage ?? null,
      relatedness,
      // Equal parts "your skills carry over" and "it gets you out of harm's way".
      rank: matchPercentage + (riskScore - target.riskScore) - penalty,
    });
  };
  for (const related of occupation.related) consider(related.code, related.tier, 0);
  // Clerical families are related mostly to each other and are all exposed; when the direct
  // list yields too few pivots, look one step further (occupations related to the related ones).
  if (pivots.length < MAX_PIVOTS) {
    for (const related of occupation.related) {
      const next = resolve(related.code)?.occupation;
      for (const second of next?.related ?? []) {
        if (second.tier !== "Supplemental") consider(second.code, "Second-degree", SECOND_DEGREE_PENALTY);
      }
    }
  }
  return pivots
    .sort((a, b) => b.rank - a.rank || a.code.localeCompare(b.code))
    .slice(0, MAX_PIVOTS)
    .map(({ rank: _rank, ...pivot }) => pivot);
}
