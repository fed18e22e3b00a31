import { classifyRiskLevel } from "../../exposure/calibration";
import type { Occupation } from "../../occupations/dataset";
import { AI_TOOLS } from "../catalogue/ai-tools";
import type { Certification, LearnableSubject } from "../catalogue/catalogue-types";
import { CERTIFICATIONS } from "../catalogue/certifications";
import { LEARNABLE_SUBJECTS } from "../catalogue/learnable-subjects";
import { findMostSpecific, matchesAnyCode } from "../catalogue/match-code";
import type { AdviceMove } from "../moves/choose-moves";
import type { AdviceData } from "../prepare-advice-data";
import { holdsElement, holdsPhrase, type PersonSkills } from "./person-skills";

/**
 * What to learn (ADR 029): named things a person can sign up for, each with why and how long, tied
 * to a move the result shows (what that move needs more of) or to the visitor's own field:
 * - an AI tool that fits the job's most exposed work (curated per field; none where the exposed
 *   work is small or physical), for visitors whose work is exposed;
 * - certifications the field or the move values (curated, real ones);
 * - only when there are none, a course for a skill the first moves need clearly more of
 *   than the visitor's job does, where both jobs are rated (never a reason built on a missing rating).
 * No software picked from O*NET's technology lists: a counsellor read them as padding (ADR 029).
 * Never an O*NET element name as the thing to learn, never "take on more of" the job itself.
 */
export type SkillKind = "ai-tool" | "certification" | "course";
export type Impact = "High" | "Medium" | "Low";

export interface SkillAdvice {
  id: string;
  kind: SkillKind;
  name: string;
  impact: Impact;
  /** How long, and what it assumes. */
  duration: string;
  /** Why, in one or two sentences. */
  reason: string;
}

/** A task group's exposure mix, as the exposure engine reports it. */
export interface ExposedGroup {
  title: string;
  /** Share (0–1) of the job's task weight. */
  share: number;
  /** E1 + ½·E2 of the group, 0–1. */
  exposure: number;
}

const MAX_SKILLS = 5;
const MAX_CERTIFICATIONS = 2;
/** Below this many named tools and credentials (none), a course may be added. */
const MIN_NAMED_SKILLS = 1;
/** No AI tool below this score: AI touches little of the work. */
const MIN_AI_TOOL_SCORE = 25;
/** A move must use a skill this many O*NET levels (0–7) above the visitor's job to make it worth a course… */
const MIN_LEVEL_GAP = 0.8;
/** …and rate it at least important (3 of 5). */
const MIN_IMPORTANCE = 3;
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "An RN licence" → "an RN licence", but "ATA membership" stays as written (an acronym). */
function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function impactOf(score: number): Impact {
  const level = classifyRiskLevel(score);
  return level === "High Risk" ? "High" : level === "Medium Risk" ? "Medium" : "Low";
}

function recommendAiTool(input: {
  occupation: Occupation;
  groups: readonly ExposedGroup[];
  riskScore: number;
  person: PersonSkills;
}): SkillAdvice | null {
  const { occupation, groups, riskScore, person } = input;
  if (person.usesAi || riskScore < MIN_AI_TOOL_SCORE) return null;
  const advice = findMostSpecific({
    code: occupation.code,
    entries: AI_TOOLS.flatMap((tool) => tool.for.map((key) => ({ key, tool }))),
    keyOf: (entry) => entry.key,
  })?.tool;
  if (!advice) return null;
  // O*NET's activity groups are shared across jobs and often read as another job's work ("process
  // shipments or mail" for a medical receptionist): the field's own use says where it helps.
  const where = groups.some((group) => group.exposure >= 0.5)
    ? "It helps with the parts of your own work AI can already do: "
    : "";
  return {
    id: `ai-tool:${advice.name}`,
    kind: "ai-tool",
    name: advice.name,
    impact: impactOf(riskScore),
    duration: "2–4 weeks of practice on your own tasks (assumes access to the tool at work or a paid plan)",
    reason: `${where}${advice.use}`,
  };
}

