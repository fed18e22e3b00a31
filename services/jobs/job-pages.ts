import { z } from "zod";
import { priorityForScore } from "../../core/assessment-display/risk-priority";
import { buildTimeOutlook } from "../../core/assessment-display/time-outlook";
import { classifyRiskLevel } from "../../core/exposure/calibration";
import type { Occupation, OccupationDataset } from "../../core/occupations/dataset";
import { assignOccupationSlugs, ONET_SOC_CODE_PATTERN } from "../../core/occupations/occupation-slug";
import { OTHER_FIELD_MIN_CONFIDENCE } from "../../core/occupations/search-occupations";
import type { AssessmentEngine } from "../platform/engine/assessment-engine";
import { JOB_SEARCH_PAGE_SIZE, mergeSearchResults, readSearchPage } from "./job-pages-search";
import { writeJobDescription, writeJobTitleTag } from "../../core/job-pages/job-pages-text";
import { readDatasetBuildDate } from "./job-pages-build-date";
import { findMajorGroup, SOC_MAJOR_GROUPS } from "./job-pages-groups";
import { MAX_JOB_QUERY_LENGTH } from "../../core/job-pages/job-pages-limits";
import { describeJobTasks } from "./job-pages-tasks";
import type { JobPageView, JobSummary } from "../../core/job-pages/job-page-view";
import type { OccupationProfileView } from "../../core/job-pages/occupation-profile-view";
import type { OccupationsService } from "./occupations";
import { createInternationalCodesService, type InternationalCodesService } from "../platform/engine/international-codes";

/**
 * The public occupation pages (/jobs): one page per occupation that has exposure data, addressed
 * by a slug made from its title, plus the browser (search, major groups, highest and lowest
 * exposure) and side-by-side comparison. Everything is derived from the loaded dataset and
 * computed once per process; nothing here reads the database.
 */

function describeMoves(
  careerMoves: OccupationProfileView["careerMoves"],
  summaries: ReadonlyMap<string, JobSummary>,
): JobPageView["moves"] {
  const { moves, ...context } = careerMoves;
  const slugs: Record<string, string> = {};
  for (const move of moves) {
    const slug = move.code ? summaries.get(move.code)?.slug : undefined;
    if (move.code && slug) slugs[move.code] = slug;
  }
  return { context, list: moves, slugs };
}

export type JobLookup = { kind: "page"; job: JobPageView } | { kind: "redirect"; slug: string } | { kind: "missing" };

export type JobSearch =
  | {
      kind: "results";
      query: string;
      /** This page's occupations. */
      results: JobSummary[];
      /** Every occupation that matches, on all pages. */
      total: number;
      page: number;
      pageCount: number;
      /** The place of this page's first result among all (0-based). */
      offset: number;
    }
  | { kind: "empty" }
  | { kind: "invalid"; query: string; message: string };

export type JobComparison = {
  a: JobPageView | null;
  b: JobPageView | null;
  /** A side that was given but is not an occupation we publish. */
  unknown: { side: "a" | "b"; value: string }[];
  /** Both sides valid, different, given as slugs in alphabetical order. */
  canonical: boolean;
  /** The alphabetical-order address of the pair, when both sides are valid. */
  canonicalPath: string | null;
  /** The same comparison addressed by slugs, when a side was given another way. */
  redirectPath: string | null;
};

const searchSchema = z
  .string({ error: "Give the search once" })
  .trim()
  .max(MAX_JOB_QUERY_LENGTH, `Search for a job title of ${MAX_JOB_QUERY_LENGTH} characters or fewer`);

const WAGE_SOURCE = "BLS Occupational Employment and Wage Statistics";
const PROJECTION_SOURCE = "BLS Employment Projections";

type Index = {
  dataset: OccupationDataset;
  bySlug: Map<string, string>;
  summaries: Map<string, JobSummary>;
  /** Every published occupation, by title. */
  ordered: JobSummary[];
  duplicateTitles: Set<string>;
  dwaTitles: Map<string, string>;
  iwaTitles: Map<string, string>;
  buildDate: Date | null;
};

