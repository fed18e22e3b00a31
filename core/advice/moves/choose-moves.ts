import type { Occupation } from "../../occupations/dataset";
import { PAY_NOT_THEIR_OWN } from "../catalogue/pay-not-their-own";
import { matchesAnyCode } from "../catalogue/match-code";
import type { AdviceData } from "../prepare-advice-data";
import { describeRequirements, type HeldEducation, type MoveRequirements } from "./describe-requirements";
import {
  FIRST_LINE_SUPERVISORS,
  listMoveCandidates,
  MAX_YEARS_AHEAD,
  MIN_SIMILARITY,
  type MoveCandidate,
  type MoveSource,
} from "./list-move-candidates";
import { payAt, type PayBasis } from "./pay-level";
import { listSharedStrengths } from "./skill-overlap";

/**
 * The career moves a result shows (ADR 029), in the order a counsellor would: viable first (the
 * skills carry over, the requirements are named), then desirable (more pay or responsibility, or a
 * real gain), and only then safer (less exposed to AI). Exposure ranks moves and is shown on every
 * one; it never removes the job's own ladder.
 *
 * Kinds:
 * - "ladder": a step up in the same line of work, curated or in the same field paying at least 10%
 *   more at the visitor's pay level;
 * - "growth": a related job in another field paying at least 10% more;
 * - "safer": a related job with AI exposure at least 5 points lower, at a pay cut of at most 20%
 *   (the cut is labelled with its size);
 * - "lateral": similar pay in the same field, where BLS expects clearly more jobs.
 * Anything else (sideways with nothing gained, a step down) is not shown; when nothing is left the
 * page says "stay and grow" and shows how, instead of listing step-downs.
 */
export type MoveKind = "ladder" | "growth" | "safer" | "lateral";

export interface AdviceMove {
  title: string;
  code: string;
  /** How close the two jobs' skills and knowledge are, 0–100 (centred cosine × 100, floored at 0). */
  matchPercentage: number;
  riskScore: number;
  medianWage: number | null;
  relatedness: MoveSource;
  kind: MoveKind;
  /** Labels the card shows: "pay cut 12%". */
  caveats: string[];
  /** Why this move, in words: the curated rung's reason, or what the data says. */
  why: string;
  /** Distinctive skills and knowledge of the visitor's job that count there too. */
  transfer: { similarity: number | null; shared: string[] };
  exposure: { from: number; to: number };
  pay: { from: number | null; to: number | null; changePct: number | null; basis: PayBasis };
  preparation: MoveRequirements;
  outlook: { growthPct: number | null; annualOpenings: number | null };
  /** Share of workers there who are self-employed (BLS), when OEWS pay leaves many out. */
  selfEmployedPct: number | null;
}

export type NoMoveReason = "no-related-data" | "stay-and-grow";

export interface ChosenMoves {
  situation: "exposed" | "low";
  moves: AdviceMove[];
  noMoveReason: NoMoveReason | null;
}

