import { z } from "zod";
import type { OccupationProfileView } from "../../core/job-pages/occupation-profile-view";
import { createBoundedLru, estimateJsonBytes } from "../../core/cache/bounded-lru";
import type { Occupation } from "../../core/occupations/dataset";
import { FORM_INDUSTRIES } from "../../core/occupations/form-industries";
import { normaliseSearchQuery, type OccupationSuggestion } from "../../core/occupations/search-occupations";
import type { SkillSuggestion } from "../../core/occupations/suggest-skills";
import type { AssessmentEngine } from "../platform/engine/assessment-engine";
import { notFound } from "../platform/service-error";

/**
 * Public occupation look-ups: title search, title matching, skill suggestions for the form, and
 * one occupation's public profile (title-only exposure with its sources, wages, outlook, related jobs).
 */

/** The manual form's job title limit, so anything the form accepts can be matched here too. */
export const MAX_MATCH_TITLE_CHARACTERS = 200;
export const MATCH_MESSAGES = {
  titleRequired: "Please give a job title to match (the title parameter)",
  titleTooLong: `The job title must be ${MAX_MATCH_TITLE_CHARACTERS} characters or fewer`,
  repeated: "Each parameter must be given once",
  unknownIndustry: "Unknown industry",
} as const;

const optionalQueryText = (max: number) =>
  z
    .string({ error: "Each parameter must be given once" })
    .trim()
    .max(max, `Query parameters must be ${max} characters or fewer`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

const optionalIndustry = z
  .string({ error: MATCH_MESSAGES.repeated })
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.enum(FORM_INDUSTRIES, { error: MATCH_MESSAGES.unknownIndustry }).optional());

const suggestionQuerySchema = z.object({
  jobTitle: optionalQueryText(200),
  industry: optionalIndustry,
  query: optionalQueryText(100),
});

const matchQuerySchema = z.object({
  title: z
    .string({ error: (issue) => (issue.input === undefined ? MATCH_MESSAGES.titleRequired : MATCH_MESSAGES.repeated) })
    .trim()
    .min(1, MATCH_MESSAGES.titleRequired)
    .max(MAX_MATCH_TITLE_CHARACTERS, MATCH_MESSAGES.titleTooLong),
  industry: optionalIndustry,
});

export const OCCUPATION_MESSAGES = {
  notFound: "Occupation not found",
  notScored: "This occupation has no profile: the research has no AI-exposure figures for it.",
} as const;

/** GET /api/occupations/match: the engine's ranked candidates for one title. */
export type TitleMatchView = {
  candidates: { code: string; title: string; confidence: number }[];
  sureEnough: boolean;
};

/** Largest page of search answers (`limit`); without `limit`, 10 as before paging existed. */
export const MAX_SEARCH_LIMIT = 100;
const DEFAULT_SEARCH_LIMIT = 10;

const pagingNumber = ({ name, min, max }: { name: string; min: number; max: number }) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: MATCH_MESSAGES.repeated })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional();
};

const searchQuerySchema = z.object({
  q: optionalQueryText(100),
  limit: pagingNumber({ name: "limit", min: 1, max: MAX_SEARCH_LIMIT }),
  offset: pagingNumber({ name: "offset", min: 0, max: 100_000 }),
});

/** One page of search answers and how many occupations match in all (sent as X-Total-Count). */
export type OccupationSearchPage = { results: OccupationSuggestion[]; total: number };

/**
 * Search answers kept per normalised query: at most 5,000 queries and about 8 MiB (an answer
 * is ten codes and titles, roughly 1.5 KB as estimated). The dataset never changes in a
 * process, so an answer never goes stale; the bounds only cap memory.
 */
export const SEARCH_CACHE_MAX_ENTRIES = 5_000;
export const SEARCH_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Match answers kept per (industry, trimmed title; letter case matters to the matcher): at most 5,000 and about 8 MiB (ten
 * candidates with confidences, roughly 1.2 KB). Immutable dataset: never stale.
 */
export const MATCH_CACHE_MAX_ENTRIES = 5_000;
export const MATCH_CACHE_MAX_BYTES = 8 * 1024 * 1024;

const EMPTY_SEARCH_PAGE: OccupationSearchPage = Object.freeze({ results: [], total: 0 }) as OccupationSearchPage;

