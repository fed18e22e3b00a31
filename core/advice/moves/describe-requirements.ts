import type { Occupation, Preparation } from "../../occupations/dataset";
import type { DegreeLevel, EntryRequirement, EntryStep } from "../catalogue/catalogue-types";
import { ENTRY_REQUIREMENTS } from "../catalogue/entry-requirements";
import { findMostSpecific, matchesAnyCode } from "../catalogue/match-code";
import type { AdviceData } from "../prepare-advice-data";

/**
 * What a move takes beyond the job the visitor has now, aware of fields of study (ADR 029):
 * - a curated entry route where we have one (the degree, licence, exam, apprenticeship or years of
 *   experience, minus the steps the visitor's job already holds);
 * - otherwise the BLS typical entry education and training, and, when the two jobs share no
 *   program of study (O*NET's CIP crosswalk), the new credential by name, but only where the
 *   target's programs are few and specific: a long CIP list ("office supervisors" maps to
 *   agricultural business) names nothing a counsellor would sign, so such a move is not offered;
 * - licences from the curated route, then BLS ORS (share of workers who need one), and "licence
 *   rules vary by state" where neither says, in fields where licences are common.
 * Everything is a US requirement; the page says so.
 */
export interface MoveRequirements {
  jobZoneFrom: number | null;
  jobZoneTo: number | null;
  /** Job Zones the move climbs (0 when it does not, or when either zone is unknown). */
  extraZones: number;
  /** BLS typical entry education there. */
  entryEducation: string | null;
  /** Steps up the BLS education ladder, 0 when none. */
  educationStepsUp: number;
  /** What it takes, step by step, each named with its usual length: "a law degree (Juris Doctor, 3 years)". */
  needs: string[];
  /** The needs as one phrase, "needs …"; null when it needs nothing new. */
  label: string | null;
  /** The licence there that the visitor's job does not already need, or null. */
  licence: string | null;
  /** What the visitor already holds that counts, and honest caveats ("licence rules vary by state"). */
  notes: string[];
  /** Years of new schooling or formal training, roughly (lower bound of each step's length). */
  yearsAhead: number;
  /** The move needs a credential in a field of study the visitor's job does not share. */
  newCredential: boolean;
  /** A new credential is needed but no source names it: a move a counsellor would not sign. */
  unnamedCredential: boolean;
  /** Years of experience in other work the route asks for and the visitor's job does not give. */
  experienceElsewhere: number;
  /** Whether those years come from a curated route, or only from BLS's "work experience in a related occupation". */
  experienceFromBls: boolean;
  /** Degree levels (none/high school 0 … doctoral 5) from the schooling held (the visitor's, else the job's usual) to the target's usual entry. */
  educationLevelsUp: number;
  /** The route asks for an apprenticeship the visitor's job does not give. */
  newApprenticeship: boolean;
}

/** The visitor's own schooling, read from their resume: a step on the BLS ladder (see `EDUCATION_STEPS`). */
export interface HeldEducation {
  /** 1 high school, 4 associate's, 5 bachelor's, 6 master's, 7 doctoral or professional. */
  step: number;
}

/** BLS entry education categories, lowest first, with the degree level they are and what they take. */
const EDUCATION_STEPS: readonly { name: string; level: DegreeLevel | null; needs: string; years: number }[] = [
  { name: "No formal educational credential", level: null, needs: "", years: 0 },
  // Never named as a need: nearly every adult visitor has one, and naming it reads as an insult.
  { name: "High school diploma or equivalent", level: null, needs: "", years: 0 },
  { name: "Some college, no degree", level: null, needs: "some college courses (up to 2 years)", years: 1 },
  {
    name: "Postsecondary nondegree award",
    level: null,
    needs: "a certificate programme (months to 2 years)",
    years: 1,
  },
  { name: "Associate's degree", level: "associate", needs: "an associate's degree (about 2 years)", years: 2 },
  { name: "Bachelor's degree", level: "bachelor", needs: "a bachelor's degree (about 4 years)", years: 4 },
  { name: "Master's degree", level: "master", needs: "a master's degree (2–3 years)", years: 2 },
  {
    name: "Doctoral or professional degree",
    level: "doctoral",
    needs: "a doctoral or professional degree (3–7 years)",
    years: 5,
  },
];
export const LEVEL_STEP: Readonly<Record<DegreeLevel, number>> = { associate: 4, bachelor: 5, master: 6, doctoral: 7 };
/**
 * Each BLS step as a level of schooling: none or high school 0, some college or a certificate 1,
 * associate's 2, bachelor's 3, master's 4, doctoral 5. "Two levels up" is a new degree from scratch
 * (ADR 029): high school to an associate's, an associate's to a bachelor's and a master's.
 */
