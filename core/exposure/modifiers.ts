import { splitWords, stemWord } from "../occupations/stem-word";

/**
 * Person-level modifiers. Each is a multiplicative factor on the exposure index with hard bounds,
 * so no self-description can move a score by more than a documented amount (and the result is
 * clamped to the occupation's α–γ band afterwards anyway).
 *
 * Evidence, briefly (docs/scoring-model.md has the full list):
 * - Seniority: early-career workers in AI-exposed occupations are the ones whose employment fell
 *   first (Brynjolfsson, Chandar & Chen 2025, "Canaries in the Coal Mine"), and senior roles
 *   carry more of the coordination and decision tasks that Eloundou et al. rate E0.
 * - Judgement-heavy work: decision, negotiation, leadership and care tasks are the least exposed
 *   work activities in both Eloundou et al. and Microsoft's Copilot data (Tomlinson et al. 2025).
 * - Skills: social and judgement skills complement AI (Deming 2017; Acemoglu & Autor 2011 on
 *   non-routine work); routine information-processing skills describe exactly the E1 tasks.
 */

export type ExperienceLevel = "entry" | "mid" | "senior" | "lead" | "executive";

export const EXPERIENCE_FACTORS: Record<ExperienceLevel, number> = {
  entry: 1.05,
  mid: 1,
  senior: 0.95,
  lead: 0.92,
  executive: 0.9,
};

/** Largest reduction from judgement-heavy responsibilities (when every bullet is judgement work). */
export const MAX_JUDGEMENT_REDUCTION = 0.06;

export const EXPERIENCE_FACTOR_BOUNDS = { min: 0.85, max: 1.05 } as const;
export const SKILLS_FACTOR_BOUNDS = { min: 0.9, max: 1.06 } as const;
export const TOTAL_FACTOR_BOUNDS = { min: 0.8, max: 1.1 } as const;

/** Per-skill effect and how many skills of each kind count (diminishing returns beyond that). */
const COMPLEMENTARY_SKILL_STEP = 0.025;
const MAX_COMPLEMENTARY_SKILLS = 4;
const ROUTINE_SKILL_STEP = 0.03;
const MAX_ROUTINE_SKILLS = 2;

const LEVEL_PATTERNS: [ExperienceLevel, RegExp][] = [
  [
    "executive",
    /\b(executive|exec|director|vp|vice president|chief|c-level|cxo|ceo|cfo|cto|partner|owner|founder|head of)\b/,
  ],
  ["lead", /\b(lead|leader|principal|manager|supervisor|head|expert)\b|10\+/],
  ["senior", /\b(senior|sr|experienced|advanced|5-10|6-10)\b/],
  ["mid", /\b(mid|middle|intermediate|associate|professional|2-5|3-5)\b/],
  ["entry", /\b(entry|junior|jr|intern|internship|graduate|trainee|apprentice|beginner|student|0-2|0-1|1-2)\b/],
];

/** Maps a free-text experience level (and/or years) to a level; null when nothing is given. */
export function normaliseExperienceLevel(level: string | undefined, years: number | undefined): ExperienceLevel | null {
  const text = (level ?? "").toLowerCase();
  for (const [name, pattern] of LEVEL_PATTERNS) if (pattern.test(text)) return name;
  if (years !== undefined && Number.isFinite(years) && years >= 0) {
    if (years < 2) return "entry";
    if (years < 5) return "mid";
    if (years < 10) return "senior";
    return "lead";
  }
  return null;
}

/** Stems that mark a responsibility as judgement, leadership or care work. */
const JUDGEMENT_STEMS = new Set(
  [
    "lead",
    "led",
    "manage",
    "supervise",
    "oversee",
    "mentor",
    "coach",
    "train",
    "negotiate",
    "decide",
    "decision",
    "approve",
    "strategy",
    "strategic",
    "advise",
    "counsel",
    "hire",
    "diagnose",
    "treat",
    "care",
    "budget",
    "plan",
    "direct",
    "coordinate",
    "resolve",
    "persuade",
    "judgement",
    "judgment",
    "stakeholder",
    "prioritize",
    "prioritise",
    "delegate",
    "evaluate",
  ].map((word) => stemWord(word)),
);

/** True when a responsibility describes judgement, leadership or care work. */
export function isJudgementWork(text: string): boolean {
  return splitWords(text).some((word) => JUDGEMENT_STEMS.has(stemWord(word)));
}

export interface ExperienceModifier {
  level: ExperienceLevel | null;
  /** Share (0–1) of the person's responsibilities that are judgement, leadership or care work. */
  judgementShare: number;
  factor: number;
}