const MAX_MOVES = 5;
/** At most this many moves that are not curated rungs (O*NET relations); the one O*NET rung a result must show counts. */
const MAX_OFF_LADDER = 3;
const MAX_LADDER_MOVES = 3;
/** At most this many moves from one SOC broad group (five kinds of teacher is one idea). */
const MAX_PER_BROAD_GROUP = 2;
/** A growth or ladder move pays at least this much more (%). */
const MIN_GROWTH_PAY_PCT = 10;
/** A safer move lowers the exposure score by at least this much: less is noise in the estimate. */
const MIN_SAFER_DROP = 10;
/** …into a field BLS does not project to shrink (a refuge that is closing is none). */
const MIN_SAFER_GROWTH_PCT = -3;
/** A safer move may cut pay by this much (%), or up to MAX_PAY_CUT_PCT when exposure falls by BIG_SAFER_DROP. */
const SMALL_PAY_CUT_PCT = 10;
const BIG_SAFER_DROP = 20;
/** A sideways move for safety only must be close work: the skills must carry over well. */
const MIN_SAFER_SIMILARITY = 0.55;
/** For an exposed visitor, a move off the ladder (better-paid or safer) must land below this exposure. */
const EXPOSED_DESTINATION = 50;
/** A route asking for this many years of experience in other work is offered only as a curated rung. */
const MIN_EXPERIENCE_YEARS_ELSEWHERE = 2;
/** Close work: skills and knowledge this alike (centred cosine). */
const MIN_CLOSE_SIMILARITY = 0.6;
/** Off the curated ladder, no move raises exposure by this many points into work scored EXPOSED_DESTINATION or more. */
const MAX_EXPOSURE_RISE = 20;
/** Off the curated ladder, this many years of new schooling or more… */
const LONG_SCHOOLING_YEARS = 3;
/** …must pay at least this much more (%). */
const MIN_LONG_SCHOOLING_GAIN_PCT = 25;
/** At most this many long routes (years of new schooling past MAX_YEARS_AHEAD) in one result. */
const MAX_LONG_ROUTES = 1;
/**
 * Retraining, not a nearby move (ADR 029): the target's usual entry is this many levels of schooling
 * above what the visitor holds (high school to an associate's or more, an associate's to a bachelor's
 * and beyond)…
 */
const RETRAINING_LEVELS = 2;
/** "With new schooling": at least this many years of it. */
const RETRAINING_SCHOOLING_YEARS = 2;
/** …or it climbs this many O*NET Job Zones with new schooling… */
const RETRAINING_ZONES = 2;
/** …or it asks this many years of new schooling at a level the visitor already holds (a second bachelor's). */
const RETRAINING_YEARS = 4;
/** From this many years in their work, a route past MAX_YEARS_AHEAD years of schooling is no longer offered. */
const SEASONED_YEARS = 10;
/** From this many years in their work, retraining must pay at least RETRAINING_GAIN_PCT more (%, at the median)… */
const EXPERIENCED_YEARS = 5;
/** …years at a trainee's pay are not repaid by a smaller rise (a 12-year electrician restarting as an apprentice for +21%). */
const RETRAINING_GAIN_PCT = 50;
/** A sideways move (safer or lateral) is worth at most this many years of new schooling. */
const MAX_SIDEWAYS_YEARS = 2;
/** Projected to shrink by this much or more (%): only the job's own ladder may lead there. */
const SHRINKING_FOR_OTHERS_PCT = -5;
/** A lateral move needs BLS projected growth this many points above the visitor's job. */
const MIN_LATERAL_OUTLOOK_GAIN = 5;
const SIMILAR_PAY_PCT = 10;
/** BLS projects occupations at or below this change (%) to shrink markedly. */
const SHRINKING_GROWTH_PCT = -10;
/** Fewer openings a year than this make a move hard to land. */
const FEW_OPENINGS = 1000;
/** Shown in the move's card when at least this share of workers is self-employed. */
const SELF_EMPLOYED_NOTE_PCT = 30;

const SOURCE_BONUS: Readonly<Record<MoveSource, number>> = {
  "Career ladder": 25,
  "Primary-Short": 10,
  "Primary-Long": 7,
  Supplemental: 3,
  "Lists your job": 3,
  "Same group": 0,
};
const KIND_ORDER: Readonly<Record<MoveKind, number>> = { ladder: 0, growth: 1, safer: 2, lateral: 3 };

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

function payChangeFor(candidate: MoveCandidate, basis: PayBasis): number | null {
  return basis === "early-career"
    ? (candidate.payChange.earlyCareer ?? candidate.payChange.median)
    : candidate.payChange.median;
}

/**
 * A better-paid job is a rung above when it leads (a first-line supervisor group "xx-1…" or a manager
 * "11-…") in the visitor's field or over it, or when it is a sibling in the same SOC broad group that
 * asks for more preparation (a higher O*NET Job Zone). A better-paid sibling at the same level is
 * better-paid work nearby, not a promotion.
 */
