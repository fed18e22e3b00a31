/**
 * Skill suggestions for the assessment form (GET /api/skill-suggestions), ranked for the
 * visitor's title and industry (ADR 025):
 *
 * 1. the matched occupation's own skills: our common skills for its SOC group, its O*NET skills
 *    rated at least somewhat important, its hot and in-demand technologies, and its work
 *    activities (DWA and IWA names);
 * 2. the same for its closest related occupations (O*NET Primary-Short, then Primary-Long);
 * 3. anything else: every O*NET skill, knowledge area and technology, every common skill.
 *
 * Within a tier, a typed prefix that starts the name or one of its words beats a match inside a
 * word (allowed only from three letters, so "la" does not find "Platte"), then plain skills come
 * before products and activities, then relevance. The tables are built once per dataset.
 */
import { listAllCommonSkills, listCommonSkills } from "./common-skills";
import type { Occupation, OccupationDataset } from "./dataset";
import type { FormIndustry } from "./form-industries";
import { matchOccupations } from "./match-occupations";
import type { TitleIndex } from "./title-index";

export type SkillCategory = "Skill" | "Knowledge" | "Technology" | "AI-complementary" | "Work activity";

export interface SkillSuggestion {
  name: string;
  category: SkillCategory;
  /** 0–10: O*NET importance rescaled ((importance − 1) / 4 · 10); common skill 8; technology: in-demand 7, hot 5, other 3; activity 6, broader activity 5. */
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
/** O*NET importance 2.5 of 5 sits between "somewhat" and "important": below it the skill is not part of the job. */
export const MIN_OWN_SKILL_IMPORTANCE = 2.5;
/** Matches inside a word count only from this many typed letters. */
const MIN_INFIX_LENGTH = 3;

/** Plain skills first, then O*NET skills, products, specific then broad activities, then knowledge. */
const KIND_ORDER = { common: 0, skill: 1, technology: 2, activity: 3, broadActivity: 4, knowledge: 5 } as const;
type Kind = keyof typeof KIND_ORDER;

interface Entry extends SkillSuggestion {
  kind: Kind;
  folded: string;
  /** " " + the lower-cased words joined by spaces, for prefix matching on any word ("Microsoft Excel" ~ " ex"). */
  wordStarts: string;
}

interface SuggestionTables {
  byCode: Map<string, Occupation>;
  own: Map<string, Entry[]>;
  /** Own lists of every occupation in a SOC minor ("35-3") or major ("35") group, deduplicated. */
  groups: Map<string, Entry[]>;
  everything: Entry[];
  dwaTitles: Map<string, string>;
  iwaTitles: Map<string, string>;
}

const tablesByDataset = new WeakMap<OccupationDataset, SuggestionTables>();

function importanceToRelevance(importance: number): number {
  return Math.round(Math.max(0, Math.min(10, ((importance - 1) / 4) * 10)) * 10) / 10;
}

function technologyRelevance({ hot, inDemand }: { hot: boolean; inDemand: boolean }): number {
  return inDemand ? 7 : hot ? 5 : 3;
}

/** Small words that start no skill: "or" must not find "Serve food or beverages". */
const FILLER_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "other",
  "others",
  "such",
  "the",
  "to",
  "with",
]);

