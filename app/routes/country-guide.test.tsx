import { describe, expect, it, vi } from "vitest";
import { loadOccupationDatasetSync } from "../../integrations/occupation-data";
import { renderPageForTest } from "../components/content/render-page-for-test";
import { buildEntrySchema } from "../../core/content-types/build-content-schema";
import {
  countryGuideType,
  toCountryGuide,
  WIDELY_CITED,
  type CountryGuide as Guide,
} from "../../core/content-types/country-guide-type";
import { listGuideExposureJobs } from "../../core/content/guide-exposure-rows";
import { seedContent } from "../../db/seed/content/seed-content";
import CountryGuide, { loader, meta } from "./country-guide";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

type Profile = { title: string; sources: { id: string; value: string }[] };

const figures = { readFigures: async () => ({ assessmentsRun: 1234, occupationsCovered: 1016 }) };

/** The ten guides as the seed files give them, checked and read as the public reader reads them. */
const readGuide = buildEntrySchema(countryGuideType);
const guideEntries = seedContent.guides.map((item) => readGuide.parse(item));
const countryGuideList = guideEntries.map(toCountryGuide).filter((guide): guide is Guide => guide !== null);

function getCountryGuide(slug: string) {
  return countryGuideList.find((guide) => guide.slug === slug);
}

/** The services the loader reads the published guide through (the page cache and the CMS). */
const guideServices = {
  pageCache: { remember: <T,>(_key: string, load: () => Promise<T>) => load() },
  publicEntries: {
    readPublished: async ({ slug }: { slug: string }) => guideEntries.find((entry) => entry.slug === slug) ?? null,
  },
};

function loadGuide({ path, getProfile }: { path: string; getProfile: (code: string) => Profile }) {
  const context = {
    pageCacheHandle: createPageCacheHandle().handle,
    services: { ...guideServices, occupations: { getProfile }, siteFigures: figures },
  };
  return loader({ request: new Request(`https://site.example${path}`), context, params: {} } as unknown as LoaderArgs);
}

const profiles: Record<string, Profile> = {
  "43-9021.00": {
    title: "Data Entry Keyers",
    sources: [
      { id: "ilo-score", value: "0.7" },
      { id: "ilo-gradient", value: "Exposed: Gradient 4" },
    ],
  },
  "29-1141.00": { title: "Registered Nurses", sources: [{ id: "ilo-score", value: "0.25" }] },
};

function fakeGetProfile(code: string): Profile {
  const profile = profiles[code];
  if (!profile) throw Object.assign(new Error("Occupation not found"), { status: 404 });
  return profile;
}

describe("the ILO 2025 table on a country guide", () => {
  it("reads each named job's ILO score and gradient from the occupation service in the loader", async () => {
    const getProfile = vi.fn(fakeGetProfile);
    const { exposure } = await loadGuide({ path: "/usa", getProfile });
    expect(getProfile).toHaveBeenCalledWith("43-9021.00");
    expect(exposure).toEqual([
      {
        job: "Data entry and records clerks",
        group: "at-risk",
        code: "43-9021.00",
        occupation: "Data Entry Keyers",
        score: 0.7,
        gradient: "Exposed: Gradient 4",
      },
      {
        job: "Registered nurses",
        group: "resistant",
        code: "29-1141.00",
        occupation: "Registered Nurses",
        score: 0.25,
        gradient: null,
      },
    ]);
  });

  it("still renders the guide, without the table, when the dataset cannot be read", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { guide, exposure } = await loadGuide({
      path: "/canada",
      getProfile: () => {
        throw new Error("dataset missing");
      },
    });
    expect(guide.slug).toBe("canada");
    expect(exposure).toEqual([]);
    spy.mockRestore();
  });

  it("shows the figures with the source named and a link to /data-sources", async () => {
    const { guide, exposure, highlights } = await loadGuide({ path: "/usa", getProfile: fakeGetProfile });
    const html = renderPageForTest({
      Component: CountryGuide,
      path: "/usa",
      loaderData: { guide, exposure, highlights },
    }).replaceAll("<!-- -->", "");
    expect(html).toContain("How exposed are these jobs? (ILO 2025)");
    // Wide screens: four columns. Phones: the occupation under the job, the gradient under the score.
    expect(html).toMatch(
      /Data entry and records clerks<span class="[^"]*sm:hidden">Data Entry Keyers <span[^>]*>\(43-9021\.00\)<\/span><\/span><\/th><td class="hidden[^"]*sm:table-cell">Data Entry Keyers <span[^>]*>\(43-9021\.00\)/,
    );
    expect(html).toMatch(/>0\.70<span class="[^"]*sm:hidden">Exposed: Gradient 4<\/span><\/td>/);
    expect(html).toContain("Exposed: Gradient 4");
    expect(html).toContain("Gmyrek, P., et al. (2025)");
    expect(html).toContain("ILO Working Paper 140");
    expect(html).toContain('href="/data-sources#ilo"');
    const none = renderPageForTest({
      Component: CountryGuide,
      path: "/usa",
      loaderData: { guide, exposure: [], highlights },
    });
    expect(none).not.toContain("How exposed are these jobs? (ILO 2025)");
  });

  it("seeds every guide job's occupation with a code of the engine's dataset", () => {
    const dataset = loadOccupationDatasetSync({});
    const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));
    expect(countryGuideList).toHaveLength(10);
    for (const guide of countryGuideList) {
      const named = [
        ...guide.sections.jobsAtRisk.items,
        ...guide.sections.resistantJobsByRegion.items.flatMap((region) => region.jobs),
      ];
      for (const job of named) if (job.occupation) expect(byCode.has(job.occupation), job.title).toBe(true);
      const jobs = listGuideExposureJobs(guide);
      expect(jobs.length, guide.slug).toBeGreaterThanOrEqual(12);
      const covered = jobs.filter((job) => byCode.get(job.code)?.exposure.ilo);
      expect(
        covered.some((job) => job.group === "at-risk"),
        guide.slug,
      ).toBe(true);
      expect(
        covered.some((job) => job.group === "resistant"),
        guide.slug,
      ).toBe(true);
    }
    const usa = countryGuideList.find((guide) => guide.slug === "usa");
    const dataEntry = usa?.sections.jobsAtRisk.items.find((item) => item.title === "Data entry and records clerks");
    expect(dataEntry?.occupation).toBe("43-9021.00");
  });
});

