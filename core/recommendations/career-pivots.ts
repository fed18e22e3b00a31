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

/** Everything about a move that does not depend on the visitor's own score; cached per occupation pair. */
type Candidate = Omit<CareerPivot, "kind" | "caveats" | "exposure">;

const candidatesByTables = new WeakMap<TransferTables, WeakMap<Occupation, Candidate[]>>();

function payChange(from: number | null, to: number | null): number | null {
  return from && to ? Math.round((100 * (to - from)) / from) : null;
}

/** Related occupations, then (for the first ten) their own primary related ones, each described once. */
function listCandidates(input: {
  occupation: Occupation;
  resolve: (code: string) => MoveTarget | null;
  tables: TransferTables;
}): Candidate[] {
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
  const candidates: Candidate[] = [];
  const consider = (code: string, relatedness: CareerPivot["relatedness"]) => {
    if (seen.has(code)) return;
    seen.add(code);
    const target = resolve(code);
    if (!target) return;
    const to = target.occupation;
    const transfer = measureSkillTransfer({ from: occupation, to, tables });
    const toWage = to.labourMarket?.medianAnnualWage ?? null;
    candidates.push({
      title: to.title,
      code: to.code,
      matchPercentage: transfer.percentage,
      riskScore: target.riskScore,
      medianWage: toWage,
      relatedness,
      transfer: {
        skills: roundShare(transfer.skills),
        knowledge: roundShare(transfer.knowledge),
        activities: roundShare(transfer.activities),
        shared: transfer.sharedActivities,
      },
      pay: { from: fromWage, to: toWage, changePct: payChange(fromWage, toWage) },
      preparation: describeMovePreparation({ from: occupation, to }),
      outlook: {
        growthPct: to.labourMarket?.projectedGrowthPct ?? null,
        annualOpenings: to.labourMarket?.annualOpenings ?? null,
      },
    });
  };
  for (const related of occupation.related) consider(related.code, related.tier);
  const group = occupation.related.length === 0 ? tables.groupOf(occupation).map((member) => member.code) : [];
  for (const code of group) consider(code, "Same group");
  for (const code of [...occupation.related.map((related) => related.code), ...group].slice(0, 10)) {
    for (const second of resolve(code)?.occupation.related ?? [])
      if (second.tier !== "Supplemental") consider(second.code, "Second-degree");
  }
  byOccupation.set(occupation, candidates);
  return candidates;
}

function roundShare(share: number | null): number | null {
  return share === null ? null : Math.round(share * 100) / 100;
}

/**
 * The kind of move this is for the visitor, or null when it does not help them: for an exposed
 * visitor it must lower exposure; for a low-exposure one it must not raise it by more than a little,
 * and it is "growth" when it pays at least 10% more or is a step up in Job Zone.
 */
function classifyMove(candidate: Candidate, riskScore: number, situation: CareerMoves["situation"]): MoveKind | null {
  if (situation === "exposed") return candidate.riskScore <= riskScore - MIN_PIVOT_SCORE_DROP ? "lower-exposure" : null;
  if (candidate.riskScore > riskScore + MAX_GROWTH_SCORE_RISE) return null;
  const change = candidate.pay.changePct;
  return (change !== null && change >= 10) || candidate.preparation.extraZones > 0 ? "growth" : "similar";
}

function rankMove(move: Candidate, riskScore: number, situation: CareerMoves["situation"]): number {
  const pay = Math.max(-30, Math.min(40, move.pay.changePct ?? 0));
  const exposureGain = riskScore - move.riskScore;
  const { extraZones, educationStepsUp, licence } = move.preparation;
  const preparation = 8 * extraZones + 8 * educationStepsUp + (licence ? 4 : 0);
  const outlook = Math.max(-15, Math.min(15, move.outlook.growthPct ?? 0)) / 1.5;
  const situational = situation === "exposed" ? exposureGain + pay / 4 : pay / 2 + 6 * extraZones;
  return move.matchPercentage + situational + outlook - preparation + TIER_BONUS[move.relatedness];
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
  const candidates = listCandidates(input);
  if (candidates.length === 0) return { situation, moves: [], noMoveReason: "no-related-data" };

  const regular: (CareerPivot & { rank: number })[] = [];
  const fallback: (CareerPivot & { rank: number })[] = [];
  let helpful = 0;
  for (const candidate of candidates) {
    const kind = classifyMove(candidate, riskScore, situation);
    if (kind === null || candidate.preparation.extraZones > MAX_EXTRA_ZONES) continue;
    helpful++;
    const caveats: MoveCaveat[] = [];
    const change = candidate.pay.changePct;
    if (change !== null && change < -MAX_PAY_CUT_PCT) {
      if (change < -MAX_FALLBACK_PAY_CUT_PCT) continue;
      caveats.push("pay cut");
    }
    if (candidate.matchPercentage < MIN_TRANSFER) {
      if (candidate.matchPercentage < MIN_FALLBACK_TRANSFER) continue;
      caveats.push("less of your work carries over");
    }
    const rank = rankMove(candidate, riskScore, situation) - 25 * caveats.length;
    const move = { ...candidate, exposure: { from: riskScore, to: candidate.riskScore }, kind, caveats, rank };
    (caveats.length === 0 ? regular : fallback).push(move);
  }
  const byRank = (a: { rank: number; code: string }, b: { rank: number; code: string }) =>
    b.rank - a.rank || a.code.localeCompare(b.code);
  regular.sort(byRank);
  fallback.sort(byRank);
  const chosen = regular.slice(0, MAX_MOVES);
  if (chosen.length < MIN_REGULAR_MOVES) chosen.push(...fallback.slice(0, MIN_REGULAR_MOVES - chosen.length));
  // O*NET's own related occupations first, then those reached through them.
  const direct = (move: CareerPivot) => (move.relatedness === "Second-degree" ? 1 : 0);
  const moves = chosen.sort((a, b) => direct(a) - direct(b) || byRank(a, b)).map(({ rank: _rank, ...move }) => move);
  const noMoveReason: NoMoveReason | null =
    moves.length > 0 ? null : helpful === 0 && situation === "exposed" ? "all-as-exposed" : "none-fit";
  return { situation, moves, noMoveReason };
}
