import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as sitemapLoader } from "../../app/routes/sitemap";
import { readDatasetBuildDate } from "../../services/jobs/job-pages-build-date";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fitDescription } from "../../core/job-pages/job-pages-text";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Every occupation page over the real dataset: addresses, titles, descriptions and the sitemap. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the occupation pages", () => {
  it("give every occupation with exposure data a unique slug, title and description of 120–156 characters", () => {
    const jobs = t.services.jobPages.listJobs();
    expect(jobs.length).toBeGreaterThan(900);
    const slugs = new Set<string>();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const summary of jobs) {
      const found = t.services.jobPages.findJob(summary.slug);
      expect(found.kind, summary.slug).toBe("page");
      if (found.kind !== "page") continue;
      const { job } = found;
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.description.length, job.description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(job.description.length, job.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      slugs.add(job.slug);
      titles.add(job.pageTitle);
      descriptions.add(job.description);
      // Related occupations run from the least exposed up.
      const scores = job.related.map((r) => r.riskScore);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    }
    expect(slugs.size).toBe(jobs.length);
    expect(titles.size).toBe(jobs.length);
    expect(descriptions.size).toBe(jobs.length);
  });

  it("answer the code with the slug to redirect to, and nothing for an unknown one", () => {
    expect(t.services.jobPages.findJob("15-1252.00")).toEqual({ kind: "redirect", slug: "software-developers" });
    expect(t.services.jobPages.findJob("99-0000.00")).toEqual({ kind: "missing" });
    expect(t.services.jobPages.findJob("")).toEqual({ kind: "missing" });
  });

  it("search with the assessment's matcher first, 20 a page, and refuse a query over 100 characters", () => {
    const found = t.services.jobPages.searchJobs({ query: "software engineer" });
    expect(found.kind).toBe("results");
    if (found.kind === "results") {
      expect(found.results.length).toBeGreaterThan(0);
      expect(found.results.length).toBeLessThanOrEqual(20);
      expect(found.total).toBeGreaterThanOrEqual(found.results.length);
      expect(found.results[0]!.code).toBe("15-1252.00");
    }
    expect(t.services.jobPages.searchJobs({ query: "x".repeat(101) }).kind).toBe("invalid");
    expect(t.services.jobPages.searchJobs({ query: ["a", "b"] }).kind).toBe("invalid");
    expect(t.services.jobPages.searchJobs({ query: "   " }).kind).toBe("empty");
  });
});

describe("/sitemap.xml with the job pages", () => {
  it("lists every job page with the dataset's build date, under 50,000 URLs, as well-formed XML", async () => {
    const response = await sitemapLoader({
      request: new Request(`${t.env.PUBLIC_URL}/sitemap.xml`),
      context: { services: t.services },
      params: {},
    } as unknown as Parameters<typeof sitemapLoader>[0]);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    const urlCount = (xml.match(/<url>/g) ?? []).length;
    expect(locs.length).toBe(urlCount);
    expect(urlCount).toBeLessThan(50_000);
    expect(new Set(locs.map((m) => m[1])).size).toBe(urlCount);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    // Nothing but <url> elements between the root tags, and no unescaped ampersand.
    const body = xml.slice(xml.indexOf("<urlset"), xml.lastIndexOf("</urlset>"));
    expect(
      body
        .replace(/^<urlset[^>]*>/, "")
        .replace(/<url>[\s\S]*?<\/url>/g, "")
        .trim(),
    ).toBe("");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    const built = t.services.jobPages.readBuildDate()!.toISOString();
    expect(built).toBe("2025-12-01T00:00:00.000Z");
    const byLoc = new Map(locs.map((m) => [m[1], m[2]]));
    for (const job of t.services.jobPages.listJobs())
      expect(byLoc.get(`${t.env.PUBLIC_URL}/jobs/${job.slug}`), job.slug).toBe(built);
    expect(byLoc.get(`${t.env.PUBLIC_URL}/jobs`)).toBe(built);
  });
});

describe("the dataset's build date", () => {
  it("is the newest dated source vintage; a span of years or a bare year does not count", () => {
    expect(
      readDatasetBuildDate({
        vintages: {
          onet: "30.1 (December 2025)",
          projections: "2024-34",
          eloundou: "repo, 2025-10",
          felten: "AIOE 2021",
        },
      })?.toISOString(),
    ).toBe("2025-12-01T00:00:00.000Z");
    expect(readDatasetBuildDate({ vintages: { a: "Index 2026-02-10", b: "May 2025" } })?.toISOString()).toBe(
      "2026-02-10T00:00:00.000Z",
    );
    expect(readDatasetBuildDate({ vintages: { projections: "2024-34", frey: "2013/2017" } })).toBeNull();
  });
});

describe("meta descriptions", () => {
  it("fit 120–156 characters whatever the start", () => {
    for (const start of ["Short.", "A".repeat(40) + ".", "word ".repeat(60)]) {
      const text = fitDescription(start, [" One more clause."]);
      expect(text.length, text).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(text.length, text).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });
});

describe("GET /api/occupations/search", () => {
  it("still answers 400 past 100 characters", async () => {
    const res = await request(t.app)
      .get("/api/occupations/search")
      .query({ q: "y".repeat(101) });
    expect(res.status).toBe(400);
  });
});