const SCHOOLING_LEVEL = [0, 0, 1, 1, 2, 3, 4, 5] as const;
const LEVEL_NAMES: Readonly<Record<DegreeLevel, string>> = {
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctoral: "a doctoral or professional degree",
};
/** O*NET Required Level of Education categories (1–12) on the same steps, where BLS has none. */
const ONET_EDUCATION_STEP = [0, 0, 1, 3, 2, 4, 5, 5, 6, 6, 7, 7, 7] as const;
/** An associate's degree or more: the level at which a field of study is a credential to name. */
const DEGREE_STEP = 4;
/** A target with more programs of study than this is too broad to name a degree from them. */
const MAX_NAMEABLE_FIELDS = 3;

const TRAINING_NEEDS: Readonly<Record<string, { text: string; years: number }>> = {
  Apprenticeship: { text: "an apprenticeship (3–5 years)", years: 3 },
  "Internship/residency": { text: "an internship or residency", years: 1 },
};
const EXPERIENCE_NEEDS: Readonly<Record<string, { text: string; years: number }>> = {
  "5 years or more": { text: "usually 5+ years of related experience", years: 5 },
  "Less than 5 years": { text: "usually a few years of related experience", years: 2 },
};
/** BLS ORS: at or above this share of workers needing a licence, the job needs one. */
const LICENCE_REQUIRED_PCT = 60;
/** …and from this share up, some workers do: rules vary. */
const LICENCE_VARIES_PCT = 20;
/**
 * SOC minor groups where state licences are common (health practitioners and technicians, therapy
 * assistants, counsellors and social workers, law, school teachers, police and fire, funeral and
 * personal-appearance work, construction trades, repair trades, pilots and drivers, water transport):
 * without a source we say the rules vary there rather than nothing.
 */
const LICENSING_MINOR_GROUPS = new Set([
  "21-1",
  "23-1",
  "25-2",
  "29-1",
  "29-2",
  "31-2",
  "33-1",
  "33-2",
  "33-3",
  "39-4",
  "39-5",
  "47-2",
  "49-9",
  "53-2",
  "53-3",
  "53-5",
]);