function isRungAbove(candidate: MoveCandidate): boolean {
  const code = candidate.code;
  const leads = FIRST_LINE_SUPERVISORS.test(code) || code.startsWith("11-");
  const seniorSibling = candidate.sameMinorGroup && candidate.broadGroupMatch && candidate.requirements.extraZones > 0;
  return (candidate.sameField || code.startsWith("11-")) && (leads || seniorSibling);
}

/** The kind of move a candidate is for this visitor, or null when it gains them nothing. */
function classify(input: {
  candidate: MoveCandidate;
  riskScore: number;
  exposed: boolean;
  payChange: number | null;
  ownGrowth: number | null;
  earlyCareer: boolean;
}): MoveKind | null {
  const { candidate, riskScore, exposed, payChange, ownGrowth, earlyCareer } = input;
  // A manager's post is years away in a first job: no "11-" rung for an early-career visitor.
  if (earlyCareer && candidate.code.startsWith("11-")) return null;
  const paysMore = payChange !== null ? payChange >= MIN_GROWTH_PAY_PCT : candidate.requirements.extraZones > 0;
  if (paysMore && candidate.ladderWhy !== null) return "ladder";
  if (candidate.ladderWhy === null) {
    // Pay that is not the newcomer's (a part-year job annualised as full-time, a median far above
    // the tier every newcomer starts in): the move's pay cannot be weighed, so it is held back.
    // A part-year job is part-year for anyone; the newcomer's tier is not a mail sorter's who becomes a carrier.
    const payNote = PAY_NOT_THEIR_OWN.find((entry) => matchesAnyCode({ code: candidate.code, keys: [entry.code] }));
    if (payNote && (payNote.kind === "part-year" || !candidate.broadGroupMatch)) return null;
    // No pay figure to weigh it by (BLS publishes none, or hourly only): not advice from figures.
    if (candidate.occupation.labourMarket?.medianAnnualWage == null) return null;
    // A manager's post from a loose relation in another field is no rung (a postmaster's job is
    // filled from inside the postal service).
    if (candidate.code.startsWith("11-") && !candidate.sameField && candidate.source === "Supplemental") return null;
  }
  const growth = candidate.growthPct;
  const rung = isRungAbove(candidate);
  // An exposed visitor is not sent off the ladder into work nearly as exposed, however it pays.
  const staysExposed = !rung && exposed && candidate.riskScore >= EXPOSED_DESTINATION;
  // O*NET's own better-paid primary relation in the field stays, shrinking or not (the card says so):
  // a machinist who becomes a tool and die maker climbs, even in a shrinking trade.
  const primaryRung = paysMore && candidate.primaryInField && (candidate.payChange.median ?? 0) >= MIN_GROWTH_PAY_PCT;
  // Sideways into shrinking (by 5% or more), exposed work is no step, even on O*NET's list (a credit
  // clerk's job for a call-centre agent); a rung above in such a field stays, with its caveat.
  const closingAndExposed =
    growth !== null && growth <= MIN_SAFER_GROWTH_PCT && candidate.riskScore >= EXPOSED_DESTINATION;
  const shrinkingAndExposed =
    growth !== null && growth <= SHRINKING_FOR_OTHERS_PCT && candidate.riskScore >= EXPOSED_DESTINATION;
  // Years asked in other work count for O*NET's own relation only where the work is close (0.6), or
  // where it is a sibling in the visitor's SOC broad group (a medical secretary who would become an
  // executive assistant: the same work at a senior level, the years named as a step).
  // (BLS's "related occupation" may be the visitor's own: only a curated route's years count here.)
  const experienceMissing =
    !candidate.requirements.experienceFromBls &&
    candidate.requirements.experienceElsewhere >= MIN_EXPERIENCE_YEARS_ELSEWHERE &&
    (candidate.similarity ?? 0) < MIN_CLOSE_SIMILARITY &&
    !candidate.broadGroupMatch;
  // A rung that asks years in other work first (supervising a B2B sales team after retail) is
  // better-paid work, not the visitor's next rung: the card names the years as a step.
  const yearsElsewhere = candidate.requirements.experienceElsewhere >= MIN_EXPERIENCE_YEARS_ELSEWHERE;
  if (primaryRung && !(shrinkingAndExposed && !rung) && !experienceMissing)
    return rung && !yearsElsewhere ? "ladder" : "growth";
  // A route asking for years of experience in other work is a change of specialism, not a next step.
  if (candidate.requirements.experienceElsewhere >= MIN_EXPERIENCE_YEARS_ELSEWHERE) return null;
  // Off the curated ladder, work that is shrinking and exposed is no destination, however it pays:
  // a brokerage or payroll clerk's job for a bookkeeper, a credit clerk's for a call-centre agent.
  if (closingAndExposed) return null;
  // Nor is a jump into much more exposed work (a bookkeeper at 26 sent to work scored 80).
  if (candidate.riskScore - riskScore >= MAX_EXPOSURE_RISE && candidate.riskScore >= EXPOSED_DESTINATION) return null;
  // Otherwise a move into a shrinking field is no refuge, whatever else it offers.
  if (growth !== null && growth <= SHRINKING_FOR_OTHERS_PCT) return null;
  // Off the ladder, a move is worth a little retraining at most.
  if (!rung && candidate.requirements.yearsAhead > MAX_SIDEWAYS_YEARS) return null;
  if (staysExposed) return null;
  // Better pay in loosely related work (O*NET's supplemental relations) is a change of career, not
  // a next step: it must be close work.
  if (paysMore && !rung && candidate.source === "Supplemental" && (candidate.similarity ?? 0) < MIN_CLOSE_SIMILARITY)
    return null;
  if (paysMore) return rung ? "ladder" : "growth";
  const drop = riskScore - candidate.riskScore;
  const cut = Math.max(0, -(payChange ?? 0));
  const saferEnough =
    drop >= MIN_SAFER_DROP &&
    (cut <= SMALL_PAY_CUT_PCT || drop >= BIG_SAFER_DROP) &&
    (growth === null || growth >= MIN_SAFER_GROWTH_PCT) &&
    (candidate.similarity ?? 0) >= MIN_SAFER_SIMILARITY;
  if (saferEnough) return "safer";
  const similarPay = payChange !== null && Math.abs(payChange) < SIMILAR_PAY_PCT;
  const outlookGain =
    candidate.growthPct !== null && candidate.growthPct - (ownGrowth ?? 0) >= MIN_LATERAL_OUTLOOK_GAIN;
  if (similarPay && candidate.sameField && outlookGain && candidate.riskScore <= riskScore + MIN_SAFER_DROP)
    return "lateral";
  return null;
}