function makeEntry(input: { name: string; category: SkillCategory; relevance: number; kind: Kind }): Entry {
  const name = input.name.replace(/\.$/, "").trim();
  const folded = name.toLowerCase();
  const words = folded.split(/[^a-z0-9+#]+/).filter((word) => word !== "" && !FILLER_WORDS.has(word));
  return { ...input, name, folded, wordStarts: ` ${words.join(" ")}` };
}

function skillCategory(id: string): SkillCategory {
  return AI_COMPLEMENTARY_SKILL_IDS.has(id) ? "AI-complementary" : "Skill";
}

/** Lookup tables for the whole dataset, built once (the "anything else" tier scans them). */
export function prepareSkillSuggestions(dataset: OccupationDataset): SuggestionTables {
  const cached = tablesByDataset.get(dataset);
  if (cached) return cached;
  type Raw = { name: string; category: SkillCategory; relevance: number; kind: Kind };
  const everything = new Map<string, Raw>();
  const offer = (raw: Raw) => {
    const key = raw.name.toLowerCase();
    const current = everything.get(key);
    if (
      !current ||
      KIND_ORDER[raw.kind] < KIND_ORDER[current.kind] ||
      (raw.kind === current.kind && raw.relevance > current.relevance)
    )
      everything.set(key, raw);
  };
  for (const name of listAllCommonSkills()) offer({ name, category: "Skill", relevance: 8, kind: "common" });
  for (const occupation of dataset.occupations) {
    for (const rating of occupation.skills) {
      const relevance = importanceToRelevance(rating.importance);
      offer({ name: rating.name, category: skillCategory(rating.id), relevance, kind: "skill" });
    }
    for (const rating of occupation.knowledge) {
      const relevance = importanceToRelevance(rating.importance);
      offer({ name: rating.name, category: "Knowledge", relevance, kind: "knowledge" });
    }
    for (const tech of occupation.technologySkills) {
      offer({ name: tech.name, category: "Technology", relevance: technologyRelevance(tech), kind: "technology" });
    }
  }
  const tables: SuggestionTables = {
    byCode: new Map(dataset.occupations.map((occupation) => [occupation.code, occupation])),
    own: new Map(),
    groups: new Map(),
    everything: [...everything.values()].map(makeEntry),
    dwaTitles: new Map(dataset.detailedWorkActivities.map((dwa) => [dwa.id, dwa.title])),
    iwaTitles: new Map(dataset.workActivities.map((iwa) => [iwa.id, iwa.title])),
  };
  tablesByDataset.set(dataset, tables);
  return tables;
}

/** An occupation's own suggestions (tier 1), built once per occupation. */
export function listOwnSuggestions({ dataset, code }: { dataset: OccupationDataset; code: string }): Entry[] {
  const tables = prepareSkillSuggestions(dataset);
  const cached = tables.own.get(code);
  if (cached) return cached;
  const occupation = tables.byCode.get(code);
  const entries: Entry[] = [];
  if (occupation) {
    for (const name of listCommonSkills(occupation.code))
      entries.push(makeEntry({ name, category: "Skill", relevance: 8, kind: "common" }));
    for (const rating of occupation.skills) {
      if (rating.importance < MIN_OWN_SKILL_IMPORTANCE) continue;
      entries.push(
        makeEntry({
          name: rating.name,
          category: skillCategory(rating.id),
          relevance: importanceToRelevance(rating.importance),
          kind: "skill",
        }),
      );
    }
    for (const tech of occupation.technologySkills) {
      if (!tech.hot && !tech.inDemand) continue;
      entries.push(
        makeEntry({
          name: tech.name,
          category: "Technology",
          relevance: technologyRelevance(tech),
          kind: "technology",
        }),
      );
    }
    const dwaIds = new Set(occupation.tasks.flatMap((task) => task.dwaIds));
    const iwaIds = new Set(occupation.tasks.flatMap((task) => task.iwaIds));
    for (const id of [...dwaIds].sort()) {
      const title = tables.dwaTitles.get(id);
      if (title) entries.push(makeEntry({ name: title, category: "Work activity", relevance: 6, kind: "activity" }));
    }
    for (const id of [...iwaIds].sort()) {
      const title = tables.iwaTitles.get(id);
      if (title)
        entries.push(makeEntry({ name: title, category: "Work activity", relevance: 5, kind: "broadActivity" }));
    }
  }
  tables.own.set(code, entries);
  return entries;
}

/** 2 = the typed text starts the name or one of its words; 1 = inside a word (3+ letters); 0 = no match. */
function matchQuality(entry: Entry, needle: string): number {
  if (needle === "") return 2;
  if (entry.folded.startsWith(needle) || entry.wordStarts.includes(` ${needle}`)) return 2;
  return needle.length >= MIN_INFIX_LENGTH && entry.folded.includes(needle) ? 1 : 0;
}

/** The own lists of every occupation whose code starts with the prefix, deduplicated, built once per prefix. */
function listGroupSuggestions({ dataset, prefix }: { dataset: OccupationDataset; prefix: string }): Entry[] {
  const tables = prepareSkillSuggestions(dataset);
  const cached = tables.groups.get(prefix);
  if (cached) return cached;
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const code of tables.byCode.keys()) {
    if (!code.startsWith(prefix)) continue;
    for (const entry of listOwnSuggestions({ dataset, code })) {
      if (seen.has(entry.folded)) continue;
      seen.add(entry.folded);
      entries.push(entry);
    }
  }
  tables.groups.set(prefix, entries);
  return entries;
}

/**
 * The tiers for an occupation: its own list, its Primary-Short, then its Primary-Long related
 * occupations' lists, then its SOC minor and major groups' (closer than "anything else").
 */
function listTiers({
  dataset,
  occupation,
}: {
  dataset: OccupationDataset;
  occupation: Occupation | undefined;
}): Entry[][] {
  if (!occupation) return [];
  const tiers: Entry[][] = [listOwnSuggestions({ dataset, code: occupation.code })];
  for (const tier of ["Primary-Short", "Primary-Long"] as const) {
    tiers.push(
      occupation.related
        .filter((related) => related.tier === tier)
        .flatMap((related) => listOwnSuggestions({ dataset, code: related.code })),
    );
  }
  tiers.push(listGroupSuggestions({ dataset, prefix: occupation.code.slice(0, 4) }));
  tiers.push(listGroupSuggestions({ dataset, prefix: occupation.code.slice(0, 2) }));
  return tiers;
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
  const tables = prepareSkillSuggestions(dataset);
  const code = jobTitle ? matchOccupations({ index, title: jobTitle, industry, limit: 1 }).matches[0]?.code : undefined;
  const occupation = code ? tables.byCode.get(code) : undefined;
  const tiers = listTiers({ dataset, occupation });
  // Without typed text only the occupation's own list is offered, most relevant first.
  if (needle === "") tiers.splice(1);
  else tiers.push(tables.everything);

  const seen = new Set<string>();
  const results: SkillSuggestion[] = [];
  for (const tier of tiers) {
    if (results.length >= cap) break;
    const ranked: { entry: Entry; quality: number }[] = [];
    for (const entry of tier) {
      if (seen.has(entry.folded)) continue;
      const quality = matchQuality(entry, needle);
      if (quality > 0) ranked.push({ entry, quality });
    }
    ranked.sort((a, b) => compareCandidates({ a, b, needle }));
    for (const { entry } of ranked) {
      if (results.length >= cap) break;
      if (seen.has(entry.folded)) continue;
      seen.add(entry.folded);
      results.push({ name: entry.name, category: entry.category, relevance: entry.relevance });
    }
  }
  return results;
}

function compareCandidates({
  a,
  b,
  needle,
}: {
  a: { entry: Entry; quality: number };
  b: { entry: Entry; quality: number };
  needle: string;
}): number {
  const byName = a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0;
  if (needle === "")
    return b.entry.relevance - a.entry.relevance || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || byName;
  return (
    b.quality - a.quality ||
    KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
    Number(b.entry.folded.startsWith(needle)) - Number(a.entry.folded.startsWith(needle)) ||
    b.entry.relevance - a.entry.relevance ||
    a.entry.name.length - b.entry.name.length ||
    byName
  );
}
