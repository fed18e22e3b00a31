import type { ElementRating, Occupation } from "../occupations/dataset";
import { splitWords, stemWord } from "../occupations/stem-word";

/**
 * Skills that would lower a person's exposure: O*NET skills and knowledge areas that complement
 * AI, weighted by how much the person's occupation (and the lower-exposure occupations they could
 * move to) rely on them, minus what the person already lists.
 *
 * Complementarity weights (0–1) are ours, set from where the literature places the work: social,
 * judgement and management skills are the least exposed and most complementary (Deming 2017;
 * Eloundou et al. 2023 find "science and critical thinking" negatively associated with exposure;
 * Tomlinson et al. 2025 find care, physical and interpersonal activities least applicable);
 * reading, writing and clerical knowledge are what language models do themselves (weight 0, so
 * they are never recommended).
 */

export type Impact = "High" | "Medium" | "Low";

export interface SkillRecommendation {
  name: string;
  impact: Impact;
  duration: string;
  /** Why it is suggested, for the UI. */
  reason: string;
  /** O*NET element id, or "ai-workflow" for the AI-supervision skill. */
  id: string;
}

interface ElementAdvice {
  complementarity: number;
  duration: string;
}

const ELEMENT_ADVICE: Record<string, ElementAdvice> = {
  "Social Perceptiveness": { complementarity: 0.9, duration: "3-6 months" },
  Negotiation: { complementarity: 0.9, duration: "2-3 months" },
  "Judgment and Decision Making": { complementarity: 0.9, duration: "6-12 months" },
  "Management of Personnel Resources": { complementarity: 0.9, duration: "6-12 months" },
  Persuasion: { complementarity: 0.8, duration: "2-3 months" },
  "Complex Problem Solving": { complementarity: 0.8, duration: "6-12 months" },
  Coordination: { complementarity: 0.7, duration: "2-3 months" },
  Instructing: { complementarity: 0.7, duration: "2-3 months" },
  "Critical Thinking": { complementarity: 0.7, duration: "3-6 months" },
  Repairing: { complementarity: 0.7, duration: "6-12 months" },
  "Service Orientation": { complementarity: 0.6, duration: "1-2 months" },
  "Active Learning": { complementarity: 0.6, duration: "1-2 months" },
  "Systems Analysis": { complementarity: 0.6, duration: "3-6 months" },
  "Systems Evaluation": { complementarity: 0.6, duration: "3-6 months" },
  "Technology Design": { complementarity: 0.6, duration: "6-12 months" },
  Installation: { complementarity: 0.6, duration: "6-12 months" },
  "Equipment Maintenance": { complementarity: 0.6, duration: "3-6 months" },
  Troubleshooting: { complementarity: 0.6, duration: "3-6 months" },
  "Active Listening": { complementarity: 0.5, duration: "1-2 months" },
  Speaking: { complementarity: 0.5, duration: "2-3 months" },
  "Learning Strategies": { complementarity: 0.5, duration: "1-2 months" },
  Monitoring: { complementarity: 0.5, duration: "1-2 months" },
  "Operations Analysis": { complementarity: 0.5, duration: "3-6 months" },
  "Equipment Selection": { complementarity: 0.5, duration: "2-3 months" },
  "Operation and Control": { complementarity: 0.5, duration: "3-6 months" },
  "Management of Financial Resources": { complementarity: 0.5, duration: "3-6 months" },
  "Management of Material Resources": { complementarity: 0.5, duration: "2-3 months" },
  // Knowledge areas.
  "Therapy and Counseling": { complementarity: 0.9, duration: "6-12 months" },
  Psychology: { complementarity: 0.8, duration: "3-6 months" },
  "Administration and Management": { complementarity: 0.7, duration: "3-6 months" },
  "Education and Training": { complementarity: 0.7, duration: "3-6 months" },
  "Medicine and Dentistry": { complementarity: 0.7, duration: "12+ months" },
  "Building and Construction": { complementarity: 0.7, duration: "6-12 months" },
  Mechanical: { complementarity: 0.7, duration: "6-12 months" },
  "Customer and Personal Service": { complementarity: 0.6, duration: "1-2 months" },
  "Personnel and Human Resources": { complementarity: 0.6, duration: "3-6 months" },
  "Engineering and Technology": { complementarity: 0.6, duration: "6-12 months" },
  "Public Safety and Security": { complementarity: 0.6, duration: "3-6 months" },
  "Sales and Marketing": { complementarity: 0.5, duration: "2-3 months" },
  "Computers and Electronics": { complementarity: 0.5, duration: "3-6 months" },
  "Sociology and Anthropology": { complementarity: 0.5, duration: "3-6 months" },
  "Law and Government": { complementarity: 0.5, duration: "3-6 months" },
  Transportation: { complementarity: 0.5, duration: "2-3 months" },
  "Food Production": { complementarity: 0.5, duration: "3-6 months" },
};