/** Higher is better. */
function rank(input: {
  candidate: MoveCandidate;
  kind: MoveKind;
  riskScore: number;
  payChange: number | null;
  exposed: boolean;
}): number {
  const { candidate, riskScore, payChange, exposed } = input;
  const similarity = Math.max(candidate.similarity ?? 0, candidate.ladderWhy ? 0.4 : 0);
  const exposureGain = riskScore - candidate.riskScore;
  const exposureTerm = exposed ? clamp(exposureGain / 2, -15, 20) : -Math.max(0, -exposureGain - 10) / 3;
  const outlook = clamp(candidate.growthPct ?? 0, -15, 15) / 1.5;
  const shrinking = candidate.growthPct !== null && candidate.growthPct <= SHRINKING_GROWTH_PCT ? 15 : 0;
  const fewOpenings = candidate.annualOpenings !== null && candidate.annualOpenings < FEW_OPENINGS ? 8 : 0;
  return (
    30 * similarity +
    SOURCE_BONUS[candidate.source] +
    (21 - Math.min(21, candidate.relatedIndex)) / 4 +
    clamp(payChange ?? 0, -20, 60) / 4 +
    exposureTerm +
    outlook -
    3 * candidate.requirements.yearsAhead -
    shrinking -
    fewOpenings
  );
}