function recommendCertifications(input: {
  occupation: Occupation;
  moves: readonly AdviceMove[];
  person: PersonSkills;
  certifications: readonly string[];
  experienced?: boolean;
}): SkillAdvice[] {
  const { occupation, moves, person } = input;
  const shows = (phrase: string) =>
    holdsPhrase({ person, phrase }) ||
    input.certifications.some((own) => new RegExp(`\\b${escapeRegExp(phrase)}\\b`, "i").test(own));
  // The visitor's own specialty, where their skills or credentials show one (ICU, emergency, med-surg).
  const shownSpecialties = CERTIFICATIONS.filter((entry) => entry.specialty?.some(shows));
  const otherSpecialty = (certification: Certification) =>
    !!certification.specialty &&
    !certification.specialty.some(shows) &&
    shownSpecialties.some(
      (entry) => entry !== certification && entry.for.some((key) => certification.for.includes(key)),
    );
  const held = (certification: Certification) => {
    if (otherSpecialty(certification)) return true;
    if (certification.entryLevel && input.experienced) return true;
    if (certification.heldWithSkill?.some((phrase) => holdsPhrase({ person, phrase }))) return true;
    const acronym = /\(([A-Z][A-Za-z0-9-]+)\)/.exec(certification.name)?.[1];
    const named = [certification.name, ...(acronym ? [acronym] : [])];
    return named.some(
      (name) =>
        holdsPhrase({ person, phrase: name }) ||
        input.certifications.some((own) => own.toLowerCase().includes(name.toLowerCase())),
    );
  };
  const chosen: { certification: Certification; toward: AdviceMove | null }[] = [];
  // A certification toward a move is for people near its field: the visitor's own job is one it is
  // for, or shares a SOC minor group with one (no payroll credential for a call-centre agent).
  const nearField = (certification: Certification) =>
    certification.for.some((key) => occupation.code.startsWith(key) || key.startsWith(occupation.code.slice(0, 4)));
  // Toward the visitor's own ladder only: a credential for a sideways move is a weak link.
  for (const move of moves.filter((m) => m.kind === "ladder").slice(0, 3))
    for (const certification of CERTIFICATIONS)
      if (
        certification.toward &&
        matchesAnyCode({ code: move.code, keys: certification.toward }) &&
        nearField(certification) &&
        !held(certification)
      )
        chosen.push({ certification, toward: move });
  for (const certification of CERTIFICATIONS)
    if (matchesAnyCode({ code: occupation.code, keys: certification.for }) && !held(certification))
      chosen.push({ certification, toward: null });
  // One per awarding body: SHRM-CP beside SHRM-SCP, or the FE beside the PE, is one step written twice.
  const unique = chosen.filter(
    (entry, index) => chosen.findIndex((other) => other.certification.body === entry.certification.body) === index,
  );
  // One toward a move and one for the visitor's own field, when both exist.
  const towardMove = unique.find((entry) => entry.toward !== null);
  const ownField = unique.find((entry) => entry.toward === null);
  const picked = [towardMove, ownField, ...unique].filter(
    (entry, index, list): entry is NonNullable<typeof entry> => !!entry && list.indexOf(entry) === index,
  );
  return picked.slice(0, MAX_CERTIFICATIONS).map(({ certification, toward }) => ({
    id: `certification:${certification.id}`,
    kind: "certification",
    name: certification.name,
    impact: toward ? "High" : "Medium",
    duration: certification.prerequisite
      ? `${certification.duration} (in the US it needs ${lowerFirst(certification.prerequisite)})`
      : certification.duration,
    reason: toward ? `${certification.why} It prepares you for ${toward.title}.` : certification.why,
  }));
}

