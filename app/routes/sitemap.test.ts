import { describe, expect, it } from "vitest";
import { contentUpdatedAt } from "../content/content-dates";
import { countryGuideLinks } from "../lib/country-guide-links";
import { loader } from "./sitemap";

type LoaderArgs = Parameters<typeof loader>[0];

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
    expect(entries.length).toBe(9 + countryGuideLinks.length + 2);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(xml).toContain(
      `<loc>https://site.example/canada</loc><lastmod>${contentUpdatedAt["/canada"]}T00:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(
      `<loc>https://site.example/faq</loc><lastmod>${contentUpdatedAt["/faq"]}T00:00:00.000Z</lastmod>`,
    );
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
