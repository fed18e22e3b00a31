import type { CareerMovesContext, CareerPivot } from "../assessment/assessment-view";
import { joinList } from "../advice/moves/describe-requirements";
import { formatUsDollars } from "./us-figure-labels";

/**
 * The words of a career move, shared by the result page, the PDF report, the occupation pages and
 * `npm run eval:advice`, so all of them give the same reasons (ADR 029). Pay, outlook, licences and
 * schooling are US figures and say so. Moves stored before a reason was added still read
 * correctly: every missing figure is simply left out.
 */

export interface CareerMoveFact {
  label:
    "Why this move" | "What carries over" | "Pay (US)" | "What it takes in the US" | "Outlook (US)" | "AI exposure";
  text: string;
}

export interface CareerMoveText {
  title: string;
  /** What kind of move, as a badge: "Up your ladder", "Lower AI exposure"…; null on older results. */
  kindLabel: string | null;
  /** Where O*NET places it, e.g. "Closely related (O*NET)"; null when that adds nothing. */
  tier: string | null;
  /** Shown on the card as badges, e.g. "Pay cut 12%". */
  caveats: string[];
  facts: CareerMoveFact[];
  /** One sentence for lists: the move's main reasons. */
  summary: string;
}

/** Who the words address: the visitor on their result, or anyone reading an occupation's page. */
export type MoveAudience = "visitor" | "occupation";

const TIERS: Readonly<Record<string, string>> = {
  "Primary-Short": "Closely related (O*NET)",
  "Primary-Long": "Related (O*NET)",
  Supplemental: "Also related (O*NET)",
  "Lists your job": "Related (O*NET)",
  "Second-degree": "Same field, two steps away",
  "Same group": "Same occupational group (SOC)",
};

const KINDS: Readonly<Record<string, string>> = {
  ladder: "Up your ladder",
  growth: "Better pay",
  safer: "Lower AI exposure",
  lateral: "Better outlook",
  "lower-exposure": "Lower AI exposure",
  similar: "Similar work",
};

/** "US$52,830", with "or more" where BLS publishes only its ceiling (one writing: us-figure-labels.ts). */
export const formatAnnualPay = formatUsDollars;

