import type { Occupation, RelatednessTier } from "../occupations/dataset";
import { describeMovePreparation, type MovePreparation } from "./move-preparation";
import { measureSkillTransfer, type TransferTables } from "./skill-transfer";

/**
 * Career moves with a reason (docs/decisions/024-career-moves-with-a-reason.md). Each move is an
 * O*NET related occupation (or, when those run short, one related to a related occupation),
 * explained with figures the visitor can check: how much of their work carries over, pay now and
 * there (OEWS medians), what it takes (Job Zone, BLS entry education and training, licence),
 * outlook (BLS 2024–34) and exposure now and there (title-only scores, same scale).
 *
 * Ranked for the visitor's situation:
 * - exposed (score ≥ 30): moves that cut exposure by at least 5 points;
 * - low exposure (score < 30): growth moves, more pay or a higher Job Zone at similar or lower
 *   exposure (at most 5 points more); when none exists, similar work at similar pay.
 * A regular move carries over at least 40% and cuts pay by at most 20%; moves that break either rule
 * are used only as labelled fallbacks when fewer than 3 regular moves exist.
 */

export type MoveKind = "lower-exposure" | "growth" | "similar";
/** Why a fallback move is shown despite breaking a rule; the card says so. */
export type MoveCaveat = "pay cut" | "less of your work carries over";

export interface CareerPivot {
  title: string;
  code: string;
  /** Skill transfer, 0–100: how much of what the person does counts there (same as transfer.percentage). */
  matchPercentage: number;
  /** Title-only risk score of the move's occupation (same scale as the person's score). */
  riskScore: number;
  medianWage: number | null;
  /**
   * O*NET relatedness tier to the person's occupation, "Second-degree" (related to a related
   * occupation), or "Same group" (same SOC group, for "All Other" occupations O*NET relates to nothing).
   */
  relatedness: RelatednessTier | "Second-degree" | "Same group";
  kind: MoveKind;
  caveats: MoveCaveat[];
  transfer: { skills: number | null; knowledge: number | null; activities: number | null; shared: string[] };
  /** The visitor's own score → the move's title-only score. */
  exposure: { from: number; to: number };
  pay: { from: number | null; to: number | null; changePct: number | null };
  preparation: MovePreparation;
  outlook: { growthPct: number | null; annualOpenings: number | null };
}

/** Why a result has no move, for the page to say. */
export type NoMoveReason = "no-related-data" | "all-as-exposed" | "none-fit";

export interface CareerMoves {
  /** "exposed": moves cut exposure; "low": the visitor's exposure is low, moves are for growth. */
  situation: "exposed" | "low";
  moves: CareerPivot[];
  noMoveReason: NoMoveReason | null;
}

/** At or above this score a visitor counts as exposed (the Medium Risk threshold). */
export const EXPOSED_SCORE = 30;
/** A move for an exposed visitor must lower the score by at least this much. */
export const MIN_PIVOT_SCORE_DROP = 5;
/** A growth move may raise exposure by at most this much ("similar"). */
export const MAX_GROWTH_SCORE_RISE = 5;
export const MIN_TRANSFER = 40;
/** A cut deeper than this (in %) is a "pay cut". */
export const MAX_PAY_CUT_PCT = 20;
/** Fewer regular moves than this let labelled fallbacks in. */
export const MIN_REGULAR_MOVES = 3;
/** Moves three or more Job Zones up are years of schooling away and are left out. */
const MAX_EXTRA_ZONES = 2;
/** A fallback that carries over less than this is not a move at all. */
const MIN_FALLBACK_TRANSFER = 30;
/** A fallback that cuts pay by more than this (in %) is not a move at all. */
const MAX_FALLBACK_PAY_CUT_PCT = 40;
const MAX_MOVES = 5;
/**
 * A move two steps away into another field of work (another SOC major group) is the least
 * checkable kind: nothing in O*NET links the two jobs, only a job between them.
 */
const OTHER_FIELD_SECOND_DEGREE_PENALTY = 15;
/** For a visitor not exposed to AI, a move that pays this much less (in %) and is no step up is a step down. */
const STEP_DOWN_PAY_CUT_PCT = 10;
const STEP_DOWN_PENALTY = 15;
/**
 * BLS projects occupations at or below this change over 2024–34 to shrink markedly (Tellers −13%,
 * File Clerks −16%): a counsellor would not send someone there first, whatever carries over.
 */
const SHRINKING_GROWTH_PCT = -10;
const SHRINKING_PENALTY = 20;
const TIER_BONUS: Record<CareerPivot["relatedness"], number> = {
  "Primary-Short": 10,
  "Primary-Long": 5,
  Supplemental: 0,
  "Second-degree": -10,
  "Same group": 0,
};

export interface MoveTarget {
  occupation: Occupation;
  riskScore: number;
}

/**
 * A move's figures that do not depend on the visitor's own score, kept per occupation as a few
 * numbers (about 60 candidates for each of ~1,000 occupations); the chosen moves are described in
 * full only when shown. Candidates no rule could ever show are not kept.
 */
