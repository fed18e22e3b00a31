import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startPageServer } from "./jobs-page-server";

let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;

beforeAll(async () => {
  t = await createTestApp({ seed: { settings: [...defaultSettings] } });
  server = await startPageServer(t);
  app = server.listener;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const tag = new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

function canonicalOf(html: string): string | null {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? null;
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("an occupation page", () => {
  it("renders the occupation with its title, description, canonical, card image and structured data", async () => {
    const res = await request(app).get("/jobs/registered-nurses");
    expect(res.status).toBe(200);
    const html = res.text;
    expect(titleOf(html)).toMatch(/^Registered Nurses: AI Exposure \d+\/100, Tasks and Pay \| /);
    const description = decode(metaContent(html, "name", "description") ?? "");
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description).toContain("Registered Nurses");
    expect(canonicalOf(html)).toBe(`${t.env.PUBLIC_URL}/jobs/registered-nurses`);
    expect(metaContent(html, "property", "og:image")).toBe(`${t.env.PUBLIC_URL}/jobs/29-1141.00/card.png`);
    expect(metaContent(html, "name", "twitter:image")).toBe(`${t.env.PUBLIC_URL}/jobs/29-1141.00/card.png`);
    expect(metaContent(html, "property", "og:url")).toBe(`${t.env.PUBLIC_URL}/jobs/registered-nurses`);

    const blocks = jsonLdBlocks(html) as Record<string, unknown>[];
    const occupation = blocks.find((b) => b["@type"] === "Occupation")!;
    expect(occupation).toMatchObject({ name: "Registered Nurses", occupationalCategory: "29-1141.00" });
    expect(occupation.description).toBe(description);
    const [salary] = occupation.estimatedSalary as Record<string, unknown>[];
    expect(salary).toMatchObject({ "@type": "MonetaryAmountDistribution", currency: "USD", duration: "P1Y" });
    expect(salary!.percentile10).toBeLessThan(salary!.median as number);
    expect(salary!.median).toBeLessThan(salary!.percentile90 as number);
    const breadcrumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
    expect((breadcrumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      "Home",
      "Jobs",
      "Registered Nurses",
    ]);
  });

  it("shows the summary, the task chart with its text equivalent, pay with sources, related jobs and the assessment link", async () => {
    const html = (await request(app).get("/jobs/registered-nurses")).text;
    expect(html).toContain("O*NET-SOC <span");
    expect(html).toMatch(/\d+ is today(&#x27;|')s exposure\. In 10 years: \d+ at the expected pace of AI adoption/);
    expect(html).toContain('data-testid="task-chart"');
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 100 6"/);
    expect(html).toContain("<caption>Tasks of Registered Nurses by work activity and AI exposure</caption>");
    expect(html).toContain("Most exposed tasks");
    expect(html).toContain("Least exposed tasks");
    expect(html).toContain("BLS Occupational Employment and Wage Statistics, May 2025");
    expect(html).toContain("BLS Employment Projections, 2024–34");
    expect(html).toContain('href="/?tab=manual&amp;jobTitle=Registered+Nurses"');
    expect(html).toContain('href="/how-it-works"');
    // Related occupations link to their own pages, the least exposed first.
    const related = html.slice(html.indexOf('data-testid="related-jobs"'));
    const scores = [
      ...related.slice(0, related.indexOf("</ul>")).matchAll(/>(\d+)<span class="sr-only"> out of 100/g),
    ].map((m) => Number(m[1]));
    expect(scores.length).toBeGreaterThan(2);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(related).toMatch(/href="\/jobs\/[a-z0-9-]+"/);
  });

  it("shows where people in this job can move, with the reasons for each move", async () => {
    const html = (await request(app).get("/jobs/data-entry-keyers")).text.replace(/<!-- -->/g, "");
    expect(html).toContain("Where people in this job can move");
    expect(html).toMatch(/Exposure in this job is \d+\/100\. The job&#x27;s own ladder comes first/);
    const start = html.indexOf('data-testid="job-moves"');
    const moves = html.slice(start, html.indexOf("</ul>", start));
    expect(moves).toMatch(/href="\/jobs\/[a-z0-9-]+"/);
    expect(moves).toMatch(/(Closely related|Related|Also related) \(O\*NET\)/);
    for (const label of ["What carries over", "Pay (US)", "What it takes in the US", "Outlook (US)", "AI exposure"])
      expect(moves).toContain(`>${label}</dt>`);
    expect(moves).toMatch(/skills and knowledge \d+\/100 alike/);
    expect(moves).not.toMatch(/your (work|job)|next to yours/);
  });

  it("joins the page cache, so a repeat visit is answered from it", async () => {
    await request(app).get("/jobs/accountants-and-auditors");
    const again = await request(app).get("/jobs/accountants-and-auditors");
    expect(again.status).toBe(200);
    expect(again.headers["x-page-cache"]).toBe("hit");
  });

  it("moves an O*NET-SOC code, or a slug in other letter case, to the slug with 301", async () => {
    const byCode = await request(app).get("/jobs/29-1141.00");
    expect(byCode.status).toBe(301);
    expect(byCode.headers.location).toBe("/jobs/registered-nurses");
    const byCase = await request(app).get("/jobs/Registered-Nurses");
    expect(byCase.status).toBe(301);
    expect(byCase.headers.location).toBe("/jobs/registered-nurses");
  });

  it("answers 404 with a link to the job browser for an unknown slug or code", async () => {
    for (const path of ["/jobs/not-a-real-job", "/jobs/99-9999.00", "/jobs/group/99"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('data-testid="job-not-found"');
      expect(res.text).toContain('href="/jobs"');
      expect(res.headers["x-page-cache"]).not.toBe("hit");
    }
  });
});

describe("the job browser", () => {
  it("lists the highest and lowest exposure and the occupation groups, and is cached", async () => {
    const res = await request(app).get("/jobs");
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toMatch(/^AI Exposure by Job \| /);
    const description = decode(metaContent(res.text, "name", "description") ?? "");
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(res.text).toContain('data-testid="highest-jobs"');
    expect(res.text).toContain('data-testid="lowest-jobs"');
    expect(res.text).toContain('href="/jobs/group/29"');
    expect(res.text).toContain('href="/jobs/group/15"');
    expect((await request(app).get("/jobs")).headers["x-page-cache"]).toBe("hit");
  });

  it("searches titles with the assessment's matcher through ?q=, 20 a page, not cached and not indexed", async () => {
    const res = await request(app).get("/jobs").query({ q: "nurse" });
    expect(res.status).toBe(200);
    const results = res.text.slice(res.text.indexOf('data-testid="search-results"'));
    const links = [...results.slice(0, results.indexOf("</ul>")).matchAll(/href="(\/jobs\/[^"]+)"/g)].map((m) => m[1]);
    expect(links[0]).toBe("/jobs/registered-nurses");
    expect(links.length).toBeGreaterThan(1);
    expect(links.length).toBeLessThanOrEqual(20);
    expect(res.text).toMatch(/>\d+<span class="sr-only"> out of 100/);
    expect(metaContent(res.text, "name", "robots")).toBe("noindex, nofollow");
    expect((await request(app).get("/jobs").query({ q: "nurse" })).headers["x-page-cache"]).not.toBe("hit");
  });

  it("explains an over-long query with 400, as the search API does", async () => {
    const long = "a".repeat(101);
    const page = await request(app).get("/jobs").query({ q: long });
    expect(page.status).toBe(400);
    expect(page.text).toContain('data-testid="search-error"');
    expect(page.text).toContain("100 characters or fewer");
    const api = await request(app).get("/api/occupations/search").query({ q: long });
    expect(api.status).toBe(400);
  });

  it("lists a group's occupations with their scores", async () => {
    const res = await request(app).get("/jobs/group/29");
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/jobs/registered-nurses"');
    const description = decode(metaContent(res.text, "name", "description") ?? "");
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(156);
  });
});

describe("comparing two jobs", () => {
  it("is indexed at the canonical address: both slugs in alphabetical order", async () => {
    const res = await request(app).get("/jobs/compare?a=accountants-and-auditors&b=registered-nurses");
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="compare-table"');
    expect(metaContent(res.text, "name", "robots")).toBeNull();
    expect(canonicalOf(res.text)).toBe(
      `${t.env.PUBLIC_URL}/jobs/compare?a=accountants-and-auditors&amp;b=registered-nurses`,
    );
    const description = decode(metaContent(res.text, "name", "description") ?? "");
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(156);
  });

  it("reads both occupations under the same adoption scenario in the timeline rows", async () => {
    const res = await request(app).get("/jobs/compare?a=accountants-and-auditors&b=registered-nurses");
    const nurse = t.services.jobPages.findJob("registered-nurses");
    const accountant = t.services.jobPages.findJob("accountants-and-auditors");
    if (nurse.kind !== "page" || accountant.kind !== "page") throw new Error("test jobs missing");
    // The two jobs sit in different priority bands, so their own action windows quote different scenarios.
    expect(nurse.job.timeline.key).not.toBe(accountant.job.timeline.key);
    const row = /When change is likely, expected pace<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td>/.exec(res.text);
    expect(row?.slice(1)).toEqual([
      accountant.job.outlook.scenarios[1].timeframe,
      nurse.job.outlook.scenarios[1].timeframe,
    ]);
    expect(accountant.job.outlook.scenarios[1].key).toBe("median");
  });

  it("is noindex in the other order, with the canonical link to the alphabetical order", async () => {
    const res = await request(app).get("/jobs/compare?a=registered-nurses&b=accountants-and-auditors");
    expect(res.status).toBe(200);
    expect(metaContent(res.text, "name", "robots")).toBe("noindex, nofollow");
    expect(canonicalOf(res.text)).toBe(
      `${t.env.PUBLIC_URL}/jobs/compare?a=accountants-and-auditors&amp;b=registered-nurses`,
    );
  });

  it("moves sides given as codes or titles to the address with slugs", async () => {
    const res = await request(app).get("/jobs/compare").query({ a: "29-1141.00", b: "Accountants and Auditors" });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/jobs/compare?a=registered-nurses&b=accountants-and-auditors");
  });

  it("shows the picker with a message for a missing or unknown side, never 500", async () => {
    const missing = await request(app).get("/jobs/compare?a=registered-nurses");
    expect(missing.status).toBe(200);
    expect(missing.text).toContain('data-testid="compare-picker"');
    expect(missing.text).toContain("Choose the second job to compare.");
    expect(metaContent(missing.text, "name", "robots")).toBe("noindex, nofollow");

    const unknown = await request(app).get("/jobs/compare?a=registered-nurses&b=not-a-real-job");
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain("We found no occupation for “not-a-real-job”");

    const empty = await request(app).get("/jobs/compare");
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("Choose the first and the second job to compare.");

    const repeated = await request(app).get("/jobs/compare?a=x&a=y&b=registered-nurses");
    expect(repeated.status).toBe(200);
  });
});
