import type { ElementRating, Occupation } from "../occupations/dataset";
import { splitWords, stemWord } from "../occupations/stem-word";
import type { TaskGroupMix } from "./task-group-mix";

/**
 * Skills a person can go and learn (ADR 025), four kinds, each with a one-line why and a duration
 * that says what it assumes:
 *
 * - an AI tool for the most exposed part of the work (the tools complement those tasks; the
 *   person who directs and checks them keeps the work);
 * - O*NET skills where a career move (pivot) needs a higher level than the person's occupation,
 *   limited to skills that complement AI (social, judgement, management, hands-on);
 * - work activities: the least exposed part of the person's own job (its "lower-exposure
 *   version"), to take on more of;
 * - the occupation's in-demand and hot technologies from O*NET Technology Skills.
 *
 * O*NET knowledge areas ("Medicine and Dentistry") are fields of study, not things to pick up in
 * months: they are never recommended. Pivots come in as occupation codes, so the career-moves
 * model can change freely; `resolve` finds them in the dataset.
 *
 * Complementarity weights (0–1) are ours, set from where the literature places the work: social,
 * judgement and management skills are the least exposed and most complementary (Deming 2017;
 * Eloundou et al. 2023; Tomlinson et al. 2025); reading, writing and clerical skills are what
 * language models do themselves (not listed, so never recommended).
 */

export type Impact = "High" | "Medium" | "Low";
export type RecommendationKind = "ai-tool" | "skill" | "work-activity" | "technology";

export interface SkillRecommendation {
  name: string;
  impact: Impact;
  /** How long, and what that assumes, e.g. "2-3 months at 2-3 hours a week". */
  duration: string;
  /** One line: why it is suggested. */
  reason: string;
  /** O*NET element id, IWA id, technology name, or "ai-tool:<IWA id>". */
  id: string;
  kind: RecommendationKind;
}

interface SkillAdvice {
  complementarity: number;
  /** Months of practice to move up one O*NET level (0–7), at a few hours a week. */
  monthsPerLevel: number;
}

const SKILL_ADVICE: Record<string, SkillAdvice> = {
  "Social Perceptiveness": { complementarity: 0.9, monthsPerLevel: 3 },
  Negotiation: { complementarity: 0.9, monthsPerLevel: 2 },
  "Judgment and Decision Making": { complementarity: 0.9, monthsPerLevel: 4 },
  "Management of Personnel Resources": { complementarity: 0.9, monthsPerLevel: 4 },
  Persuasion: { complementarity: 0.8, monthsPerLevel: 2 },
  "Complex Problem Solving": { complementarity: 0.8, monthsPerLevel: 4 },
  Coordination: { complementarity: 0.7, monthsPerLevel: 2 },
  Instructing: { complementarity: 0.7, monthsPerLevel: 2 },
  "Critical Thinking": { complementarity: 0.7, monthsPerLevel: 3 },
  Repairing: { complementarity: 0.7, monthsPerLevel: 4 },
  "Service Orientation": { complementarity: 0.6, monthsPerLevel: 1 },
  "Systems Analysis": { complementarity: 0.6, monthsPerLevel: 3 },
  "Systems Evaluation": { complementarity: 0.6, monthsPerLevel: 3 },
  "Technology Design": { complementarity: 0.6, monthsPerLevel: 4 },
  Installation: { complementarity: 0.6, monthsPerLevel: 4 },
  "Equipment Maintenance": { complementarity: 0.6, monthsPerLevel: 3 },
  Troubleshooting: { complementarity: 0.6, monthsPerLevel: 3 },
  "Active Listening": { complementarity: 0.5, monthsPerLevel: 1 },
  Speaking: { complementarity: 0.5, monthsPerLevel: 2 },
  "Learning Strategies": { complementarity: 0.5, monthsPerLevel: 1 },
  Monitoring: { complementarity: 0.5, monthsPerLevel: 1 },
  "Operations Analysis": { complementarity: 0.5, monthsPerLevel: 3 },
  "Equipment Selection": { complementarity: 0.5, monthsPerLevel: 2 },
  "Operation and Control": { complementarity: 0.5, monthsPerLevel: 3 },
  "Management of Financial Resources": { complementarity: 0.5, monthsPerLevel: 3 },
  "Management of Material Resources": { complementarity: 0.5, monthsPerLevel: 2 },
};

