import type { Occupation, RelatednessTier } from "../../occupations/dataset";
import { CAREER_LADDERS } from "../catalogue/career-ladders";
import { matchesCode } from "../catalogue/match-code";
import type { AdviceData } from "../prepare-advice-data";
import { describeRequirements, type MoveRequirements } from "./describe-requirements";
import { comparePay, payAt } from "./pay-level";
import { measureSimilarity } from "./skill-overlap";

/**
 * Where a job's moves come from (ADR 029), each candidate weighed once per occupation with the
 * figures that do not depend on the visitor:
 * - the job's own ladder, as curated (`CAREER_LADDERS`): the rung a counsellor would name first;
 * - O*NET's related occupations, every tier;
 * - occupations that list this job as related (O*NET's lists are one-way: a supervisor may list the
 *   job it supervises while the job does not list the supervisor);
 * - for an "All Other" occupation O*NET relates to nothing, the named occupations of its group.
 * A candidate a counsellor would never sign is dropped here, whatever the visitor: skills that do
 * not carry over (similarity under 0.40, unless it is a curated rung), a credential no source can
 * name, years of new schooling beyond a leap people make, or a pay cut beyond a fifth.
 */
export type MoveSource = RelatednessTier | "Career ladder" | "Lists your job" | "Same group";

export interface MoveCandidate {
  code: string;
  occupation: Occupation;
  source: MoveSource;
  /** O*NET relatedness index (1 = most related), 21 for candidates O*NET does not rank. */
  relatedIndex: number;
  /** The curated reason this is the job's next rung, or null. */
  ladderWhy: string | null;
  /** The curated rung is an internal promotion that commonly waives an any-field degree. */
  promotedWithoutDegree: boolean;
  /** Same SOC major group ("35" food preparation and serving) as the visitor's job. */
  sameField: boolean;
  /** Same SOC minor group ("35-2" cooks and food preparation workers). */
  sameMinorGroup: boolean;
  /** Same SOC broad group ("35-201" cooks). */
  broadGroupMatch: boolean;
  /** An O*NET primary relation (short or long list) in the same field. */
  primaryInField: boolean;
  /** Centred cosine of O*NET skills and knowledge; null when neither job can be measured. */
  similarity: number | null;
  /** Title-only exposure score there. */
  riskScore: number;
  /** Pay change at the median and at the 25th percentile, %. */
  payChange: { median: number | null; earlyCareer: number | null };
  requirements: MoveRequirements;
  growthPct: number | null;
  annualOpenings: number | null;
}

/** Below this similarity of skills and knowledge, too little carries over (the counsellor's check). */
export const MIN_SIMILARITY = 0.4;
/** O*NET's primary relations in the visitor's own field need this much similarity. */
export const MIN_PRIMARY_SIMILARITY = 0.3;
/** First-line supervisors (chefs and head cooks among them): "xx-1…" in the service, sales, office, farm, trades, production and transport groups. */
export const FIRST_LINE_SUPERVISORS = /^(3[3-9]|4[1-9]|5[13])-1/;
/** A curated rung other than leading one's own crew needs at least this much in common. */
const MIN_CURATED_SIMILARITY = 0.2;
/** A move deeper than this pay cut (%) is never advice. */
export const MAX_PAY_CUT_PCT = 20;
/** More years of new schooling than this is a leap people seldom make, unless it is the job's own ladder. */
export const MAX_YEARS_AHEAD = 4;
/** Fewer openings a year than this (BLS) leave too few jobs to land, unless it is the job's own ladder. */
export const MIN_ANNUAL_OPENINGS = 300;
/**
 * O*NET's own better-paid primary relation in the visitor's field is the job's long route up (nurse
 * practitioner to physician, dentist to oral surgeon): it may take this many years of schooling, named
 * with its length and marked "long route", and may have as few as LONG_ROUTE_OPENINGS openings a year.
 */
export const MAX_LONG_ROUTE_YEARS = 10;
const LONG_ROUTE_OPENINGS = 100;
/** Pays at least this much more (%, at the median) to be worth a long route. */
const LONG_ROUTE_PAY_GAIN_PCT = 10;

const cache = new WeakMap<AdviceData, Map<string, MoveCandidate[]>>();