describe("country guide titles and figures", () => {
  const site = { siteTitle: "My Careers Site", siteDescription: "", publicUrl: "https://site.example" };

  it("take the site_title suffix like the other pages", () => {
    for (const slug of ["canada", "europe", "china"]) {
      const guide = getCountryGuide(slug)!;
      const descriptors = meta({
        matches: [{ loaderData: { site } }],
        data: { guide, exposure: [] },
      } as unknown as MetaArgs);
      const title = (descriptors.find((d) => "title" in d) as { title: string }).title;
      expect(title).toBe(`${guide.title} | My Careers Site`);
    }
  });

  it("label the spec's figures as widely cited in industry and press reports, not our measurement", () => {
    const canada = getCountryGuide("canada")!;
    const figures = canada.sections.displacement.items.filter((item) => item.figure);
    expect(figures.length).toBeGreaterThan(0);
    for (const item of figures) expect(item.attribution).toBe("Widely cited in industry and press reports");
    expect(WIDELY_CITED).toBe("Widely cited in industry and press reports");
    expect(canada.figuresNote).toContain("not our measurement");
    expect(JSON.stringify(countryGuideList)).not.toMatch(/commonly cited/i);
  });
});

describe("country guide highlights", () => {
  it("show the measured figures, never the spec's audience or search claims", async () => {
    for (const guide of countryGuideList) {
      const loaded = await loadGuide({ path: guide.path, getProfile: fakeGetProfile });
      const html = renderPageForTest({ Component: CountryGuide, path: guide.path, loaderData: loaded }).replaceAll(
        "<!-- -->",
        "",
      );
      expect(html, guide.slug).toMatch(/>1,234<\/span><span[^>]*>assessments run on this site so far</);
      expect(html, guide.slug).toMatch(/>1,016<\/span><span[^>]*>occupations covered</);
      expect(html, guide.slug).not.toMatch(/\d[\d,.]*[KM]?\+<\/span><span[^>]*>[^<]*(assessed|searches)/);
      expect(html, guide.slug).not.toMatch(/52\.8M|250,000|global searches|Americans assessed|800\+/);
    }
    expect(JSON.stringify(countryGuideList)).not.toMatch(/assessed"|searches on AI/);
  });

  it("leave out a figure that cannot be read instead of guessing it", async () => {
    const logger = { warn: vi.fn() };
    const context = {
      pageCacheHandle: createPageCacheHandle().handle,
      services: {
        ...guideServices,
        logger,
        occupations: { getProfile: fakeGetProfile },
        siteFigures: {
          readFigures: async () => {
            throw new Error("database down");
          },
        },
      },
    };
    const loaded = await loader({
      request: new Request("https://site.example/usa"),
      context,
      params: {},
    } as unknown as LoaderArgs);
    expect(loaded.highlights).toEqual([{ value: "Free", label: "2-5 minute assessment" }]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
