/**
 * The shapes of the advice's curated tables (ADR 029). What a counsellor knows and the data cannot
 * say (the rung above a job, what it takes to enter an occupation, which certification a field
 * values, which AI tool fits its work, which side services a person may legally offer) is written
 * down as typed entries, each with the reason it exists and an example the table test runs, like
 * the title rules (ADR 007). Codes are O*NET-SOC codes ("35-2014.00") or SOC code prefixes
 * ("35-201", "29-11"): an entry for a prefix applies to every occupation under it, and the longest
 * matching key wins where several do.
 *
 * Everything here describes the United States: licences, degrees and their lengths are US ones.
 */

/** An O*NET-SOC code or a SOC code prefix. */
export type CodeOrPrefix = string;

/** The next rung of a job's own ladder: a step up in the same line of work. */
export interface LadderStep {
  /** The occupation (or occupations, by prefix) a worker climbs from. */
  from: CodeOrPrefix;
  /** The occupation above it: a full O*NET-SOC code in the dataset. */
  to: string;
  /**
   * Why this is the next rung, in a counsellor's words, as the move card shows it: "Most chefs
   * worked their way up from the line; kitchens promote cooks who can run a station and a team."
   */
  why: string;
  /**
   * An internal promotion for which employers commonly waive the any-field degree the target's entry
   * route names (a store manager promoted to district manager): the card then says the degree is
   * usual there instead of asking for it, and the rung is no long route.
   */
  promotedWithoutDegree?: true;
}

/** Degree levels, for "your bachelor's counts" and for comparing with BLS entry education. */
export type DegreeLevel = "associate" | "bachelor" | "master" | "doctoral";

/** One thing it takes to enter an occupation, in the order a person does them. */
export interface EntryStep {
  kind:
    | "degree"
    | "programme"
    | "licence"
    | "certification"
    | "exam"
    | "apprenticeship"
    | "residency"
    | "experience"
    | "training";
  /**
   * What it is, named as a counsellor would, without its length: "a Doctor of Medicine (MD or DO)",
   * "a state electrician licence", "a physical therapist assistant associate's degree".
   */
  name: string;
  /** How long it usually takes ("4 years", "3–7 years", "about 6 months"); null when it is an exam or a form. */
  length: string | null;
  /** For a degree: its level. With `anyField`, any degree at this level or above counts. */
  level?: DegreeLevel;
  /** For a degree any field of study satisfies (the bachelor's before law or medical school). */
  anyField?: boolean;
  /**
   * Occupations whose workers already hold this step (a registered nurse already holds the RN
   * licence a nurse practitioner needs): codes or prefixes.
   */
  heldBy?: readonly CodeOrPrefix[];
  /** For experience: the years usually asked for. */
  years?: number;
}

/** What it takes to enter an occupation, as the usual US route. */
export interface EntryRequirement {
  /** The occupation(s) entered: a code or prefix. */
  code: CodeOrPrefix;
  /** The usual route, in order. */
  steps: readonly EntryStep[];
  /** Where the facts come from and why the entry is needed (what the data alone would get wrong). */
  why: string;
  /**
   * A test row: a move from `from` to an occupation of this entry must say every phrase in
   * `mentions` under "What it takes", and none of `omits` (a step `from` already holds).
   */
  example: { from: string; to?: string; mentions: readonly string[]; omits?: readonly string[] };
}

/** A certification (or short certificate course) a field values. */
export interface Certification {
  /** Stable id, kebab-case. */
  id: string;
  /** Its name as employers write it: "Certified Payroll Professional (CPP)". */
  name: string;
  /** Who awards it: "PayrollOrg". */
  body: string;
  /** How long, and what it assumes: "3–6 months of study, then a proctored exam". */
  duration: string;
  /** The occupations whose own work it deepens. */
  for: readonly CodeOrPrefix[];
  /** Occupations a move into which it prepares for (a move the result may show). */
  toward?: readonly CodeOrPrefix[];
  /** What it takes to sit it, when that is more than doing the job ("an RN licence and 1,750 hours in critical care"). */
  prerequisite?: string;
  /** A first credential for people new to the work (OSHA 10, a forklift card): not offered after years in it. */
  entryLevel?: true;
  /**
   * Skills (whole words) that show the visitor holds it already: "Forklift" for a forklift card, or
   * the tool a vendor certification certifies ("SolidWorks" for the CSWA): never certify what the
   * resume already lists (ADR 029).
   */
  heldWithSkill?: readonly string[];
  /**
   * For a specialty credential among several for one occupation (ICU, emergency, med-surg nursing):
   * words in the visitor's skills or credentials that show this specialty. A visitor whose skills show
   * another listed specialty and not this one is not offered it (no emergency credential for an ICU nurse).
   */
  specialty?: readonly string[];
  /** Why a counsellor would suggest it, one sentence. */
  why: string;
  /** A test row: an occupation that must be offered it. */
  example: string;
}

/** An AI tool that fits a field's most exposed work. */
export interface AiToolAdvice {
  /** The occupations it fits. */
  for: readonly CodeOrPrefix[];
  /** The kind of tool, named plainly with an example product where one is standard: "AI coding assistants (GitHub Copilot or similar)". */
  name: string;
  /** What to use it for in this work, and who keeps the judgement: "to draft tests and boilerplate; you review every change". */
  use: string;
  /** A test row: an occupation that must be offered it. */
  example: string;
}

/** An O*NET skill or knowledge element, turned into something a person can sign up for. */
export interface LearnableSubject {
  /** The O*NET element name ("Management of Personnel Resources"). Never shown as the thing to learn. */
  element: string;
  /** What to learn, named as a course or subject: "People management: a first-time supervisor course". */
  name: string;
  /** How long, and what it assumes: "6–10 weeks, a few hours a week". */
  duration: string;
  /** Why it matters when a move needs more of it, one sentence with {move} for the move's title. */
  why: string;
}

/** A service a person can sell on the side, by the hour. */
export interface SideService {
  id: string;
  name: string;
  /** The occupation whose OEWS hourly pay prices the service (an O*NET-SOC code). */
  pricedFrom: string;
  /** Occupations for whom the service is their own kind of work (they may offer it). */
  for: readonly CodeOrPrefix[];
  /** Whole words or phrases in a visitor's own skills that make it a fit whatever their job. */
  keywords: readonly string[];
  /** Occupations never offered it: for them it is the job itself, or a conflict of interest. */
  notFor?: readonly CodeOrPrefix[];
  /**
   * When only holders of a licence or degree may offer it: those occupations, and what they hold.
   * A visitor outside them is never offered it, whatever their skills say.
   */
  requires?: { heldBy: readonly CodeOrPrefix[]; what: string };
  /** Why it is listed (what a client pays for) and what it needs first, one or two sentences; shown with the price. */
  why: string;
  /** A test row: an occupation that must be offered it. */
  example: string;
}
