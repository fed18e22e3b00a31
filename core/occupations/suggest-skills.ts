/**
 * Skill suggestions for the assessment form, drawn from the matched occupation's O*NET ratings.
 */
import type { OccupationDataset } from "./dataset";
import type { FormIndustry } from "./form-industries";
import { matchOccupations } from "./match-occupations";
import type { TitleIndex } from "./title-index";

export type SkillCategory = "Skill" | "Knowledge" | "Technology" | "AI-complementary";

export interface SkillSuggestion {
  name: string;
  category: SkillCategory;
  /** 0–10: O*NET importance rescaled ((importance − 1) / 4 · 10); technology: in-demand 7, hot 5, other 3. */
  relevance: number;
}

/**
 * O*NET skills we label "AI-complementary": social, judgement and problem-framing skills that the
 * task-level research (Eloundou et al.; Felten et al.; Microsoft's Copilot study) finds least
 * exposed to language models, and that gain value when AI takes over routine information work.
 * Element ids keep the list stable if O*NET renames an element.
 */
export const AI_COMPLEMENTARY_SKILL_IDS = new Set([
  "2.B.1.a", // Social Perceptiveness
  "2.B.1.b", // Coordination
  "2.B.1.c", // Persuasion
  "2.B.1.d", // Negotiation
  "2.B.1.e", // Instructing
  "2.B.1.f", // Service Orientation
  "2.B.2.i", // Complex Problem Solving
  "2.B.4.e", // Judgment and Decision Making
  "2.B.4.g", // Systems Analysis
  "2.B.4.h", // Systems Evaluation
  "2.B.5.d", // Management of Personnel Resources
]);

const MAX_SUGGESTIONS = 10;

function importanceToRelevance(importance: number): number {
  return Math.round(Math.max(0, Math.min(10, ((importance - 1) / 4) * 10)) * 10) / 10;
}

function technologyRelevance({ hot, inDemand }: { hot: boolean; inDemand: boolean }): number {
  return inDemand ? 7 : hot ? 5 : 3;
}

export function suggestSkills({
  dataset,
  index,
  jobTitle,
  industry,
  query,
  limit = MAX_SUGGESTIONS,
}: {
  dataset: OccupationDataset;
  index: TitleIndex;
  jobTitle?: string;
  industry?: FormIndustry;
  query?: string;
  limit?: number;
}): SkillSuggestion[] {
  const cap = Math.max(0, Math.min(MAX_SUGGESTIONS, limit));
  const needle = (query ?? "").trim().toLowerCase();
  const code = jobTitle ? matchOccupations({ index, title: jobTitle, industry, limit: 1 }).matches[0]?.code : undefined;
  const occupation = code ? dataset.occupations.find((candidate) => candidate.code === code) : undefined;

  const own: SkillSuggestion[] = [];
  if (occupation) {
    for (const rating of occupation.skills) {
      own.push({
        name: rating.name,
        category: AI_COMPLEMENTARY_SKILL_IDS.has(rating.id) ? "AI-complementary" : "Skill",
        relevance: importanceToRelevance(rating.importance),
      });
    }
    for (const rating of occupation.knowledge)
      own.push({ name: rating.name, category: "Knowledge", relevance: importanceToRelevance(rating.importance) });
    for (const tech of occupation.technologySkills)
      own.push({ name: tech.name, category: "Technology", relevance: technologyRelevance(tech) });
  }
  const matchesNeedle = (suggestion: SkillSuggestion): boolean =>
    needle === "" || suggestion.name.toLowerCase().includes(needle);
  let results = dedupe(own.filter(matchesNeedle));

  // The typed text is not among this occupation's elements (or no title yet): search every occupation.
  if (results.length === 0 && needle !== "") results = dedupe(searchAllElements({ dataset, needle }));

  return results
    .sort(
      (a, b) =>
        Number(b.name.toLowerCase().startsWith(needle)) - Number(a.name.toLowerCase().startsWith(needle)) ||
        b.relevance - a.relevance ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, cap);
}

function dedupe(suggestions: SkillSuggestion[]): SkillSuggestion[] {
  const seen = new Map<string, SkillSuggestion>();
  for (const suggestion of suggestions) {
    const key = suggestion.name.toLowerCase();
    const current = seen.get(key);
    if (!current || suggestion.relevance > current.relevance) seen.set(key, suggestion);
  }
  return [...seen.values()];
}

/** Cross-occupation search: relevance is the element's highest importance anywhere, or the technology's best flag. */
function searchAllElements({ dataset, needle }: { dataset: OccupationDataset; needle: string }): SkillSuggestion[] {
  const found = new Map<string, SkillSuggestion>();
  const offer = (suggestion: SkillSuggestion): void => {
    const key = suggestion.name.toLowerCase();
    const current = found.get(key);
    if (!current || suggestion.relevance > current.relevance) found.set(key, suggestion);
  };
  for (const occupation of dataset.occupations) {
    for (const rating of occupation.skills) {
      if (rating.name.toLowerCase().includes(needle)) {
        offer({
          name: rating.name,
          category: AI_COMPLEMENTARY_SKILL_IDS.has(rating.id) ? "AI-complementary" : "Skill",
          relevance: importanceToRelevance(rating.importance),
        });
      }
    }
    for (const rating of occupation.knowledge) {
      if (rating.name.toLowerCase().includes(needle))
        offer({ name: rating.name, category: "Knowledge", relevance: importanceToRelevance(rating.importance) });
    }
    for (const tech of occupation.technologySkills) {
      if (tech.name.toLowerCase().includes(needle))
        offer({ name: tech.name, category: "Technology", relevance: technologyRelevance(tech) });
    }
  }
  return [...found.values()];
}