interface Candidate {
  code: string;
  relatedness: CareerPivot["relatedness"];
  /** In the same SOC major group ("41" for sales) as the person's occupation. */
  sameField: boolean;
  matchPercentage: number;
  riskScore: number;
  payChange: number | null;
  extraZones: number;
  educationStepsUp: number;
  licensed: boolean;
  growthPct: number | null;
}

interface CandidateList {
  candidates: Candidate[];
  /** The lowest title-only score among all related occupations, shown or not ("all as exposed" when ≥ the visitor's). */
  lowestScore: number;
  /** Whether any occupation was considered at all. */
  any: boolean;
}

const candidatesByTables = new WeakMap<TransferTables, WeakMap<Occupation, CandidateList>>();

function payChange(from: number | null, to: number | null): number | null {
  return from && to ? Math.round((100 * (to - from)) / from) : null;
}

/** Related occupations, then (for the first ten) their own primary related ones, each weighed once. */
function listCandidates(input: {
  occupation: Occupation;
  resolve: (code: string) => MoveTarget | null;
  tables: TransferTables;
}): CandidateList {
  const { occupation, resolve, tables } = input;
  let byOccupation = candidatesByTables.get(tables);
  if (!byOccupation) {
    byOccupation = new WeakMap();
    candidatesByTables.set(tables, byOccupation);
  }
  const cached = byOccupation.get(occupation);
  if (cached) return cached;
  const fromWage = occupation.labourMarket?.medianAnnualWage ?? null;
  const seen = new Set<string>([occupation.code]);
  const list: CandidateList = { candidates: [], lowestScore: Infinity, any: false };
  const consider = (code: string, relatedness: CareerPivot["relatedness"]) => {
    if (seen.has(code)) return;
    seen.add(code);
    const target = resolve(code);
    if (!target) return;
    list.any = true;
    list.lowestScore = Math.min(list.lowestScore, target.riskScore);
    const to = target.occupation;
    const matchPercentage = measureSkillTransfer({ from: occupation, to, tables }).percentage;
    const change = payChange(fromWage, to.labourMarket?.medianAnnualWage ?? null);
    const preparation = describeMovePreparation({ from: occupation, to });
    const never =
      matchPercentage < MIN_FALLBACK_TRANSFER ||
      (change !== null && change < -MAX_FALLBACK_PAY_CUT_PCT) ||
      preparation.extraZones > MAX_EXTRA_ZONES;
    if (never) return;
    list.candidates.push({
      code: to.code,
      relatedness,
      sameField: to.code.slice(0, 2) === occupation.code.slice(0, 2),
      matchPercentage,
      riskScore: target.riskScore,
      payChange: change,
      extraZones: preparation.extraZones,
      educationStepsUp: preparation.educationStepsUp,
      licensed: preparation.licence !== null,
      growthPct: to.labourMarket?.projectedGrowthPct ?? null,
    });
  };
  for (const related of occupation.related) consider(related.code, related.tier);
  const group = occupation.related.length === 0 ? tables.groupOf(occupation).map((member) => member.code) : [];
  for (const code of group) consider(code, "Same group");
  for (const code of [...occupation.related.map((related) => related.code), ...group].slice(0, 10)) {
    for (const second of resolve(code)?.occupation.related ?? [])
      if (second.tier !== "Supplemental") consider(second.code, "Second-degree");
  }
  byOccupation.set(occupation, list);
  return list;
}

function roundShare(share: number | null): number | null {
  return share === null ? null : Math.round(share * 100) / 100;
}

/** A chosen move in full, with every reason the card shows. */
function describeMove(input: {
  from: Occupation;
  to: MoveTarget;
  candidate: Candidate;
  riskScore: number;
  kind: MoveKind;
  caveats: MoveCaveat[];
  tables: TransferTables;
}): CareerPivot {
  const { from, candidate, riskScore, kind, caveats, tables } = input;
  const to = input.to.occupation;
  const transfer = measureSkillTransfer({ from, to, tables });
  const fromWage = from.labourMarket?.medianAnnualWage ?? null;
  const toWage = to.labourMarket?.medianAnnualWage ?? null;
  return {
    title: to.title,
    code: to.code,
    matchPercentage: candidate.matchPercentage,
    riskScore: candidate.riskScore,
    medianWage: toWage,
    relatedness: candidate.relatedness,
    kind,
    caveats,
    transfer: {
      skills: roundShare(transfer.skills),
      knowledge: roundShare(transfer.knowledge),
      activities: roundShare(transfer.activities),
      shared: transfer.sharedActivities,
    },
    exposure: { from: riskScore, to: candidate.riskScore },
    pay: { from: fromWage, to: toWage, changePct: candidate.payChange },
    preparation: describeMovePreparation({ from, to }),
    outlook: {
      growthPct: to.labourMarket?.projectedGrowthPct ?? null,
      annualOpenings: to.labourMarket?.annualOpenings ?? null,
    },
  };
}

/**
 * The kind of move this is for the visitor, or null when it does not help them: for an exposed
 * visitor it must lower exposure; for a low-exposure one it must not raise it by more than a little,
 * and it is "growth" when it pays at least 10% more or is a step up in Job Zone.
 */