function isReserveOnly(entry: { candidate: MoveCandidate; payChange: number | null }): boolean {
  const { candidate, payChange } = entry;
  if (candidate.ladderWhy !== null) return false;
  if ((candidate.similarity ?? 0) < MIN_SIMILARITY) return true;
  // Pay and outlook borrowed from a BLS "all other" group (Mechatronics Engineers carry the figures
  // of Engineers, All Other): better pay there is not the job's own.
  if (paysFromCatchAll(candidate)) return true;
  return candidate.requirements.yearsAhead >= LONG_SCHOOLING_YEARS && (payChange ?? 0) < MIN_LONG_SCHOOLING_GAIN_PCT;
}

function paysFromCatchAll(candidate: MoveCandidate): boolean {
  const blsCode = candidate.occupation.labourMarket?.blsCode ?? "";
  return /9$/.test(blsCode) && candidate.code !== `${blsCode}.00`;
}

/**
 * A move that is really retraining (ADR 029): a new degree two levels above the schooling held, a
 * two-zone climb with new schooling, a new apprenticeship for someone whose job came through one, or
 * a whole new degree at a level already held (an engineer's second bachelor's). It is shown only as
 * the result's one long route, with its years.
 */
function isRetraining(candidate: MoveCandidate, from: Occupation): boolean {
  const r = candidate.requirements;
  // A degree programme's worth of schooling (two years or more): a certificate of months is a step.
  const schooling = r.yearsAhead >= RETRAINING_SCHOOLING_YEARS;
  if (r.educationLevelsUp >= RETRAINING_LEVELS && schooling) return true;
  if (r.extraZones >= RETRAINING_ZONES && schooling) return true;
  if (r.newApprenticeship && from.preparation?.entryTraining === "Apprenticeship") return true;
  return r.yearsAhead >= RETRAINING_YEARS && r.educationLevelsUp === 0;
}

/** "long route: about 4 years" ("about 1 year" for a short one that is still retraining). */
function describeLongRoute(years: number): string {
  const rounded = Math.max(1, Math.round(years));
  return `long route: about ${rounded} year${rounded === 1 ? "" : "s"}`;
}

/** Years a route takes before the work: new schooling, and the years it asks in other work after it. */
function routeYears(candidate: MoveCandidate): number {
  return candidate.requirements.yearsAhead + candidate.requirements.experienceElsewhere;
}

function isLongRoute(candidate: MoveCandidate, from: Occupation): boolean {
  return candidate.requirements.yearsAhead > MAX_YEARS_AHEAD || isRetraining(candidate, from);
}

function describeWhy(input: { candidate: MoveCandidate; kind: MoveKind; from: Occupation }): string {
  const { candidate, kind, from } = input;
  if (candidate.ladderWhy) return candidate.ladderWhy;
  const relation =
    candidate.source === "Primary-Short"
      ? "O*NET lists it among the jobs closest to yours"
      : candidate.source === "Primary-Long"
        ? "O*NET lists it as related to your job"
        : candidate.source === "Supplemental"
          ? "O*NET lists it as related to your job"
          : candidate.source === "Lists your job"
            ? "O*NET lists your job among those related to it"
            : "it sits close to your job in the same field";
  if (isLongRoute(candidate, from))
    return `A long route, not a nearby move: ${relation}, and it pays more, but only after the schooling or training named below.`;
  if (kind === "ladder") return `A step up in your line of work: ${relation}, and it pays more.`;
  if (kind === "growth") return `Better-paid work next to yours: ${relation}.`;
  if (kind === "safer") return `Similar work with less of it exposed to AI: ${relation}.`;
  return `Similar work and pay where BLS expects more jobs: ${relation}.`;
}

/**
 * Where O*NET names a better-paid primary relation in the visitor's own field and it passed every
 * check, the result shows at least one: people make O*NET's own moves more often than any other
 * (ADR 029). It takes the place of the last move that is neither such a relation nor a curated rung.
 */