function recommendCourse(input: {
  data: AdviceData;
  occupation: Occupation;
  moves: readonly AdviceMove[];
  person: PersonSkills;
}): SkillAdvice | null {
  const { data, occupation, moves, person } = input;
  const own = new Map([...occupation.skills, ...occupation.knowledge].map((rating) => [rating.name, rating]));
  const subjects = new Map<string, LearnableSubject>(LEARNABLE_SUBJECTS.map((subject) => [subject.element, subject]));
  let best: {
    subject: LearnableSubject;
    move: AdviceMove;
    gap: number;
    weight: number;
    level: number;
    ownLevel: number;
  } | null = null;
  for (const move of moves.filter((m) => m.kind === "ladder" || m.kind === "growth").slice(0, 2)) {
    const target = data.byCode.get(move.code);
    if (!target) continue;
    for (const rating of [...target.skills, ...target.knowledge]) {
      const subject = subjects.get(rating.name);
      const mine = own.get(rating.name);
      if (!subject || !mine || mine.level === null || rating.level === null) continue;
      if (rating.importance < MIN_IMPORTANCE || holdsElement({ person, elementName: rating.name })) continue;
      const gap = rating.level - mine.level;
      // The gap that matters most there: how far behind, times how important it is in the move.
      const weight = gap * (rating.importance - 2);
      if (gap >= MIN_LEVEL_GAP && (!best || weight > best.weight))
        best = { subject, move, gap, weight, level: rating.level, ownLevel: mine.level };
    }
    if (best) break;
  }
  if (!best) return null;
  const { subject, move, gap, level, ownLevel } = best;
  return {
    id: `course:${subject.element}`,
    kind: "course",
    name: subject.name,
    impact: gap >= 1.5 ? "High" : "Medium",
    duration: subject.duration,
    reason: `${subject.why.replaceAll("{move}", move.title)} (O*NET: level ${level.toFixed(1)} of 7 there, ${ownLevel.toFixed(1)} in your job.)`,
  };
}

/** Whether the tool's name names software the visitor lists among their skills ("QuickBooks"). */
function namesListedSoftware(input: { name: string; person: PersonSkills }): boolean {
  const name = input.name.toLowerCase();
  return input.person.words.some((words) => {
    const phrase = words.join(" ");
    return phrase.length >= 3 && new RegExp(`\\b${escapeRegExp(phrase)}\\b`).test(name);
  });
}

export function recommendSkills(input: {
  data: AdviceData;
  occupation: Occupation;
  moves: readonly AdviceMove[];
  groups: readonly ExposedGroup[];
  riskScore: number;
  person: PersonSkills;
  /** Certifications the visitor holds (from their resume). */
  certifications: readonly string[];
  /** Years in the work: no first credentials (OSHA 10, a forklift card). */
  experienced?: boolean;
}): SkillAdvice[] {
  const certifications = recommendCertifications(input);
  // In low-exposure work (under 30), beside a real credential, a general assistant or the AI built
  // into software the visitor already lists is low-impact padding (bank matching in QuickBooks for a
  // bookkeeper of 12 years): offered only when nothing else is.
  const lowExposure = classifyRiskLevel(input.riskScore) === "Low Risk";
  const candidate = recommendAiTool(input);
  const padding =
    candidate !== null &&
    lowExposure &&
    certifications.length > 0 &&
    (/\bgeneral AI assistant\b/i.test(candidate.name) ||
      namesListedSoftware({ name: candidate.name, person: input.person }));
  const aiTool = padding ? null : candidate;
  const named = [...(aiTool ? [aiTool] : []), ...certifications];
  // A course closes a gap a move shows in O*NET's ratings: the last resort, only when named tools
  // and credentials are too few (a rating gap alone is weak advice, ADR 029).
  const course = named.length < MIN_NAMED_SKILLS ? recommendCourse(input) : null;
  return [...named, ...(course ? [course] : [])].slice(0, MAX_SKILLS);
}