function educationStep(preparation: Preparation | null | undefined): number | null {
  const bls = EDUCATION_STEPS.findIndex((step) => step.name === preparation?.entryEducation);
  if (bls >= 0) return bls;
  const onet = preparation?.education;
  return typeof onet === "number" ? (ONET_EDUCATION_STEP[onet] ?? null) : null;
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "3–7 years" → 5 (the middle), "about 6 months" → 0.5, "18 months" → 1.5; 0 when no length is given. */
export function readYears(length: string | null): number {
  if (!length) return 0;
  const numbers = [...length.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length === 0) return 0;
  const middle = (Math.min(...numbers) + Math.max(...numbers)) / 2;
  if (/hour/i.test(length)) return middle / 2080;
  if (/\bday/i.test(length)) return middle / 260;
  return /month/i.test(length) ? middle / 12 : /week/i.test(length) ? middle / 52 : middle;
}

export function findEntryRequirement(code: string): EntryRequirement | null {
  return findMostSpecific({ code, entries: ENTRY_REQUIREMENTS, keyOf: (entry) => entry.code });
}

/** The licence an occupation needs to practise, from its curated route, or null. */
export function findRequiredLicence(code: string): string | null {
  return findEntryRequirement(code)?.steps.find((step) => step.kind === "licence")?.name ?? null;
}

/** Steps that are credentials a job holds (not years of experience or short training). */
const CREDENTIAL_KINDS = new Set<EntryStep["kind"]>([
  "degree",
  "programme",
  "licence",
  "certification",
  "exam",
  "apprenticeship",
  "residency",
]);

function describeStep(step: EntryStep): string {
  return step.length ? `${step.name} (${step.length})` : step.name;
}

/** Whether the visitor's job already gives them this step of the route. */
function holdsStep(input: { step: EntryStep; from: Occupation; fromStep: number | null }): boolean {
  const { step, from, fromStep } = input;
  if (step.heldBy && matchesAnyCode({ code: from.code, keys: step.heldBy })) return true;
  if (step.kind === "degree" && step.anyField && step.level && fromStep !== null)
    return fromStep >= LEVEL_STEP[step.level];
  return false;
}

const HELD_NAMES: Readonly<Record<number, string>> = {
  4: "an associate's degree",
  5: "a bachelor's degree",
  6: "a master's degree",
  7: "a doctoral or professional degree",
};

/**
 * A degree in a named field the visitor's own degree shortens or may count toward (ADR 029): an
 * associate's covers about half a bachelor's ("about 2 more years"); a degree at the level or above
 * may count, in another field, toward the courses asked. Null when the visitor's schooling says nothing.
 */
function describeHeldDegree(input: {
  step: EntryStep;
  held: HeldEducation | null;
}): { need: string; years: number } | null {
  const { step, held } = input;
  if (step.kind !== "degree" || !step.level || !held || held.step < LEVEL_STEP.associate) return null;
  const full = readYears(step.length);
  const heldName = HELD_NAMES[held.step] ?? "a degree";
  if (step.level === "bachelor" && held.step === LEVEL_STEP.associate)
    return { need: `${step.name} (about 2 more years with your associate's degree)`, years: Math.max(0, full - 2) };
  if (held.step >= LEVEL_STEP[step.level])
    return {
      need: `${step.name} (${step.length ?? "length varies"}; you hold ${heldName}, which may count toward it)`,
      years: full,
    };
  return null;
}

function describeCuratedRoute(input: {
  entry: EntryRequirement;
  from: Occupation;
  fromStep: number | null;
  held: HeldEducation | null;
  promotedWithoutDegree: boolean;
}): Pick<MoveRequirements, "needs" | "notes" | "yearsAhead" | "newCredential" | "licence" | "experienceElsewhere"> {
  const { entry, from, fromStep, held, promotedWithoutDegree } = input;
  let experienceElsewhere = 0;
  const ownRoute = findEntryRequirement(from.code);
  const ownSteps = new Set((ownRoute?.steps ?? []).map((step) => step.name));
  const needs: string[] = [];
  const notes: string[] = [];
  const heldSteps: string[] = [];
  let yearsAhead = 0;
  let newCredential = false;
  let licence: string | null = null;
  for (const step of entry.steps) {
    if (ownSteps.has(step.name) || holdsStep({ step, from, fromStep })) {
      if (step.kind === "degree" && step.anyField && step.level)
        notes.push(`it starts from ${LEVEL_NAMES[step.level]}, which your job usually needs already`);
      else if (CREDENTIAL_KINDS.has(step.kind)) heldSteps.push(step.name);
      continue;
    }
    // An internal promotion that commonly waives an any-field degree: the usual degree is noted instead.
    if (promotedWithoutDegree && step.kind === "degree" && step.anyField) continue;
    // The visitor's own degree (from their resume) counts as the job's would.
    if (held && holdsStep({ step, from, fromStep: held.step })) {
      notes.push(`it starts from ${LEVEL_NAMES[step.level!]}, which you hold`);
      continue;
    }
    const shortened = describeHeldDegree({ step, held });
    if (shortened) {
      needs.push(shortened.need);
      yearsAhead += shortened.years;
      newCredential = true;
      continue;
    }
    needs.push(describeStep(step));
    if (step.kind === "licence") licence ??= step.name;
    if (step.kind === "experience") experienceElsewhere += step.years ?? readYears(step.length);
    if (["degree", "programme", "apprenticeship", "residency", "training"].includes(step.kind)) {
      yearsAhead += readYears(step.length);
      if (step.kind !== "training") newCredential = true;
    }
  }
  if (heldSteps.length > 0)
    notes.push(`your job already asks for ${joinList(heldSteps)}, which count${heldSteps.length === 1 ? "s" : ""}`);
  // Said outright, so "nothing listed" never reads as "nothing known".
  if (!newCredential && !notes.some((note) => /degree|licen[cs]e|programme|apprenticeship/.test(note)))
    notes.push(
      needs.length > 0
        ? "no new degree: the usual way in is the experience named here"
        : "no new degree or licence beyond what your job asks for",
    );
  return { needs, notes, yearsAhead, newCredential, licence, experienceElsewhere };
}

function describeFromData(input: {
  data: AdviceData;
  from: Occupation;
  to: Occupation;
  fromStep: number | null;
  toStep: number | null;
  extraZones: number;
}): Pick<
  MoveRequirements,
  "needs" | "notes" | "yearsAhead" | "newCredential" | "unnamedCredential" | "licence" | "experienceElsewhere"
> {
  const { data, from, to, fromStep, toStep, extraZones } = input;
  let experienceElsewhere = 0;
  const needs: string[] = [];
  const notes: string[] = [];
  let yearsAhead = 0;
  let newCredential = false;
  let unnamedCredential = false;
  const fromFields = from.preparation?.fieldsOfStudy ?? [];
  const toFields = to.preparation?.fieldsOfStudy ?? [];
  const shareField = toFields.some((field) => fromFields.includes(field));
  const target = toStep === null ? null : EDUCATION_STEPS[toStep];
  const broadField = toFields.length > MAX_NAMEABLE_FIELDS;
  if (
    target?.level &&
    toStep !== null &&
    toStep >= DEGREE_STEP &&
    toFields.length > 0 &&
    !shareField &&
    broadField &&
    fromStep !== null &&
    toStep <= fromStep
  ) {
    // A broad occupation at the visitor's own degree level: many programs lead there, so the degree
    // their job usually asks for counts, and experience weighs more than its field.
    notes.push(
      `${LEVEL_NAMES[target.level]} is usual there, as in your job; employers weigh experience more than its field`,
    );
  } else if (target && toStep !== null && toStep >= DEGREE_STEP && toFields.length > 0 && !shareField) {
    // A credential in another field: name it from the programs, or admit we cannot.
    newCredential = true;
    yearsAhead += target.years;
    const credential = target.level ? LEVEL_NAMES[target.level] : "a certificate programme";
    const length = /\(([^)]*)\)/.exec(target.needs)?.[1];
    const fields = toFields.map((field) => data.studyFieldTitle(field)).filter((title): title is string => !!title);
    if (!broadField && fields.length > 0)
      needs.push(
        `${credential} in ${joinList(fields).replace(/ and (?=[^,]*$)/, " or ")}${length ? ` (${length})` : ""}`,
      );
    // Many programs lead there: the level is certain, the field is not ours to pick.
    else if (target.level) needs.push(`${credential} in a related field${length ? ` (${length})` : ""}`);
    else unnamedCredential = true;
  } else if (target?.needs && toStep !== null && (fromStep === null ? extraZones > 0 : toStep > fromStep)) {
    needs.push(target.needs);
    yearsAhead += target.years;
  }
  const training = TRAINING_NEEDS[to.preparation?.entryTraining ?? ""];
  if (training && to.preparation?.entryTraining !== from.preparation?.entryTraining) {
    needs.push(training.text);
    yearsAhead += training.years;
    newCredential = true;
  }
  const experience = EXPERIENCE_NEEDS[to.preparation?.entryExperience ?? ""];
  if (experience && (extraZones > 0 || from.preparation?.entryExperience === "None")) {
    needs.push(experience.text);
    // Experience asked for after a new degree is experience in the new field: years ahead too, unless
    // it is management experience a manager or supervisor already has.
    const leadsAlready = /^\d\d-1/.test(from.code) || from.code.startsWith("11-");
    if ((newCredential || yearsAhead > 0) && !leadsAlready) yearsAhead += experience.years;
    // Years BLS asks in a related occupation, from a job that asks none and is another line of work
    // (another SOC minor group): experience the visitor does not have yet (a copywriter as an agent).
    if (from.preparation?.entryExperience === "None" && from.code.slice(0, 4) !== to.code.slice(0, 4))
      experienceElsewhere = experience.years;
  }
  let licence: string | null = null;
  const toLicence = to.preparation?.licenceRequiredPct ?? null;
  const fromLicence = from.preparation?.licenceRequiredPct ?? null;
  if (
    toLicence !== null &&
    toLicence >= LICENCE_REQUIRED_PCT &&
    !(fromLicence !== null && fromLicence >= LICENCE_REQUIRED_PCT)
  )
    licence = `a state licence (BLS: ${Math.round(toLicence)}% of workers need one)`;
  else if (toLicence !== null && toLicence >= LICENCE_VARIES_PCT && toLicence < LICENCE_REQUIRED_PCT)
    notes.push("licence rules vary by state and employer");
  else if (toLicence === null && LICENSING_MINOR_GROUPS.has(to.code.slice(0, 4)))
    notes.push("licence rules vary by state");
  if (licence) needs.push(licence);
  return { needs, notes, yearsAhead, newCredential, unnamedCredential, licence, experienceElsewhere };
}