/** A pivot must use the skill at least this many O*NET levels (0–7) higher to count as a gap. */
const MIN_LEVEL_GAP = 0.5;
/** …and rate it at least "important" (3 of 5). */
const MIN_PIVOT_IMPORTANCE = 3;
const MAX_SKILL_GAPS = 2;
const MAX_ACTIVITIES = 1;
const MAX_TECHNOLOGIES = 2;
/** An activity group must carry this share of the job's task weight to be worth growing into. */
const MIN_ACTIVITY_SHARE = 0.04;
/** Exposure (E1 + ½·E2) of a group at or above which an AI tool complements it. */
const MIN_TOOL_EXPOSURE = 0.5;
/** Technology categories everyone already uses: not worth a course. */
const BASIC_COMMODITIES = new Set([
  "Office suite software",
  "Operating system software",
  "Word processing software",
  "Electronic mail software",
  "Presentation software",
  "Video conferencing software",
  "Internet browser software",
  "Instant messaging software",
]);

/** Everyday consumer platforms: people already use them, so weeks of practice would be no advice. */
const EVERYDAY_PLATFORMS = new Set([
  "Facebook",
  "Instagram",
  "LinkedIn",
  "TikTok",
  "Twitter",
  "YouTube",
  "Slack",
  "Zoom",
]);

/**
 * AI tools by the O*NET Generalized Work Activity of the exposed task group, in our words.
 * Anything not listed gets a general assistant.
 */
const AI_TOOLS_BY_GWA: Record<string, string> = {
  "4.A.1.a.1": "AI research assistants that find and summarise sources",
  "4.A.2.a.2": "AI features in spreadsheets and data-entry tools",
  "4.A.2.a.3": "AI checkers for documents and compliance",
  "4.A.2.a.4": "AI-assisted data analysis",
  "4.A.2.b.2": "AI drafting and design tools",
  "4.A.2.b.5": "AI scheduling assistants",
  "4.A.2.b.6": "AI planning and task-management assistants",
  "4.A.3.b.1": "AI coding assistants",
  "4.A.3.b.6": "AI note-taking and documentation assistants",
  "4.A.4.a.1": "AI writing assistants for explaining information",
  "4.A.4.a.2": "AI writing assistants for emails and reports",
  "4.A.4.a.3": "AI writing assistants for customer messages",
  "4.A.4.a.6": "AI tools for sales outreach and follow-up",
  "4.A.4.b.3": "AI tutoring and lesson-planning tools",
  "4.A.4.b.6": "AI research assistants for preparing advice",
  "4.A.4.c.1": "AI assistants for paperwork and admin",
};
const GENERAL_AI_TOOL = "A general AI assistant for drafting and checking your routine work";

/** Stems the same way the rest of the engine does; tokens ≥ 5 letters also match on a 5-letter prefix ("negotiating" ~ "negotiation"). */
function stemTokens(text: string): string[] {
  return splitWords(text)
    .filter((word) => word.length > 2 && word !== "and" && word !== "the" && word !== "of")
    .map((word) => stemWord(word));
}

function tokensMatch(a: string, b: string): boolean {
  return a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));
}

/** Extra phrases people use for an O*NET element. */
const ELEMENT_SYNONYMS: Record<string, string[]> = {
  "Management of Personnel Resources": ["leadership", "people management", "team management", "team lead"],
  "Judgment and Decision Making": ["decision making", "judgment", "judgement"],
  "Social Perceptiveness": ["empathy", "emotional intelligence", "interpersonal"],
  Persuasion: ["influencing", "sales", "selling"],
  Instructing: ["teaching", "training", "coaching", "mentoring"],
  "Complex Problem Solving": ["problem solving"],
  Speaking: ["public speaking", "presentation", "presenting"],
  "Therapy and Counseling": ["counseling", "counselling", "therapy"],
  "Administration and Management": ["project management", "operations management", "business management"],
  "Computers and Electronics": ["it", "computer"],
};

/** An element's stemmed name and synonyms; element names come from the dataset, so the map stays small. */
const elementStems = new Map<string, { name: string[]; synonyms: string[][] }>();

function stemElement(elementName: string): { name: string[]; synonyms: string[][] } {
  let stems = elementStems.get(elementName);
  if (!stems) {
    stems = { name: stemTokens(elementName), synonyms: (ELEMENT_SYNONYMS[elementName] ?? []).map(stemTokens) };
    elementStems.set(elementName, stems);
  }
  return stems;
}

