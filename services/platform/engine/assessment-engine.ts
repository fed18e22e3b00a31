import { composeAdvice } from "../../../core/advice/compose-advice";
import { prepareAdviceData } from "../../../core/advice/prepare-advice-data";
import { assessExposure, scoreTitleOnly, type AiTaskLabel } from "../../../core/exposure/assess-exposure";
import { prepareExposureData, profileOccupation } from "../../../core/exposure/exposure-data";
import { rankOccupationsByDuties, weighDuties } from "../../../core/exposure/duty-evidence";
import type { Occupation, OccupationDataset } from "../../../core/occupations/dataset";
import type { FormIndustry } from "../../../core/occupations/form-industries";
import { matchOccupations, type MatchResult } from "../../../core/occupations/match-occupations";
import { orderAlternatives } from "../../../core/occupations/order-alternatives";
import { searchOccupations, type OccupationSuggestion } from "../../../core/occupations/search-occupations";
import { describeOccupationBriefly } from "../../../core/occupations/describe-occupation";
import { judgeJobTitle, type TitleVerdict } from "../../../core/occupations/job-title-check";
import { stemWord } from "../../../core/occupations/stem-word";
import { prepareSkillSuggestions, suggestSkills, type SkillSuggestion } from "../../../core/occupations/suggest-skills";
import { buildTitleIndex, type TitleIndex } from "../../../core/occupations/title-index";
import {
  buildForeignTitleIndex,
  type ForeignTitleIndex,
} from "../../../core/occupations/foreign-titles/foreign-title-index";
import { loadEscoTitles, loadEscoTitlesSync } from "../../../integrations/esco-titles";
import { loadOccupationDataset, loadOccupationDatasetSync } from "../../../integrations/occupation-data";
import { toScoredAssessment, type ScoredAssessment } from "../../../core/assessment/scored-assessment";

/**
 * The one seam between the services and the scoring engine in core/: the dataset and title
 * index are loaded once per process (in the background after boot through `warmUp`, or on first
 * use if a request comes sooner), never per request.
 */
export type AssessmentEngine = ReturnType<typeof createAssessmentEngine>;

/**
 * How many candidates every entry point ranks: the match API, the manual and resume flows (whose
 * alternatives are the top of this same list) and the AI pick among them.
 */
export const MATCH_CANDIDATE_LIMIT = 10;

type Loaded = { dataset: OccupationDataset; index: TitleIndex; byCode: Map<string, Occupation> };

const loadedByDataset = new WeakMap<OccupationDataset, Loaded>();