/**
 * Where the target's usual entry (BLS) is above the schooling held and the route names no new degree,
 * the card says so instead of "no new degree" (ADR 029): a counsellor never hides the degree most
 * people there hold.
 */
function noteUsualEducation(input: {
  notes: string[];
  needs: readonly string[];
  toStep: number | null;
  reference: number | null;
  newCredential: boolean;
}): string[] {
  const { notes, needs, toStep, reference, newCredential } = input;
  const target = toStep === null ? null : EDUCATION_STEPS[toStep];
  if (newCredential || !target?.level || reference === null || toStep === null || toStep <= reference) return notes;
  if (needs.some((need) => /degree|diploma|doctor|master|bachelor|associate/i.test(need))) return notes;
  if (notes.some((note) => /which you hold|which your job usually needs|usual there, as in your job/.test(note)))
    return notes;
  const kept = notes.filter((note) => !/^no new degree/.test(note));
  const usual = `BLS lists ${LEVEL_NAMES[target.level]} as the usual entry there, and many employers ask for one`;
  return [
    needs.length > 0
      ? `${usual}; people also get in by the route named here`
      : `${usual}; people also move up from your work without it`,
    ...kept,
  ];
}

export function describeRequirements(input: {
  data: AdviceData;
  from: Occupation;
  to: Occupation;
  /** The visitor's own schooling (resume), when known; otherwise the job's usual entry stands for it. */
  held?: HeldEducation | null;
  /** The move is a curated internal promotion that commonly waives an any-field degree. */
  promotedWithoutDegree?: boolean;
}): MoveRequirements {
  const { data, from, to } = input;
  const held = input.held ?? null;
  const jobZoneFrom = from.jobZone;
  const jobZoneTo = to.jobZone;
  const extraZones = jobZoneFrom !== null && jobZoneTo !== null ? Math.max(0, jobZoneTo - jobZoneFrom) : 0;
  const jobStep = educationStep(from.preparation);
  const fromStep = held && (jobStep === null || held.step > jobStep) ? held.step : jobStep;
  const reference = held ? held.step : jobStep;
  const toStep = educationStep(to.preparation);
  const entry = findEntryRequirement(to.code);
  const described = entry
    ? {
        ...describeCuratedRoute({
          entry,
          from,
          fromStep: jobStep,
          held,
          promotedWithoutDegree: input.promotedWithoutDegree ?? false,
        }),
        unnamedCredential: false,
      }
    : describeFromData({ data, from, to, fromStep, toStep, extraZones });
  const notes = noteUsualEducation({
    notes: described.notes,
    needs: described.needs,
    toStep,
    reference,
    newCredential: described.newCredential,
  });
  const newApprenticeship = described.needs.some((need) => /apprentice/i.test(need));
  return {
    jobZoneFrom,
    jobZoneTo,
    extraZones,
    entryEducation: to.preparation?.entryEducation ?? null,
    educationStepsUp: fromStep !== null && toStep !== null ? Math.max(0, toStep - fromStep) : 0,
    needs: described.needs,
    label: described.needs.length > 0 ? `needs ${joinList(described.needs)}` : null,
    licence: described.licence,
    notes,
    yearsAhead: Math.round(described.yearsAhead * 10) / 10,
    newCredential: described.newCredential,
    unnamedCredential: described.unnamedCredential,
    experienceElsewhere: described.experienceElsewhere,
    experienceFromBls: !entry && described.experienceElsewhere > 0,
    educationLevelsUp:
      reference !== null && toStep !== null
        ? Math.max(0, SCHOOLING_LEVEL[toStep]! - SCHOOLING_LEVEL[Math.min(reference, SCHOOLING_LEVEL.length - 1)]!)
        : 0,
    newApprenticeship,
  };
}
