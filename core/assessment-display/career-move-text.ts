import type { CareerMovesContext, CareerPivot } from "../assessment/assessment-view";
import { joinList } from "../recommendations/move-preparation";

/**
 * The words of a career move, shared by the result page, the PDF report, the occupation pages and
 * `npm run eval:advice`, so all of them give the same reasons. Moves stored before the reasons were
 * added (title and match only) still read correctly: every missing figure is simply left out.
 */

export interface CareerMoveFact {
  label: "What carries over" | "Pay" | "What it takes" | "Outlook" | "AI exposure";
  text: string;
}

export interface CareerMoveText {
  title: string;
  /** e.g. "Closely related (O*NET)"; null for moves stored without it. */
  tier: string | null;
  /** Shown on the card as badges, e.g. "Pay cut". */
  caveats: string[];
  facts: CareerMoveFact[];
  /** One sentence for lists: the move's main reasons. */
  summary: string;
}

/** OEWS publishes wages at or above this as "≥ $239,200" only. */
const TOP_CODED_WAGE = 239_200;

const TIERS: Readonly<Record<string, string>> = {
  "Primary-Short": "Closely related (O*NET)",
  "Primary-Long": "Related (O*NET)",
  Supplemental: "Also related (O*NET)",
  "Second-degree": "Two steps away",
  "Same group": "Same occupational group (SOC)",
};

export function formatAnnualPay(value: number): string {
  const text = `$${Math.round(value).toLocaleString("en-US")}`;
  return value >= TOP_CODED_WAGE ? `${text} or more` : text;
}

function formatChange(changePct: number): string {
  if (changePct === 0) return "about the same";
  return changePct > 0 ? `+${changePct}%` : `−${Math.abs(changePct)}%`;
}

function describeTransfer(move: CareerPivot): string {
  const share = `${Math.round(move.matchPercentage)}% of your work`;
  const shared = move.transfer?.shared ?? [];
  return shared.length > 0 ? `${share}, including: ${shared.join("; ")}` : share;
}

function describePay(move: CareerPivot): string | null {
  const to = move.pay?.to ?? move.medianWage ?? null;
  if (to === null || to === undefined) return null;
  const from = move.pay?.from ?? null;
  const change = move.pay?.changePct ?? null;
  if (from === null) return `${formatAnnualPay(to)} a year (median)`;
  const suffix = change === null ? "" : ` (${formatChange(change)})`;
  return `${formatAnnualPay(from)} → ${formatAnnualPay(to)} a year, median${suffix}`;
}

function describePreparation(move: CareerPivot): string | null {
  const preparation = move.preparation;
  if (!preparation) return null;
  const needs = preparation.needs ?? (preparation.label ? [preparation.label.replace(/^needs /, "")] : []);
  const items = preparation.licence ? [...needs, preparation.licence] : needs;
  if (items.length > 0) return `Needs ${joinList(items)}`;
  const { jobZoneFrom, jobZoneTo } = preparation;
  if (jobZoneFrom === null || jobZoneTo === null) return "No more schooling than your job needs";
  const zones = `O*NET Job Zone ${jobZoneFrom} → ${jobZoneTo}`;
  return jobZoneTo > jobZoneFrom
    ? `A step up: more experience or training on the job (${zones})`
    : `No more schooling than your job needs (${zones})`;
}

function describeOutlook(move: CareerPivot): string | null {
  const growth = move.outlook?.growthPct ?? null;
  const openings = move.outlook?.annualOpenings ?? null;
  if (growth === null && openings === null) return null;
  const parts: string[] = [];
  if (growth !== null) parts.push(`${growth > 0 ? "+" : growth < 0 ? "−" : ""}${Math.abs(growth)}% jobs by 2034`);
  if (openings !== null) parts.push(`${openings.toLocaleString("en-US")} openings a year`);
  return `${parts.join(", ")} (BLS projections)`;
}

function describeExposure(move: CareerPivot): string | null {
  if (typeof move.riskScore !== "number") return null;
  const to = Math.round(move.riskScore);
  return move.exposure ? `${Math.round(move.exposure.from)} → ${to} out of 100` : `${to} out of 100`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeCareerMove(move: CareerPivot): CareerMoveText {
  const facts: CareerMoveFact[] = [{ label: "What carries over", text: describeTransfer(move) }];
  const add = (label: CareerMoveFact["label"], text: string | null) => {
    if (text) facts.push({ label, text });
  };
  add("Pay", describePay(move));
  add("What it takes", describePreparation(move));
  add("Outlook", describeOutlook(move));
  add("AI exposure", describeExposure(move));
  const caveats = (move.caveats ?? []).map(capitalise);
  return {
    title: move.title,
    tier: move.relatedness ? (TIERS[move.relatedness] ?? null) : null,
    caveats,
    facts,
    summary: summariseMove(move),
  };
}

/** e.g. "Nurse Practitioners: exposure 45 → 30, 78% of your work carries over, pay +41%, needs a graduate degree (2–3 years)." */
export function summariseMove(move: CareerPivot): string {
  const parts: string[] = [];
  if (move.exposure && typeof move.riskScore === "number")
    parts.push(`AI exposure ${Math.round(move.exposure.from)} → ${Math.round(move.riskScore)}`);
  else if (typeof move.riskScore === "number") parts.push(`AI exposure ${Math.round(move.riskScore)}/100`);
  parts.push(`${Math.round(move.matchPercentage)}% of your work carries over`);
  const change = move.pay?.changePct ?? null;
  if (change !== null) parts.push(change < -20 ? `pay cut (${formatChange(change)})` : `pay ${formatChange(change)}`);
  if (move.preparation?.label) parts.push(move.preparation.label);
  if (move.preparation?.licence) parts.push(`needs ${move.preparation.licence}`);
  return `${move.title}: ${parts.join(", ")}.`;
}

/** What the page says above the moves: the visitor's situation, or why there is no move. */
export function describeMovesContext(input: {
  context: CareerMovesContext | undefined;
  riskScore: number;
  moveCount: number;
}): string | null {
  const { context, riskScore, moveCount } = input;
  if (!context) return null;
  if (moveCount === 0) {
    if (context.noMoveReason === "no-related-data")
      return "O*NET lists no related occupations with data for this job, so we cannot suggest a move from figures.";
    if (context.noMoveReason === "all-as-exposed")
      return `Every occupation close to yours is at least as exposed as your ${riskScore}/100, so a move would not lower your exposure. Growing within your role (the skills below) is the better lever.`;
    return "No related occupation passed our checks (at least 40% of your work carries over, no pay cut over 20%, no more than two steps more preparation). Growing within your role is the better lever.";
  }
  if (context.situation === "low")
    return `Your exposure is low (${riskScore}/100): you do not need to move away from AI. These are growth moves: more pay or more responsibility at similar or lower exposure.`;
  return `Moves that lower your exposure from ${riskScore}/100, where much of your work carries over. Figures: O*NET 30.1, BLS wages (May 2025) and projections (2024–34).`;
}
