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

/** Who the words address: the visitor on their result, or anyone reading an occupation's page. */
export type MoveAudience = "visitor" | "occupation";

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

function describeTransfer(move: CareerPivot, audience: MoveAudience): string {
  const share = `${Math.round(move.matchPercentage)}% of ${audience === "visitor" ? "your" : "the"} work`;
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

function describePreparation(move: CareerPivot, audience: MoveAudience): string | null {
  const preparation = move.preparation;
  if (!preparation) return null;
  const needs = preparation.needs ?? (preparation.label ? [preparation.label.replace(/^needs /, "")] : []);
  const items = preparation.licence ? [...needs, preparation.licence] : needs;
  if (items.length > 0) return `Needs ${joinList(items)}`;
  const { jobZoneFrom, jobZoneTo } = preparation;
  const same = `No more schooling than ${audience === "visitor" ? "your" : "this"} job needs`;
  if (jobZoneFrom === null || jobZoneTo === null) return same;
  const zones = `O*NET Job Zone ${jobZoneFrom} → ${jobZoneTo}`;
  return jobZoneTo > jobZoneFrom
    ? `A step up: more experience or training on the job (${zones})`
    : `${same} (${zones})`;
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

export function describeCareerMove(move: CareerPivot, audience: MoveAudience = "visitor"): CareerMoveText {
  const facts: CareerMoveFact[] = [{ label: "What carries over", text: describeTransfer(move, audience) }];
  const add = (label: CareerMoveFact["label"], text: string | null) => {
    if (text) facts.push({ label, text });
  };
  add("Pay", describePay(move));
  add("What it takes", describePreparation(move, audience));
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

/** What the page says above the moves: the situation, or why there is no move. */
export function describeMovesContext(input: {
  context: CareerMovesContext | undefined;
  riskScore: number;
  moveCount: number;
  audience?: MoveAudience;
}): string | null {
  const { context, riskScore, moveCount, audience = "visitor" } = input;
  if (!context) return null;
  const visitor = audience === "visitor";
  const score = `${riskScore}/100`;
  if (moveCount === 0) {
    if (context.noMoveReason === "no-related-data")
      return "O*NET lists no related occupations with data for this job, so we cannot suggest a move from figures.";
    if (context.noMoveReason === "all-as-exposed")
      return visitor
        ? `Every occupation close to yours is at least as exposed as your ${score}, so a move would not lower your exposure. Growing within your role (the skills below) is the better lever.`
        : `Every occupation close to this one is at least as exposed (${score}), so a move would not lower exposure. Growing within the role is the better lever.`;
    return `No related occupation passed our checks (at least 40% of the work carries over, no pay cut over 20%, no more than two steps more preparation). Growing within ${visitor ? "your" : "the"} role is the better lever.`;
  }
  if (context.situation === "low")
    return visitor
      ? `Your exposure is low (${score}): you do not need to move away from AI. These are growth moves: more pay or more responsibility at similar or lower exposure.`
      : `Exposure in this job is low (${score}), so these are growth moves: more pay or more responsibility at similar or lower exposure.`;
  return visitor
    ? `Moves that lower your exposure from ${score}, where much of your work carries over. Figures: O*NET 30.1, BLS wages (May 2025) and projections (2024–34).`
    : `Moves that lower exposure from this job's ${score}, where much of the work carries over. Figures: O*NET 30.1, BLS wages (May 2025) and projections (2024–34).`;
}