/** True when one of the person's stemmed skills covers the element (all its content words, or a synonym). */
function coversElement(skillTokens: readonly string[][], elementName: string): boolean {
  const element = stemElement(elementName);
  return skillTokens.some((tokens) => {
    const covers = (needed: string[]) =>
      needed.length > 0 && needed.every((n) => tokens.some((t) => tokensMatch(t, n)));
    return covers(element.name) || element.synonyms.some(covers);
  });
}

/** True when one of the person's skills names the element (all its content words, or a synonym). */
export function personHasElement(personSkills: readonly string[], elementName: string): boolean {
  return coversElement(personSkills.map(stemTokens), elementName);
}

function formatMonths(months: number): string {
  if (months <= 1) return "4-6 weeks";
  if (months <= 2) return "1-2 months";
  if (months <= 3) return "2-3 months";
  if (months <= 6) return "3-6 months";
  return "6-12 months";
}

function trimTitle(title: string): string {
  return title.replace(/\.$/, "").trim();
}

function exposureOf(group: TaskGroupMix): number {
  return group.e1Share + 0.5 * group.e2Share;
}

function recommendAiTool(input: {
  groups: readonly TaskGroupMix[];
  gwaOf: (iwaId: string) => string | undefined;
  riskScore: number;
  personUsesAi: boolean;
}): SkillRecommendation | null {
  if (input.personUsesAi) return null;
  const target = [...input.groups]
    .filter((group) => exposureOf(group) >= MIN_TOOL_EXPOSURE && group.share >= MIN_ACTIVITY_SHARE)
    .sort((a, b) => exposureOf(b) * b.share - exposureOf(a) * a.share || a.id.localeCompare(b.id))[0];
  if (!target) return null;
  const tool = AI_TOOLS_BY_GWA[input.gwaOf(target.id) ?? ""] ?? GENERAL_AI_TOOL;
  const percent = Math.round(exposureOf(target) * 100);
  return {
    id: `ai-tool:${target.id}`,
    kind: "ai-tool",
    name: tool,
    impact: input.riskScore >= 70 ? "High" : input.riskScore >= 30 ? "Medium" : "Low",
    duration: "2-4 weeks of practice on your own tasks (assumes access to a general AI assistant)",
    reason: `"${trimTitle(target.title)}" is among the most exposed parts of your work (${percent}/100); whoever directs the tool and checks its output keeps that work.`,
  };
}

function recommendSkillGaps(input: {
  occupation: Occupation;
  pivots: readonly Occupation[];
  skillTokens: readonly string[][];
}): SkillRecommendation[] {
  const own = new Map<string, ElementRating>(input.occupation.skills.map((rating) => [rating.id, rating]));
  const gaps = new Map<string, { rating: ElementRating; gap: number; pivot: Occupation; value: number }>();
  for (const pivot of input.pivots) {
    for (const rating of pivot.skills) {
      const advice = SKILL_ADVICE[rating.name];
      if (!advice || rating.level === null || rating.importance < MIN_PIVOT_IMPORTANCE) continue;
      const gap = rating.level - (own.get(rating.id)?.level ?? 0);
      if (gap < MIN_LEVEL_GAP) continue;
      const value = advice.complementarity * gap;
      const current = gaps.get(rating.id);
      if (!current || value > current.value) gaps.set(rating.id, { rating, gap, pivot, value });
    }
  }
  return [...gaps.values()]
    .filter((gap) => !coversElement(input.skillTokens, gap.rating.name))
    .sort((a, b) => b.value - a.value || a.rating.id.localeCompare(b.rating.id))
    .slice(0, MAX_SKILL_GAPS)
    .map(({ rating, gap, pivot }) => {
      const advice = SKILL_ADVICE[rating.name]!;
      const ownLevel = own.get(rating.id)?.level ?? 0;
      return {
        id: rating.id,
        kind: "skill" as const,
        name: rating.name,
        impact: gap >= 1.5 ? "High" : gap >= 1 ? "Medium" : "Low",
        duration: `${formatMonths(Math.ceil(gap * advice.monthsPerLevel))} at 2-3 hours a week (assumes practice at work, or a short course)`,
        reason:
          ownLevel > 0
            ? `${pivot.title} use it at level ${rating.level!.toFixed(1)} of 7, your occupation at ${ownLevel.toFixed(1)}; it is hard for AI to do.`
            : `${pivot.title} use it at level ${rating.level!.toFixed(1)} of 7, and your occupation hardly at all; it is hard for AI to do.`,
      };
    });
}

