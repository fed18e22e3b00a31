import { describe, expect, it } from "vitest";
import { contentUpdatedAt } from "../lib/content-dates";
import { countryGuideLinks } from "../lib/country-guide-links";
import { loader } from "./sitemap";

type LoaderArgs = Parameters<typeof loader>[0];

const DATASET_BUILT = new Date("2025-12-01T00:00:00Z");

async function readSitemap({
  posts = [],
  pages = [],
}: {
  posts?: { slug: string; lastModified: Date }[];
  pages?: { slug: string; lastModified: Date }[];
}): Promise<string> {
  const context = {
    services: {
      env: { PUBLIC_URL: "https://site.example" },
      blog: { listPublishedForSitemap: async () => posts },
      publicPages: { listVisibleForSitemap: async () => pages },
      // The job pages as their service lists them (tests/api/jobs-sitemap.test.ts reads the real dataset).
      jobPages: {
        readBuildDate: () => DATASET_BUILT,
        listMajorGroups: () => [
          { code: "29", name: "Healthcare Practitioners and Technical", jobs: [{}] },
          { code: "55", name: "Military Specific", jobs: [] },
        ],
        listSitemapEntries: () => [{ path: "/jobs/registered-nurses", lastModified: DATASET_BUILT }],
      },
    },
  };
  const response = await loader({
    request: new Request("https://site.example/sitemap.xml"),
    context,
    params: {},
  } as unknown as LoaderArgs);
  return response.text();
}

function urls(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
}

describe("/sitemap.xml", () => {
  it("gives every <url> a <lastmod>, built-in pages and country guides included", async () => {
    const xml = await readSitemap({
      posts: [{ slug: "nurses-and-ai", lastModified: new Date("2026-01-05T10:00:00Z") }],
      pages: [{ slug: "partners", lastModified: new Date("2026-02-01T00:00:00Z") }],
    });
    const entries = urls(xml);
    // Built-in pages, guides, /jobs with one group and one occupation, a post and a CMS page.
    expect(entries.length).toBe(9 + countryGuideLinks.length + 3 + 2);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(xml).toContain(
      `<loc>https://site.example/canada</loc><lastmod>${contentUpdatedAt["/canada"]}T00:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(
      `<loc>https://site.example/faq</loc><lastmod>${contentUpdatedAt["/faq"]}T00:00:00.000Z</lastmod>`,
    );
  });

  it("lists the job browser, each group with occupations and each occupation page, dated by the dataset's build", async () => {
    const xml = await readSitemap({});
    for (const path of ["/jobs", "/jobs/group/29", "/jobs/registered-nurses"])
      expect(xml).toContain(`<loc>https://site.example${path}</loc><lastmod>2025-12-01T00:00:00.000Z</lastmod>`);
    expect(xml).not.toContain("/jobs/group/55");
  });

  it("dates /blog by its newest post when that is later than the page's own date", async () => {
    const fresh = new Date("2099-03-04T05:06:07Z");
    const xml = await readSitemap({ posts: [{ slug: "new", lastModified: fresh }] });
    expect(xml).toContain("<loc>https://site.example/blog</loc><lastmod>2099-03-04T05:06:07.000Z</lastmod>");
    const empty = await readSitemap({});
    expect(empty).toContain(
      `<loc>https://site.example/blog</loc><lastmod>${contentUpdatedAt["/blog"]}T00:00:00.000Z</lastmod>`,
    );
  });

  it("leaves out CMS pages whose slug belongs to a built-in route", async () => {
    const day = new Date("2026-02-01T00:00:00Z");
    const xml = await readSitemap({
      pages: ["admin", "assessment", "faq", "usa", "api", "media", "partners"].map((slug) => ({
        slug,
        lastModified: day,
      })),
    });
    expect(xml).toContain("<loc>https://site.example/partners</loc>");
    for (const slug of ["admin", "assessment", "api", "media"]) expect(xml).not.toContain(`/${slug}</loc>`);
    expect(xml.match(/<loc>https:\/\/site\.example\/faq<\/loc>/g)).toHaveLength(1);
    expect(xml.match(/<loc>https:\/\/site\.example\/usa<\/loc>/g)).toHaveLength(1);
  });
});