export function createJobPagesService({
  engine,
  occupations,
  international = createInternationalCodesService(),
}: {
  engine: AssessmentEngine;
  occupations: OccupationsService;
  /** The occupation's ISCO-08 and NOC 2021 groups and the ILO figure (ADR 034). */
  international?: InternationalCodesService;
}) {
  let index: Index | null = null;
  const pages = new Map<string, JobPageView>();

  function load(): Index {
    if (index) return index;
    const dataset = engine.readDataset();
    const scored: { occupation: Occupation; score: number }[] = [];
    for (const occupation of dataset.occupations) {
      const score = engine.scoreOccupation(occupation.code);
      if (score !== null) scored.push({ occupation, score });
    }
    const slugs = assignOccupationSlugs(scored.map(({ occupation }) => occupation));
    const summaries = new Map<string, JobSummary>();
    const bySlug = new Map<string, string>();
    const titleCounts = new Map<string, number>();
    for (const { occupation, score } of scored) {
      const slug = slugs.get(occupation.code)!;
      bySlug.set(slug, occupation.code);
      titleCounts.set(occupation.title, (titleCounts.get(occupation.title) ?? 0) + 1);
      summaries.set(occupation.code, {
        code: occupation.code,
        slug,
        title: occupation.title,
        riskScore: score,
        riskLevel: classifyRiskLevel(score),
        medianAnnualWage: occupation.labourMarket?.medianAnnualWage ?? null,
        wageTopCoded: occupation.labourMarket?.wageTopCoded ?? false,
      });
    }
    index = {
      dataset,
      bySlug,
      summaries,
      ordered: [...summaries.values()].sort((a, b) => a.title.localeCompare(b.title) || a.code.localeCompare(b.code)),
      duplicateTitles: new Set([...titleCounts].filter(([, count]) => count > 1).map(([title]) => title)),
      dwaTitles: new Map(dataset.detailedWorkActivities.map((dwa) => [dwa.id, dwa.title])),
      iwaTitles: new Map(dataset.workActivities.map((iwa) => [iwa.id, iwa.title])),
      buildDate: readDatasetBuildDate(dataset),
    };
    return index;
  }

  function buildPage(code: string): JobPageView {
    const cached = pages.get(code);
    if (cached) return cached;
    const state = load();
    const summary = state.summaries.get(code)!;
    const occupation = engine.findOccupation(code)!;
    const profile = occupations.getProfile(code);
    const labour = occupation.labourMarket;
    const vintages = state.dataset.vintages;
    const { taskGroups, labelledTasks, mostExposed, leastExposed } = describeJobTasks(occupation, state);
    const timelineKey = priorityForScore(summary.riskScore).timelineKey;
    const related = occupation.related
      .map((r) => state.summaries.get(r.code))
      .filter((r): r is JobSummary => r !== undefined)
      .slice(0, 10)
      .sort((a, b) => a.riskScore - b.riskScore || a.title.localeCompare(b.title));
    const base = {
      ...summary,
      socCode: occupation.socCode,
      majorGroup: findMajorGroup(code),
      band: profile.band,
      timeline: { key: timelineKey, value: profile.timeline[timelineKey] },
      outlook: buildTimeOutlook({ score: summary.riskScore, band: profile.band, timeline: profile.timeline }),
      taskGroups,
      labelledTasks,
      mostExposed,
      leastExposed,
      labour: labour
        ? {
            wageP10: labour.annualWageP10,
            wageMedian: labour.medianAnnualWage,
            wageP90: labour.annualWageP90,
            wageTopCoded: labour.wageTopCoded,
            wageSource: `${WAGE_SOURCE}, ${vintages.oews ?? "latest release"}`,
            employment: labour.employment,
            employmentSource: `${WAGE_SOURCE}, ${vintages.oews ?? "latest release"}`,
            projectedGrowthPct: labour.projectedGrowthPct,
            annualOpenings: labour.annualOpenings,
            projectionSource: `${PROJECTION_SOURCE}, ${(vintages.projections ?? "2024-34").replace("-", "–")}`,
          }
        : null,
      related,
      moves: describeMoves(profile.careerMoves, state.summaries),
      sources: profile.sources,
      international: international.describe(code),
    };
    const titleForTag = state.duplicateTitles.has(summary.title) ? `${summary.title} (${code})` : summary.title;
    const page: JobPageView = {
      ...base,
      pageTitle: writeJobTitleTag({ title: titleForTag, score: summary.riskScore }),
      description: writeJobDescription({
        title: titleForTag,
        score: summary.riskScore,
        level: summary.riskLevel,
        band: profile.band,
        medianWage: labour?.medianAnnualWage ?? null,
        growthPct: labour?.projectedGrowthPct ?? null,
      }),
    };
    pages.set(code, page);
    return page;
  }

  /** A slug, or an O*NET-SOC code (answered with the slug to redirect to). */
  function resolve(value: string): string | null {
    const state = load();
    const trimmed = value.trim().toLowerCase();
    if (ONET_SOC_CODE_PATTERN.test(trimmed)) return state.summaries.has(trimmed) ? trimmed : null;
    return state.bySlug.get(trimmed) ?? null;
  }

  /**
   * A slug or code, else an exact title, else the matcher's best match for a job title (a value
   * shaped like a slug is never read as a title).
   */
  function resolveLoosely(value: string): string | null {
    const exact = resolve(value);
    if (exact) return exact;
    // Something shaped like a slug ("not-a-job") was meant as one: it is unknown, not a title.
    if (value.length > MAX_JOB_QUERY_LENGTH || /^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)) return null;
    const state = load();
    const lower = value.toLowerCase();
    const byTitle = state.ordered.find((job) => job.title.toLowerCase() === lower);
    if (byTitle) return byTitle.code;
    const best = engine.matchTitle({ title: value, limit: 1 }).matches[0];
    return best && state.summaries.has(best.code) ? best.code : null;
  }

  return {
    /** Warms the slug table (called after the engine's own warm-up). */
    prepare(): void {
      load();
    },

    findJob(value: string): JobLookup {
      const state = load();
      const code = resolve(value);
      if (!code) return { kind: "missing" };
      const slug = state.summaries.get(code)!.slug;
      if (value !== slug) return { kind: "redirect", slug };
      return { kind: "page", job: buildPage(code) };
    },

    /** Every published occupation, by title. */
    listJobs(): JobSummary[] {
      return load().ordered;
    },

    /** The 23 SOC major groups with their occupations (by title); groups without any are kept, empty. */
    listMajorGroups(): { code: string; name: string; jobs: JobSummary[] }[] {
      const ordered = load().ordered;
      return SOC_MAJOR_GROUPS.map((group) => ({
        ...group,
        jobs: ordered.filter((job) => job.code.startsWith(`${group.code}-`)),
      }));
    },

    /** The most and least exposed occupations (ties broken by title). */
    listExtremes(count: number): { highest: JobSummary[]; lowest: JobSummary[] } {
      const ordered = load().ordered;
      const byScore = [...ordered].sort((a, b) => a.riskScore - b.riskScore || a.title.localeCompare(b.title));
      const highest = [...ordered]
        .sort((a, b) => b.riskScore - a.riskScore || a.title.localeCompare(b.title))
        .slice(0, count);
      return { highest, lowest: byScore.slice(0, count) };
    },

    /**
     * Title search: the assessment matcher's candidates with a real chance, then every occupation
     * the title search lists ("nurse" finds Nurse Anesthetists, "senior software engineer" Software
     * Developers), 20 a page; the list ends where the titles stop holding the typed words.
     */
    searchJobs({ query, page }: { query: unknown; page?: unknown }): JobSearch {
      if (query === undefined || query === null) return { kind: "empty" };
      const raw = Array.isArray(query) ? query : String(query);
      const parsed = searchSchema.safeParse(raw);
      if (!parsed.success)
        return {
          kind: "invalid",
          query: typeof raw === "string" ? raw.slice(0, MAX_JOB_QUERY_LENGTH) : "",
          message: parsed.error.issues[0]?.message ?? "Search for a job title",
        };
      const q = parsed.data;
      if (!q) return { kind: "empty" };
      const { summaries } = load();
      const codes = mergeSearchResults({
        ranked: engine.matchTitle({ title: q, limit: 10 }).matches,
        searched: engine.searchOccupations(q).map((match) => match.code),
        minConfidence: OTHER_FIELD_MIN_CONFIDENCE,
      });
      const jobs = codes.map((code) => summaries.get(code)).filter((job): job is JobSummary => job !== undefined);
      const paging = readSearchPage({ page, total: jobs.length });
      const offset = (paging.page - 1) * JOB_SEARCH_PAGE_SIZE;
      return {
        kind: "results",
        query: q,
        results: jobs.slice(offset, offset + JOB_SEARCH_PAGE_SIZE),
        total: jobs.length,
        offset,
        ...paging,
      };
    },

    /**
     * Two occupations side by side. Each side may be a slug, an O*NET-SOC code, a title, or any
     * job title (the matcher's best match); `redirectPath` is set when a side was not given as its
     * slug, so the page can move to the address with slugs.
     */
    compareJobs({ a, b }: { a: unknown; b: unknown }): JobComparison {
      const sides = { a: readSide(a), b: readSide(b) };
      const unknown: JobComparison["unknown"] = [];
      const codes: { a: string | null; b: string | null } = { a: null, b: null };
      for (const side of ["a", "b"] as const) {
        const value = sides[side];
        if (!value) continue;
        codes[side] = resolveLoosely(value);
        if (!codes[side]) unknown.push({ side, value: value.slice(0, MAX_JOB_QUERY_LENGTH) });
      }
      const left = codes.a ? buildPage(codes.a) : null;
      const right = codes.b ? buildPage(codes.b) : null;
      const pair = left && right && left.code !== right.code ? [left.slug, right.slug].sort() : null;
      const bySlug = (value: string | null, job: JobPageView | null) => job === null || value === job.slug;
      const redirect = !bySlug(sides.a, left) || !bySlug(sides.b, right);
      const params = new URLSearchParams();
      if (left) params.set("a", left.slug);
      else if (sides.a) params.set("a", sides.a);
      if (right) params.set("b", right.slug);
      else if (sides.b) params.set("b", sides.b);
      return {
        a: left,
        b: right,
        unknown,
        canonical: pair !== null && sides.a === pair[0] && sides.b === pair[1],
        canonicalPath: pair ? `/jobs/compare?a=${pair[0]}&b=${pair[1]}` : null,
        redirectPath: redirect ? `/jobs/compare?${params.toString()}` : null,
      };
    },

    /** Slugs of every published occupation, with the date the dataset was built (sitemap). */
    listSitemapEntries(): { path: string; lastModified: Date | null }[] {
      const state = load();
      return state.ordered.map((job) => ({ path: `/jobs/${job.slug}`, lastModified: state.buildDate }));
    },

    readBuildDate(): Date | null {
      return load().buildDate;
    },
  };
}

export type JobPagesService = ReturnType<typeof createJobPagesService>;

function readSide(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}