const MIN_COMPLEMENTARITY = 0.5;
const CORE_IMPORTANCE = 4;
const MAX_RECOMMENDATIONS = 5;

/** The one skill every exposed worker gains from: directing and checking AI output in their own work. */
const AI_WORKFLOW_MIN_SCORE = 30;

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

export function recommendSkills(input: {
  occupation: Occupation;
  /** Lower-exposure occupations the person could move to (best first); their needs count too. */
  pivotOccupations: readonly Occupation[];
  personSkills: readonly string[];
  riskScore: number;
}): SkillRecommendation[] {
  const { occupation, pivotOccupations, personSkills, riskScore } = input;
  const need = new Map<string, { rating: ElementRating; importance: number; fromPivot: boolean }>();
  for (const rating of [...occupation.skills, ...occupation.knowledge]) {
    need.set(rating.name, { rating, importance: rating.importance, fromPivot: false });
  }
  for (const pivot of pivotOccupations.slice(0, 3)) {
    for (const rating of [...pivot.skills, ...pivot.knowledge]) {
      const current = need.get(rating.name);
      if (!current || rating.importance > current.importance) {
        need.set(rating.name, { rating, importance: rating.importance, fromPivot: true });
      }
    }
  }

  const exposureWeight = 0.5 + riskScore / 100;
  const skillTokens = personSkills.map(stemTokens);
  const candidates = [...need.values()]
    .map(({ rating, importance, fromPivot }) => {
      const advice = ELEMENT_ADVICE[rating.name];
      if (!advice || advice.complementarity < MIN_COMPLEMENTARITY) return null;
      // O*NET importance is 1–5 with 1 meaning "not important": rescale to 0–1.
      const relevance = Math.max(0, (importance - 1) / 4);
      const value = advice.complementarity * relevance;
      return { rating, advice, value, score: value * exposureWeight, fromPivot };
    })
    .filter((c): c is NonNullable<typeof c> => c !== null && c.value > 0.25)
    // Someone in the occupation already has its core skills (importance ≥ 4 of 5); recommend
    // those only when a less exposed pivot needs them at a higher level.
    .filter((c) => c.fromPivot || c.rating.importance < CORE_IMPORTANCE)
    .filter((c) => !coversElement(skillTokens, c.rating.name))
    .sort((a, b) => b.score - a.score || a.rating.id.localeCompare(b.rating.id));

  const recommendations: SkillRecommendation[] = [];
  if (
    riskScore >= AI_WORKFLOW_MIN_SCORE &&
    !personSkills.some((s) => /\b(ai|llm|prompt|chatgpt|copilot|gpt)\b/i.test(s))
  ) {
    recommendations.push({
      id: "ai-workflow",
      name: "Directing and checking AI tools in your own work",
      impact: riskScore >= 70 ? "High" : "Medium",
      duration: "1-2 months",
      reason:
        "Much of this work is exposed; people who use AI to do it and verify the output keep the judgement part of the job.",
    });
  }
  for (const candidate of candidates) {
    if (recommendations.length >= MAX_RECOMMENDATIONS) break;
    recommendations.push({
      id: candidate.rating.id,
      name: candidate.rating.name,
      impact: candidate.value >= 0.6 ? "High" : candidate.value >= 0.4 ? "Medium" : "Low",
      duration: candidate.advice.duration,
      reason: candidate.fromPivot
        ? "Important in lower-exposure occupations related to yours, and hard for AI to do."
        : "Used in your occupation and hard for AI to do; growing it shifts your work towards its least exposed part.",
    });
  }
  return recommendations;
}