/** Lets queued requests run between the warm-up's steps. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createAssessmentEngine({
  datasetPath,
  escoTitlesPath,
}: {
  datasetPath?: string;
  /** ESCO's titles in seven languages (ADR 031); data/esco-titles.json.gz by default. */
  escoTitlesPath?: string;
} = {}) {
  const source = datasetPath ? { path: datasetPath } : {};
  const escoSource = escoTitlesPath ? { path: escoTitlesPath } : {};
  let loaded: Loaded | null = null;
  let warming: Promise<void> | null = null;
  /** null until loaded; "unavailable" when the file could not be read (titles are then read in English only). */
  let foreignTitles: ForeignTitleIndex | "unavailable" | null = null;

  /**
   * ESCO's titles, for titles in the other six languages. Loaded after the warm-up has made the
   * engine ready, so start-up does not wait for them; a match that comes sooner loads them at once.
   * A missing or unreadable file costs those titles, never the match.
   */
  const loadForeignTitles = (): ForeignTitleIndex | undefined => {
    if (foreignTitles === null) {
      try {
        foreignTitles = buildForeignTitleIndex(loadEscoTitlesSync(escoSource));
      } catch {
        foreignTitles = "unavailable";
      }
    }
    return foreignTitles === "unavailable" ? undefined : foreignTitles;
  };
  const warmUpForeignTitles = async (): Promise<void> => {
    try {
      const data = await loadEscoTitles(escoSource);
      await yieldToEventLoop();
      foreignTitles ??= buildForeignTitleIndex(data);
    } catch {
      foreignTitles ??= "unavailable";
    }
  };

  /** Builds the lookup tables and every occupation's profile (career pivots read many of them). */
  const complete = (dataset: OccupationDataset, index: TitleIndex): Loaded => {
    const state: Loaded = {
      dataset,
      index,
      byCode: new Map(dataset.occupations.map((occupation) => [occupation.code, occupation])),
    };
    prepareExposureData(dataset);
    for (const occupation of dataset.occupations) profileOccupation(dataset, occupation.code);
    // The advice's per-dataset tables (skill vectors, who relates to whom), so no assessment pays for them.
    prepareAdviceData(dataset);
    // The skill-suggestion tables (every skill, product and common skill), so no request pays for them.
    prepareSkillSuggestions(dataset);
    loadedByDataset.set(dataset, state);
    return state;
  };

  /** On first use when the warm-up has not finished: everything at once, synchronously. */
  const load = (): Loaded => {
    if (loaded) return loaded;
    const dataset = loadOccupationDatasetSync(source);
    loaded = loadedByDataset.get(dataset) ?? complete(dataset, buildTitleIndex(dataset));
    return loaded;
  };

  let coveredCount: number | undefined;
  return {
    /**
     * Loads the dataset and builds the index in steps (~0.9 s in all), yielding to the event loop
     * between them, so the server answers requests while it warms up; started right after boot.
     */
    warmUp(): Promise<void> {
      warming ??= (async () => {
        const dataset = await loadOccupationDataset(source);
        if (loaded || loadedByDataset.has(dataset)) {
          loaded ??= loadedByDataset.get(dataset) ?? null;
          return;
        }
        await yieldToEventLoop();
        const index = buildTitleIndex(dataset);
        await yieldToEventLoop();
        // The exposure tables are memoised per dataset, so `complete` reuses them after this step.
        prepareExposureData(dataset);
        await yieldToEventLoop();
        if (!loaded) loaded = loadedByDataset.get(dataset) ?? complete(dataset, index);
        // Off the path of readiness: the engine answers (English titles at once) while these load.
        void warmUpForeignTitles();
      })();
      return warming;
    },

    /**
     * The one ranking behind every entry point: up to MATCH_CANDIDATE_LIMIT candidates, best first
     * (the job browser asks for the same number).
     */
    matchTitle({
      title,
      industry,
      skills,
      duties = [],
      limit = MATCH_CANDIDATE_LIMIT,
    }: {
      title: string;
      industry?: FormIndustry;
      skills?: string[];
      /** The visitor's duty lines (resume bullets, main responsibilities): weighed against each candidate's tasks. */
      duties?: readonly string[];
      limit?: number;
    }): MatchResult {
      const { dataset, index, byCode } = load();
      const matched = matchOccupations({ index, title, industry, skills, limit, foreignTitles: loadForeignTitles() });
      const weighed = duties.length === 0 ? matched : weighDuties({ dataset, result: matched, duties });
      // The top stays the matcher's; the candidates beside it are the plausible ones from its field.
      return orderAlternatives({
        result: weighed,
        title,
        findOccupation: (code) => byCode.get(code) ?? null,
        isScorable: (code) => profileOccupation(dataset, code) !== null,
        limit,
      });
    },

    /**
     * Candidates for work described without a job title, from its duty lines alone: never sure
     * (the visitor chooses), and empty when the duties fit no occupation's tasks.
     */
    rankByDuties(duties: readonly string[]): MatchResult {
      return rankOccupationsByDuties({ dataset: load().dataset, duties, limit: MATCH_CANDIDATE_LIMIT });
    },

    /**
     * How many occupations the engine can score from exposure research (the site's "occupations
     * covered"; each has a page under /jobs). Worked out once per process.
     */
    countOccupationsWithExposure(): number {
      const { dataset } = load();
      coveredCount ??= dataset.occupations.filter(
        (occupation) => profileOccupation(dataset, occupation.code) !== null,
      ).length;
      return coveredCount;
    },

    findOccupation(code: string): Occupation | null {
      return load().byCode.get(code) ?? null;
    },

    /** The loaded dataset, read-only: every occupation, work-activity names, vintages. */
    readDataset(): OccupationDataset {
      return load().dataset;
    },

    /** An occupation's title-only score (no person-level input); null when it cannot be scored. */
    scoreOccupation(code: string): number | null {
      const profile = profileOccupation(load().dataset, code);
      return profile ? scoreTitleOnly(profile) : null;
    },

    /** The score (core/exposure), then the advice composed from it (core/advice, ADR 029). */
    assess(input: {
      occupations: { code: string; confidence: number }[];
      responsibilities: string[];
      skills: string[];
      experienceLevel?: string;
      yearsOfExperience?: number;
      aiTaskLabels?: AiTaskLabel[];
      /** The visitor's certifications (from a resume), so advice does not suggest them again. */
      certifications?: string[];
      /** The title the visitor typed, for early-career words ("junior") when no experience is given. */
      jobTitle?: string;
      /** Degrees the resume names, so a move never asks for one the visitor holds. */
      education?: string[];
      /** The resume shows the visitor running their own practice or business. */
      selfEmployed?: boolean;
    }): ScoredAssessment {
      const { dataset } = load();
      const { certifications, jobTitle, education, selfEmployed, ...scoring } = input;
      const exposure = assessExposure({ dataset, ...scoring });
      const advice = composeAdvice({
        dataset,
        occupationCode: exposure.occupation.code,
        riskScore: exposure.riskScore,
        band: exposure.band,
        person: {
          skills: input.skills,
          certifications,
          yearsOfExperience: input.yearsOfExperience,
          experienceLevel: input.experienceLevel,
          jobTitle,
          education,
          selfEmployed,
        },
      });
      return toScoredAssessment({ exposure, advice });
    },

    /**
     * Every occupation with a page whose title or an alternate title holds the typed words (level
     * words aside), best first; the title matcher's confidences break ties and keep the answers
     * beside a confident first one to its field (core/occupations/search-occupations.ts).
     */
    searchOccupations(query: string): OccupationSuggestion[] {
      const { dataset, index } = load();
      const ranking = matchOccupations({ index, title: query.slice(0, 200), limit: MATCH_CANDIDATE_LIMIT });
      return searchOccupations({
        index,
        query,
        limit: Number.MAX_SAFE_INTEGER,
        confidences: new Map(ranking.matches.map((match) => [match.code, match.confidence])),
        isListed: (code) => profileOccupation(dataset, code) !== null,
      });
    },

    /** Whether a typed title is a job title at all (not keyboard noise, a name, or unknown words). */
    judgeTitle(title: string): TitleVerdict {
      const { index } = load();
      return judgeJobTitle({
        title,
        isTitleWord: (word) => index.wordIds.has(word) || index.wordIds.has(stemWord(word)),
      });
    },

    /** One line on what an occupation does, for choosing among candidates. */
    describeOccupation(code: string): string | null {
      const { dataset, byCode } = load();
      const occupation = byCode.get(code);
      return occupation ? describeOccupationBriefly({ dataset, occupation }) : null;
    },

    suggestSkills(input: { jobTitle?: string; industry?: FormIndustry; query?: string }): SkillSuggestion[] {
      const { dataset, index } = load();
      return suggestSkills({ dataset, index, ...input, limit: 10 });
    },
  };
}