function recommendActivities(groups: readonly TaskGroupMix[]): SkillRecommendation[] {
  return [...groups]
    .filter((group) => group.share >= MIN_ACTIVITY_SHARE && exposureOf(group) < 0.25)
    .sort((a, b) => exposureOf(a) - exposureOf(b) || b.share - a.share || a.id.localeCompare(b.id))
    .slice(0, MAX_ACTIVITIES)
    .map((group) => ({
      id: group.id,
      kind: "work-activity" as const,
      name: `Take on more of: ${trimTitle(group.title).toLowerCase()}`,
      impact: "Medium" as const,
      duration: "3-6 months on the job (assumes your employer lets you shift towards it)",
      reason: `The least exposed part of your work: ${Math.round(group.share * 100)}% of your tasks, of which ${Math.round(exposureOf(group) * 100)}% is exposed to AI.`,
    }));
}

function recommendTechnologies(input: {
  occupation: Occupation;
  personSkills: readonly string[];
}): SkillRecommendation[] {
  const known = input.personSkills.map((skill) => skill.trim().toLowerCase());
  const commodityCount = new Map<string, number>();
  for (const tech of input.occupation.technologySkills)
    commodityCount.set(tech.commodityTitle, (commodityCount.get(tech.commodityTitle) ?? 0) + 1);
  return (
    input.occupation.technologySkills
      .filter((tech) => (tech.hot || tech.inDemand) && !BASIC_COMMODITIES.has(tech.commodityTitle))
      .filter((tech) => !EVERYDAY_PLATFORMS.has(tech.name))
      // A bare category ("Accounting software") is not something to learn.
      .filter((tech) => tech.name !== tech.commodityTitle)
      .filter((tech) => !known.some((skill) => skill !== "" && tech.name.toLowerCase().includes(skill)))
      .sort(
        (a, b) =>
          Number(b.inDemand) - Number(a.inDemand) ||
          (commodityCount.get(b.commodityTitle) ?? 0) - (commodityCount.get(a.commodityTitle) ?? 0) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, MAX_TECHNOLOGIES)
      .map((tech) => ({
        id: tech.name,
        kind: "technology" as const,
        name: tech.name,
        impact: tech.inDemand ? ("Medium" as const) : ("Low" as const),
        duration: "2-6 weeks of evening practice (assumes you use similar software already)",
        reason: tech.inDemand
          ? `Among the tools employers ask for most in ${input.occupation.title} job postings (O*NET in-demand: ${tech.commodityTitle}).`
          : `Often named in job postings for ${input.occupation.title} (O*NET hot technology: ${tech.commodityTitle}).`,
      }))
  );
}

export function recommendSkills(input: {
  occupation: Occupation;
  /** Codes of the career moves offered to the person (best first); their skill needs count. */
  pivotCodes: readonly string[];
  /** Finds an occupation by code in the dataset; null when unknown. */
  resolve: (code: string) => Occupation | null;
  /** The occupation's task groups (IWAs) with their exposure mix. */
  groups: readonly TaskGroupMix[];
  /** The Generalized Work Activity id of an IWA. */
  gwaOf: (iwaId: string) => string | undefined;
  personSkills: readonly string[];
  riskScore: number;
}): SkillRecommendation[] {
  const pivots = input.pivotCodes
    .slice(0, 3)
    .map((code) => input.resolve(code))
    .filter((occupation): occupation is Occupation => occupation !== null);
  const skillTokens = input.personSkills.map(stemTokens);
  const personUsesAi = input.personSkills.some((s) => /\b(ai|llm|prompt|chatgpt|copilot|gpt)\b/i.test(s));
  const aiTool = recommendAiTool({
    groups: input.groups,
    gwaOf: input.gwaOf,
    riskScore: input.riskScore,
    personUsesAi,
  });
  return [
    ...(aiTool ? [aiTool] : []),
    ...recommendSkillGaps({ occupation: input.occupation, pivots, skillTokens }),
    ...recommendActivities(input.groups),
    ...recommendTechnologies({ occupation: input.occupation, personSkills: input.personSkills }),
  ];
}