function ensurePrimaryRung<T extends { candidate: MoveCandidate; kind: MoveKind }>(input: {
  ranked: readonly T[];
  chosen: T[];
  isLong: (entry: T) => boolean;
  from: Occupation;
}): void {
  // "At least 10% more" on the unrounded medians: +9.6% shown as +10% is not such a rung.
  const from = input.from.labourMarket?.medianAnnualWage ?? null;
  const paysTenPercentMore = (candidate: MoveCandidate) => {
    const to = candidate.occupation.labourMarket?.medianAnnualWage ?? null;
    return from !== null && to !== null && to >= from * (1 + MIN_GROWTH_PAY_PCT / 100);
  };
  const isPrimaryRung = (entry: T) =>
    entry.candidate.primaryInField &&
    paysTenPercentMore(entry.candidate) &&
    (entry.kind === "ladder" || entry.kind === "growth");
  if (input.chosen.some(isPrimaryRung)) return;
  const best = input.ranked.find(isPrimaryRung);
  if (!best) return;
  // At most one long route: a long rung takes the place of the long route already chosen.
  const longAt = input.chosen.findIndex(input.isLong);
  if (input.isLong(best) && longAt >= 0) {
    input.chosen[longAt] = best;
    return;
  }
  const offLadder = input.chosen.filter((entry) => entry.candidate.ladderWhy === null).length;
  if (input.chosen.length < MAX_MOVES && offLadder < MAX_OFF_LADDER) {
    input.chosen.push(best);
    return;
  }
  for (let i = input.chosen.length - 1; i >= 0; i--)
    if (input.chosen[i]!.candidate.ladderWhy === null) {
      input.chosen[i] = best;
      return;
    }
}