function formatChange(changePct: number): string {
  if (changePct === 0) return "about the same";
  return changePct > 0 ? `+${changePct}%` : `−${Math.abs(changePct)}%`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeCloseness(similarity: number): string {
  if (similarity >= 0.75) return "Very close work";
  if (similarity >= 0.55) return "Close work";
  return "Related work";
}

function describeTransfer(move: CareerPivot, audience: MoveAudience): string {
  const shared = move.transfer?.shared ?? [];
  const similarity = move.transfer?.similarity;
  if (typeof similarity === "number" || (move.transfer && !("skills" in move.transfer))) {
    const value = similarity ?? 0;
    const opening =
      value < 0.4
        ? `The next rung of ${audience === "visitor" ? "your" : "this"} own work: experience in it is the way in`
        : `${describeCloseness(value)}: skills and knowledge ${Math.round(value * 100)}/100 alike (O*NET)`;
    return shared.length > 0
      ? `${opening}; both lean on ${joinList(shared.map((name) => name.toLowerCase()))}`
      : opening;
  }
  // Results stored before ADR 029: the older share of work that carries over.
  const share = `${Math.round(move.matchPercentage)}% of ${audience === "visitor" ? "your" : "the"} work`;
  return shared.length > 0 ? `${share}, including: ${shared.join("; ")}` : share;
}

function describePay(move: CareerPivot): string | null {
  const to = move.pay?.to ?? move.medianWage ?? null;
  if (to === null || to === undefined) return null;
  const from = move.pay?.from ?? null;
  const change = move.pay?.changePct ?? null;
  const level = move.pay?.basis === "early-career" ? "early-career pay, 25th percentile" : "median";
  const selfEmployed =
    typeof move.selfEmployedPct === "number"
      ? `; ${Math.round(move.selfEmployedPct)}% there work for themselves, and BLS pay counts employees only`
      : "";
  if (from === null) return `${formatAnnualPay(to)} a year (${level})${selfEmployed}`;
  const amounts = `${formatAnnualPay(from)} → ${formatAnnualPay(to)} a year (${level})`;
  return `${change === null ? "" : `${formatChange(change)}: `}${amounts}${selfEmployed}`;
}

function describePreparation(move: CareerPivot, audience: MoveAudience): string | null {
  const preparation = move.preparation;
  if (!preparation) return null;
  const needs = preparation.needs ?? (preparation.label ? [preparation.label.replace(/^needs /, "")] : []);
  // Older results kept the licence apart from the needs.
  const licence = preparation.licence;
  const items = licence && !needs.some((need) => need.includes(licence)) ? [...needs, licence] : needs;
  const notes = (preparation.notes ?? []).map((note) => `${capitalise(note)}.`).join(" ");
  if (items.length > 0) return `${capitalise(joinList(items))}.${notes ? ` ${notes}` : ""}`;
  // Nothing new needed, and the route already says so in its own words; or the degree most people
  // there hold is above the visitor's, and the card says so rather than "no new degree" (ADR 029).
  if (/^(No new degree|BLS lists)/.test(notes)) return notes;
  const { jobZoneFrom, jobZoneTo } = preparation;
  const own = audience === "visitor" ? "your" : "this";
  const base =
    jobZoneFrom !== null && jobZoneTo !== null && jobZoneTo > jobZoneFrom
      ? `No new degree; more experience or training on the job (O*NET Job Zone ${jobZoneFrom} → ${jobZoneTo}).`
      : `No new degree or licence beyond what ${own} job asks for.`;
  return notes ? `${base} ${notes}` : base;
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
  if (!move.exposure) return `${to} out of 100`;
  const from = Math.round(move.exposure.from);
  const direction = to <= from - 5 ? " (lower)" : to >= from + 5 ? " (higher)" : " (about the same)";
  return `${from} → ${to} out of 100${direction}`;
}

export function describeCareerMove(move: CareerPivot, audience: MoveAudience = "visitor"): CareerMoveText {
  const facts: CareerMoveFact[] = [];
  // The advice is written to the visitor; an occupation's page speaks of "this job".
  const add = (label: CareerMoveFact["label"], text: string | null | undefined) => {
    if (text) facts.push({ label, text: audience === "occupation" ? speakOfTheJob(text) : text });
  };
  add("Why this move", move.why);
  add("What carries over", describeTransfer(move, audience));
  add("Pay (US)", describePay(move));
  add("What it takes in the US", describePreparation(move, audience));
  add("Outlook (US)", describeOutlook(move));
  add("AI exposure", describeExposure(move));
  return {
    title: move.title,
    kindLabel: move.kind ? (KINDS[move.kind] ?? null) : null,
    tier: move.relatedness ? (TIERS[move.relatedness] ?? null) : null,
    caveats: (move.caveats ?? []).map(capitalise),
    facts,
    summary: summariseMove(move),
  };
}

/** e.g. "Nurse Practitioners: pay +36%, AI exposure 18 → 28, needs a nurse practitioner master's (2–3 years)." */
export function summariseMove(move: CareerPivot): string {
  const parts: string[] = [];
  const change = move.pay?.changePct ?? null;
  if (change !== null) parts.push(`pay ${formatChange(change)}`);
  if (move.exposure && typeof move.riskScore === "number")
    parts.push(`AI exposure ${Math.round(move.exposure.from)} → ${Math.round(move.riskScore)}`);
  else if (typeof move.riskScore === "number") parts.push(`AI exposure ${Math.round(move.riskScore)}/100`);
  if (!move.transfer || "skills" in move.transfer)
    parts.push(`${Math.round(move.matchPercentage)}% of your work carries over`);
  if (move.preparation?.label) parts.push(move.preparation.label);
  if (move.preparation?.licence && !move.preparation.needs?.includes(move.preparation.licence))
    parts.push(`needs ${move.preparation.licence}`);
  return `${move.title}: ${parts.join(", ")}.`;
}

/** A reason written to the visitor, as an occupation's page says it: of "this job", not "yours". */
function speakOfTheJob(text: string): string {
  return text
    .replace(/\byour job\b/g, "this job")
    .replace(/\bYour job\b/g, "This job")
    .replace(/\bnext to yours\b/g, "next to this one")
    .replace(/\byour line of work\b/g, "this line of work")
    .replace(/\byour field\b/g, "this field");
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
  const pay =
    context.payBasis === "early-career"
      ? " Pay is compared at the 25th percentile, where people early in their careers usually start."
      : "";
  if (moveCount === 0) {
    if (context.noMoveReason === "no-related-data")
      return "O*NET lists no related occupations with data for this job, so we cannot suggest a move from figures.";
    if (context.noMoveReason === "stay-and-grow")
      return visitor
        ? "No related job beats yours on pay or AI exposure without a step down, so our advice is to stay and grow: the skills and certifications below are how."
        : "No related job beats this one on pay or AI exposure without a step down: growing within the role is the better lever.";
    if (context.noMoveReason === "all-as-exposed")
      return visitor
        ? `Every occupation close to yours is at least as exposed as your ${score}, so a move would not lower your exposure. Growing within your role (the skills below) is the better lever.`
        : `Every occupation close to this one is at least as exposed (${score}), so a move would not lower exposure. Growing within the role is the better lever.`;
    return `No related occupation passed our checks. Growing within ${visitor ? "your" : "the"} role is the better lever.`;
  }
  const figures = " Figures: O*NET 30.1; pay (May 2025) and projections (2024–34) from the US BLS.";
  if (context.situation === "low")
    return visitor
      ? `Your exposure is low (${score}), so these moves are for growth: your own ladder first, then better-paid work nearby.${pay}${figures}`
      : `Exposure in this job is low (${score}), so these moves are for growth: the job's own ladder first, then better-paid work nearby.${figures}`;
  return visitor
    ? `Your exposure is ${score}. Your own ladder comes first; moves marked “Lower AI exposure” would cut it.${pay}${figures}`
    : `Exposure in this job is ${score}. The job's own ladder comes first; moves marked “Lower AI exposure” would cut it.${figures}`;
}