export function assessExperienceModifier(input: {
  level?: string | undefined;
  years?: number | undefined;
  responsibilities: readonly string[];
}): ExperienceModifier {
  const level = normaliseExperienceLevel(input.level, input.years);
  const judgementCount = input.responsibilities.filter((text) => isJudgementWork(text)).length;
  const judgementShare = input.responsibilities.length > 0 ? judgementCount / input.responsibilities.length : 0;
  const raw = (level ? EXPERIENCE_FACTORS[level] : 1) * (1 - MAX_JUDGEMENT_REDUCTION * judgementShare);
  return { level, judgementShare, factor: clamp(raw, EXPERIENCE_FACTOR_BOUNDS) };
}

/**
 * Skills that complement AI: judgement, people, care, hands-on and AI-supervision skills. Matched
 * on word stems, so "Negotiating", "negotiation skills" and "Contract negotiation" all count.
 */
const COMPLEMENTARY_SKILL_PATTERNS = [
  "leadership",
  "management",
  "manage",
  "negotiation",
  "negotiate",
  "stakeholder",
  "strategy",
  "strategic",
  "coaching",
  "mentoring",
  "teaching",
  "training",
  "empathy",
  "counseling",
  "counselling",
  "patient care",
  "caregiving",
  "nursing",
  "conflict resolution",
  "public speaking",
  "presentation",
  "persuasion",
  "sales",
  "relationship",
  "critical thinking",
  "problem solving",
  "decision making",
  "judgment",
  "judgement",
  "team building",
  "change management",
  "machine learning",
  "artificial intelligence",
  "ai",
  "llm",
  "prompt engineering",
  "data science",
  "ux research",
  "user research",
  "design thinking",
  "emotional intelligence",
  "crisis",
  "surgery",
  "carpentry",
  "welding",
  "electrical",
  "plumbing",
  "mechanical repair",
  "hands-on",
];

/** Skills describing routine information processing, i.e. the E1 tasks themselves. */
const ROUTINE_SKILL_PATTERNS = [
  "data entry",
  "typing",
  "10 key",
  "ten key",
  "filing",
  "transcription",
  "transcribing",
  "bookkeeping",
  "proofreading",
  "copy typing",
  "clerical",
  "record keeping",
  "recordkeeping",
  "word processing",
  "dictation",
  "cold calling",
  "telemarketing",
  "invoicing",
  "invoice processing",
  "payroll processing",
  "scheduling",
  "calendar management",
  "form processing",
  "document scanning",
  "order entry",
  "basic excel",
  "microsoft word",
  "ms word",
  "keyboarding",
  "shorthand",
];

const complementaryStems = COMPLEMENTARY_SKILL_PATTERNS.map(stemPhrase);
const routineStems = ROUTINE_SKILL_PATTERNS.map(stemPhrase);

function stemPhrase(text: string): string {
  return splitWords(text)
    .map((word) => stemWord(word))
    .join(" ");
}

/** Whole-word phrase containment on stemmed text. */
function containsPhrase(haystack: string, phrase: string): boolean {
  return ` ${haystack} `.includes(` ${phrase} `);
}

export type SkillKind = "complementary" | "routine" | "neutral";

/** Routine wins over complementary: "data entry management" is still data entry. */
export function classifySkill(skill: string): SkillKind {
  const stemmed = stemPhrase(skill);
  if (stemmed.length === 0) return "neutral";
  if (routineStems.some((phrase) => containsPhrase(stemmed, phrase))) return "routine";
  if (complementaryStems.some((phrase) => containsPhrase(stemmed, phrase))) return "complementary";
  return "neutral";
}

export interface SkillsModifier {
  complementary: string[];
  routine: string[];
  factor: number;
}

export function assessSkillsModifier(skills: readonly string[]): SkillsModifier {
  const complementary: string[] = [];
  const routine: string[] = [];
  for (const skill of skills) {
    const kind = classifySkill(skill);
    if (kind === "complementary") complementary.push(skill);
    else if (kind === "routine") routine.push(skill);
  }
  const raw =
    1 -
    COMPLEMENTARY_SKILL_STEP * Math.min(complementary.length, MAX_COMPLEMENTARY_SKILLS) +
    ROUTINE_SKILL_STEP * Math.min(routine.length, MAX_ROUTINE_SKILLS);
  return { complementary, routine, factor: clamp(raw, SKILLS_FACTOR_BOUNDS) };
}

export function combineModifiers(experience: ExperienceModifier, skills: SkillsModifier): number {
  return clamp(experience.factor * skills.factor, TOTAL_FACTOR_BOUNDS);
}

function clamp(value: number, bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}