export function chooseMoves(input: {
  data: AdviceData;
  occupation: Occupation;
  riskScore: number;
  exposed: boolean;
  payBasis: PayBasis;
  scoreOf: (code: string) => number | null;
  /** What the visitor's resume says: their schooling, and their years in the work. */
  person?: { held?: HeldEducation | null; yearsOfExperience?: number | null; selfEmployed?: boolean };
}): ChosenMoves {
  const { data, occupation, riskScore, exposed, payBasis } = input;
  const held = input.person?.held ?? null;
  const situation = exposed ? "exposed" : "low";
  // The visitor's own degree changes what a route asks of them (a BA counts toward law school).
  const candidates = listMoveCandidates({ data, occupation, scoreOf: input.scoreOf }).map((candidate) =>
    held
      ? {
          ...candidate,
          requirements: describeRequirements({
            data,
            from: occupation,
            to: candidate.occupation,
            held,
            promotedWithoutDegree: candidate.promotedWithoutDegree,
          }),
        }
      : candidate,
  );
  // Mid-career (10+ years), a route of more than MAX_YEARS_AHEAD years of schooling gives up more pay than it gains.
  const seasoned = (input.person?.yearsOfExperience ?? 0) >= SEASONED_YEARS;
  const experienced = (input.person?.yearsOfExperience ?? 0) >= EXPERIENCED_YEARS;
  const selfEmployed = input.person?.selfEmployed ?? false;
  const longRoute = (candidate: MoveCandidate) => isLongRoute(candidate, occupation);
  const ownGrowth = occupation.labourMarket?.projectedGrowthPct ?? null;
  const ranked = candidates
    .map((candidate) => {
      const payChange = payChangeFor(candidate, payBasis);
      const kind = classify({
        candidate,
        riskScore,
        exposed,
        payChange,
        ownGrowth,
        earlyCareer: payBasis === "early-career",
      });
      // Mid-career, a long route whose schooling and years in other work add up past MAX_YEARS_AHEAD
      // gives up more pay than it gains (a pharmacist of 12 years is not sent to medical school);
      // with years in the work, retraining must pay clearly more.
      const tooLongNow =
        longRoute(candidate) &&
        ((seasoned && routeYears(candidate) > MAX_YEARS_AHEAD) ||
          (experienced && (candidate.payChange.median ?? 0) < RETRAINING_GAIN_PCT));
      // Someone running their own practice is not offered a post leading an employer's crew.
      const employeePost =
        selfEmployed &&
        candidate.code !== occupation.code &&
        (FIRST_LINE_SUPERVISORS.test(candidate.code) || candidate.code.startsWith("11-"));
      return kind === null || tooLongNow || employeePost
        ? null
        : { candidate, kind, payChange, rank: rank({ candidate, kind, riskScore, payChange, exposed }) };
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null)
    .sort((a, b) => b.rank - a.rank || a.candidate.code.localeCompare(b.candidate.code));

  const chosen: typeof ranked = [];
  const perGroup = new Map<string, number>();
  const take = (entry: (typeof ranked)[number]): void => {
    const group = entry.candidate.code.slice(0, 6);
    if (chosen.includes(entry) || chosen.length >= MAX_MOVES || (perGroup.get(group) ?? 0) >= MAX_PER_BROAD_GROUP)
      return;
    if (longRoute(entry.candidate) && chosen.filter((e) => longRoute(e.candidate)).length >= MAX_LONG_ROUTES) return;
    // Only as the one O*NET rung a result must show (below): little in common, or years of new
    // schooling for a small gain (no new four-year degree or apprenticeship for +16%).
    if (isReserveOnly(entry)) return;
    // Off the curated ladder, a few moves at most: O*NET's lists hold many a counsellor would not sign.
    if (
      entry.candidate.ladderWhy === null &&
      chosen.filter((e) => e.candidate.ladderWhy === null).length >= MAX_OFF_LADDER
    )
      return;
    chosen.push(entry);
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
  };
  for (const entry of ranked.filter((e) => e.kind === "ladder").slice(0, MAX_LADDER_MOVES)) take(entry);
  // An exposed visitor sees the moves that cut exposure next; anyone else sees better-paid work next.
  const next = exposed ? ["safer", "growth"] : ["growth", "safer"];
  for (const kind of next) for (const entry of ranked.filter((e) => e.kind === kind)) take(entry);
  for (const entry of ranked) take(entry);
  ensurePrimaryRung({ ranked, chosen, isLong: (entry) => longRoute(entry.candidate), from: occupation });

  const moves = chosen
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.rank - a.rank)
    .map(({ candidate, kind, payChange }): AdviceMove => {
      const to = candidate.occupation;
      const selfEmployed = to.labourMarket?.selfEmployedPct ?? null;
      return {
        title: to.title,
        code: to.code,
        matchPercentage: Math.max(0, Math.round(100 * (candidate.similarity ?? 0))),
        riskScore: candidate.riskScore,
        medianWage: to.labourMarket?.medianAnnualWage ?? null,
        relatedness: candidate.source,
        kind,
        caveats: [
          ...(payChange !== null && payChange < 0 ? [`pay cut ${Math.abs(payChange)}%`] : []),
          ...(longRoute(candidate) ? [describeLongRoute(routeYears(candidate))] : []),
          ...(candidate.ladderWhy === null &&
          candidate.requirements.experienceElsewhere >= MIN_EXPERIENCE_YEARS_ELSEWHERE
            ? [`about ${Math.round(candidate.requirements.experienceElsewhere)} years of experience first`]
            : []),
          ...(candidate.growthPct !== null && candidate.growthPct <= SHRINKING_FOR_OTHERS_PCT
            ? [`shrinking field (${candidate.growthPct}% by 2034)`]
            : []),
        ],
        why: describeWhy({ candidate, kind, from: occupation }),
        transfer: {
          similarity: candidate.similarity === null ? null : Math.round(candidate.similarity * 100) / 100,
          shared: listSharedStrengths({ data, from: occupation, to, limit: 3 }),
        },
        exposure: { from: riskScore, to: candidate.riskScore },
        pay: {
          from: payAt({ occupation, basis: payBasis }),
          to: payAt({ occupation: to, basis: payBasis }),
          changePct: payChange,
          basis: payBasis,
        },
        preparation: candidate.requirements,
        outlook: { growthPct: candidate.growthPct, annualOpenings: candidate.annualOpenings },
        selfEmployedPct: selfEmployed !== null && selfEmployed >= SELF_EMPLOYED_NOTE_PCT ? selfEmployed : null,
      };
    });
  const noMoveReason: NoMoveReason | null =
    moves.length > 0
      ? null
      : occupation.related.length === 0 && candidates.length === 0
        ? "no-related-data"
        : "stay-and-grow";
  return { situation, moves, noMoveReason };
}