export function createOccupationsService({ engine }: { engine: AssessmentEngine }) {
  const profiles = new Map<string, OccupationProfileView>();
  const searches = createBoundedLru<string, OccupationSearchPage>({
    maxEntries: SEARCH_CACHE_MAX_ENTRIES,
    maxBytes: SEARCH_CACHE_MAX_BYTES,
    sizeOf: estimateJsonBytes,
  });
  const matches = createBoundedLru<string, TitleMatchView>({
    maxEntries: MATCH_CACHE_MAX_ENTRIES,
    maxBytes: MATCH_CACHE_MAX_BYTES,
    sizeOf: estimateJsonBytes,
  });

  return {
    /**
     * GET /api/occupations/search: `limit` answers (10 unless given, at most 100) from `offset`
     * (0 unless given), and the number of all matches. A page is kept per query, limit and
     * offset, so a repeated request gets the very same answer object (the API lane stores its
     * bytes beside it).
     */
    searchPage(query: unknown): OccupationSearchPage {
      const { q, limit = DEFAULT_SEARCH_LIMIT, offset = 0 } = searchQuerySchema.parse(query ?? {});
      const text = q ? normaliseSearchQuery(q) : "";
      if (!text) return EMPTY_SEARCH_PAGE;
      return searches.remember(`${text}\u0000${offset}\u0000${limit}`, () => {
        const all = engine.searchOccupations(text);
        return { results: all.slice(offset, offset + limit), total: all.length };
      });
    },

    /** The same ranking the assessment flows use (up to 10 candidates, best first). */
    match(query: unknown): TitleMatchView {
      const { title, industry } = matchQuerySchema.parse(query ?? {});
      const key = `${industry ?? ""}\u0000${title}`;
      return matches.remember(key, () => {
        const result = engine.matchTitle({ title, industry });
        return {
          candidates: result.matches.map((m) => ({ code: m.code, title: m.title, confidence: m.confidence })),
          sureEnough: result.sureEnough,
        };
      });
    },

    suggestSkills(query: unknown): SkillSuggestion[] {
      const input = suggestionQuerySchema.parse(query ?? {});
      return engine.suggestSkills(input).slice(0, 10);
    },

    getProfile(code: string): OccupationProfileView {
      const cached = profiles.get(code);
      if (cached) return cached;
      const occupation = /^\d{2}-\d{4}\.\d{2}$/.test(code) ? engine.findOccupation(code) : null;
      if (!occupation) throw notFound(OCCUPATION_MESSAGES.notFound);
      // Some occupations (mostly military) have no exposure research: no score, so no profile and
      // no page (the search does not list them), rather than a failed scoring.
      if (engine.scoreOccupation(code) === null) throw notFound(OCCUPATION_MESSAGES.notScored);
      // Title only: no person-level input, so the score is the occupation's own estimate.
      const result = engine.assess({ occupations: [{ code, confidence: 1 }], responsibilities: [], skills: [] });
      const labour = occupation.labourMarket;
      const profile: OccupationProfileView = {
        code: occupation.code,
        title: occupation.title,
        socCode: occupation.socCode,
        jobZone: occupation.jobZone,
        riskScore: result.riskScore,
        riskLevel: result.riskLevel,
        band: result.band,
        timeline: result.timeline,
        sources: result.sources
          .filter((s) => s.value !== null && s.value !== "")
          .map((s) => ({ id: s.id, name: s.name, figure: s.figure, value: String(s.value) })),
        medianAnnualWage: labour?.medianAnnualWage ?? null,
        annualWageP10: labour?.annualWageP10 ?? null,
        annualWageP90: labour?.annualWageP90 ?? null,
        employment: labour?.employment ?? null,
        projectedGrowthPct: labour?.projectedGrowthPct ?? null,
        annualOpenings: labour?.annualOpenings ?? null,
        relatedOccupations: occupation.related
          .map((r) => engine.findOccupation(r.code))
          .filter((o): o is Occupation => o !== null && engine.scoreOccupation(o.code) !== null)
          .slice(0, 10)
          .map((o) => ({ code: o.code, title: o.title })),
        careerMoves: { ...result.recommendations.careerMoves, moves: result.recommendations.careerPivots },
      };
      profiles.set(code, profile);
      return profile;
    },
  };
}

export type OccupationsService = ReturnType<typeof createOccupationsService>;