function classifyMove(candidate: Candidate, riskScore: number, situation: CareerMoves["situation"]): MoveKind | null {
  if (situation === "exposed") return candidate.riskScore <= riskScore - MIN_PIVOT_SCORE_DROP ? "lower-exposure" : null;
  if (candidate.riskScore > riskScore + MAX_GROWTH_SCORE_RISE) return null;
  const change = candidate.payChange;
  return (change !== null && change >= 10) || candidate.extraZones > 0 ? "growth" : "similar";
}

/**
 * Higher is better: transfer, then what the move does for the visitor's situation (less exposure;
 * or, when exposure is low, more pay and seniority), outlook, minus preparation, plus how directly
 * O*NET relates the jobs. Two kinds of move a counsellor would not put first are ranked down, so
 * they are shown only when better moves run short: a move two steps away into another field of
 * work; for a visitor with low exposure (who has no reason to flee AI), a step down in pay; and a
 * move into an occupation BLS projects to shrink markedly.
 */
function rankMove(move: Candidate, riskScore: number, situation: CareerMoves["situation"]): number {
  const pay = Math.max(-30, Math.min(40, move.payChange ?? 0));
  const exposureGain = riskScore - move.riskScore;
  const preparation = 8 * move.extraZones + 8 * move.educationStepsUp + (move.licensed ? 4 : 0);
  const outlook = Math.max(-15, Math.min(15, move.growthPct ?? 0)) / 1.5;
  const situational = situation === "exposed" ? exposureGain + pay / 4 : pay / 2 + 6 * move.extraZones;
  const otherField = move.relatedness === "Second-degree" && !move.sameField ? OTHER_FIELD_SECOND_DEGREE_PENALTY : 0;
  const stepDown =
    situation === "low" && move.extraZones <= 0 && move.payChange !== null && move.payChange < -STEP_DOWN_PAY_CUT_PCT
      ? STEP_DOWN_PENALTY
      : 0;
  const shrinking = move.growthPct !== null && move.growthPct <= SHRINKING_GROWTH_PCT ? SHRINKING_PENALTY : 0;
  return (
    move.matchPercentage +
    situational +
    outlook -
    preparation +
    TIER_BONUS[move.relatedness] -
    otherField -
    stepDown -
    shrinking
  );
}

export function recommendCareerPivots(input: {
  occupation: Occupation;
  /** The visitor's score (person-level, same scale as the title-only scores). */
  riskScore: number;
  /** Resolves an occupation and its title-only risk score; null when unknown or unscored. */
  resolve: (code: string) => MoveTarget | null;
  tables: TransferTables;
}): CareerMoves {
  const { riskScore } = input;
  const situation: CareerMoves["situation"] = riskScore >= EXPOSED_SCORE ? "exposed" : "low";
  const { candidates, lowestScore, any } = listCandidates(input);
  if (!any) return { situation, moves: [], noMoveReason: "no-related-data" };

  // Only the chosen few become new objects: an assessment weighs dozens of candidates.
  type Ranked = { candidate: Candidate; kind: MoveKind; caveats: MoveCaveat[]; rank: number };
  const regular: Ranked[] = [];
  const fallback: Ranked[] = [];
  for (const candidate of candidates) {
    const kind = classifyMove(candidate, riskScore, situation);
    if (kind === null) continue;
    const payCut = candidate.payChange !== null && candidate.payChange < -MAX_PAY_CUT_PCT;
    const lowTransfer = candidate.matchPercentage < MIN_TRANSFER;
    const caveats: MoveCaveat[] = [];
    if (payCut) caveats.push("pay cut");
    if (lowTransfer) caveats.push("less of your work carries over");
    const rank = rankMove(candidate, riskScore, situation) - 25 * caveats.length;
    (caveats.length === 0 ? regular : fallback).push({ candidate, kind, caveats, rank });
  }
  const byRank = (a: Ranked, b: Ranked) => b.rank - a.rank || a.candidate.code.localeCompare(b.candidate.code);
  regular.sort(byRank);
  fallback.sort(byRank);
  const chosen = regular.slice(0, MAX_MOVES);
  if (chosen.length < MIN_REGULAR_MOVES) chosen.push(...fallback.slice(0, MIN_REGULAR_MOVES - chosen.length));
  // O*NET's own related occupations first, then those reached through them.
  const direct = (entry: Ranked) => (entry.candidate.relatedness === "Second-degree" ? 1 : 0);
  const moves = chosen
    .sort((a, b) => direct(a) - direct(b) || byRank(a, b))
    .flatMap(({ candidate, kind, caveats }) => {
      const to = input.resolve(candidate.code);
      const from = input.occupation;
      return to ? [describeMove({ from, to, candidate, riskScore, kind, caveats, tables: input.tables })] : [];
    });
  const allAsExposed = situation === "exposed" && lowestScore > riskScore - MIN_PIVOT_SCORE_DROP;
  const noMoveReason: NoMoveReason | null = moves.length > 0 ? null : allAsExposed ? "all-as-exposed" : "none-fit";
  return { situation, moves, noMoveReason };
}