export function listMoveCandidates(input: {
  data: AdviceData;
  occupation: Occupation;
  /** The title-only score of an occupation, or null when it cannot be scored. */
  scoreOf: (code: string) => number | null;
}): MoveCandidate[] {
  const { data, occupation, scoreOf } = input;
  let byCode = cache.get(data);
  if (!byCode) {
    byCode = new Map();
    cache.set(data, byCode);
  }
  const cached = byCode.get(occupation.code);
  if (cached) return cached;

  const candidates: MoveCandidate[] = [];
  const seen = new Set<string>([occupation.code]);
  const field = occupation.code.slice(0, 2);
  const consider = (
    code: string,
    source: MoveSource,
    relatedIndex: number,
    ladderWhy: string | null,
    promotedWithoutDegree = false,
  ) => {
    if (seen.has(code)) return;
    const to = data.byCode.get(code);
    const riskScore = scoreOf(code);
    if (!to || riskScore === null) return;
    seen.add(code);
    const sameField = code.slice(0, 2) === field;
    // Related only from the other side: in the visitor's own field or not at all. (Jobs two steps
    // away are not offered: a counsellor signed one in seven, ADR 029.)
    if (source === "Lists your job" && !sameField) return;
    const similarity = measureSimilarity({ data, from: occupation, to });
    const curated = ladderWhy !== null;
    // O*NET's own primary relations in the same field are the moves people make most (ADR 029):
    // they keep a lower bar on skill overlap and may climb two Job Zones when the schooling is short.
    const primaryInField = sameField && (source === "Primary-Short" || source === "Primary-Long");
    const minSimilarity = primaryInField ? MIN_PRIMARY_SIMILARITY : MIN_SIMILARITY;
    if (!curated && (similarity === null || similarity < minSimilarity)) return;
    // A curated rung that leads the visitor's own crew (a first-line supervisor, a head cook) may share
    // little on paper; any other curated rung still needs some of the work in common.
    const leadsOwnCrew = sameField && FIRST_LINE_SUPERVISORS.test(code);
    if (curated && !leadsOwnCrew && similarity !== null && similarity < MIN_CURATED_SIMILARITY) return;
    const requirements = describeRequirements({ data, from: occupation, to, promotedWithoutDegree });
    if (requirements.unnamedCredential) return;
    const median = comparePay(payAt({ occupation, basis: "median" }), payAt({ occupation: to, basis: "median" }));
    if (median !== null && median < -MAX_PAY_CUT_PCT) return;
    const longRoute = primaryInField && median !== null && median >= LONG_ROUTE_PAY_GAIN_PCT;
    const leap = requirements.extraZones >= (primaryInField ? 3 : 2);
    const maxYears = longRoute ? MAX_LONG_ROUTE_YEARS : MAX_YEARS_AHEAD;
    if (!curated && (requirements.yearsAhead > maxYears || leap)) return;
    const openings = to.labourMarket?.annualOpenings ?? null;
    const minOpenings = longRoute ? LONG_ROUTE_OPENINGS : MIN_ANNUAL_OPENINGS;
    if (!curated && openings !== null && openings < minOpenings) return;
    candidates.push({
      code,
      occupation: to,
      source,
      relatedIndex,
      ladderWhy,
      promotedWithoutDegree,
      sameField,
      sameMinorGroup: code.slice(0, 4) === occupation.code.slice(0, 4),
      broadGroupMatch: code.slice(0, 6) === occupation.code.slice(0, 6),
      primaryInField,
      similarity,
      riskScore,
      payChange: {
        median,
        earlyCareer: comparePay(
          payAt({ occupation, basis: "early-career" }),
          payAt({ occupation: to, basis: "early-career" }),
        ),
      },
      requirements,
      growthPct: to.labourMarket?.projectedGrowthPct ?? null,
      annualOpenings: to.labourMarket?.annualOpenings ?? null,
    });
  };

  for (const step of CAREER_LADDERS)
    if (matchesCode({ code: occupation.code, key: step.from })) {
      const tier = occupation.related.find((related) => related.code === step.to);
      consider(step.to, "Career ladder", tier?.index ?? 21, step.why, step.promotedWithoutDegree ?? false);
    }
  for (const related of occupation.related) consider(related.code, related.tier, related.index, null);
  for (const other of data.relatedBy(occupation.code))
    if (other.tier !== "Supplemental") consider(other.code, "Lists your job", 21, null);
  if (occupation.related.length === 0)
    for (const length of [6, 4]) {
      const prefix = occupation.code.slice(0, length);
      const members = [...data.byCode.values()].filter(
        (other) => other.code !== occupation.code && other.code.startsWith(prefix) && other.related.length > 0,
      );
      for (const member of members) consider(member.code, "Same group", 21, null);
      if (members.length > 0) break;
    }
  byCode.set(occupation.code, candidates);
  return candidates;
}
