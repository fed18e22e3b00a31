import { readFileSync } from "node:fs";
import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../db/seed/content/seed-content";
import { defaultSettings } from "../../db/seed/default-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startPageServer } from "./jobs-page-server";

// What a newcomer meets on the pages (issue 30): readable figures, a search that shows every
// match, the pages they look for in the header, one occupation count, and 404s with the site around them.

let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;

beforeAll(async () => {
  t = await createTestApp({
    seed: {
      settings: [...defaultSettings],
      content: {
        guides: seedContent.guides,
        faq: seedContent.faq,
        privacy: seedContent.privacy,
        "how-it-works": seedContent["how-it-works"],
      },
    },
  });
  server = await startPageServer(t);
  app = server.listener;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** The HTML of the element with this test id, up to its list's end. */
function sectionOf(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</ul>", start));
}

const jobLinks = (html: string) =>
  [...sectionOf(html, "search-results").matchAll(/href="(\/jobs\/[^"]+)"/g)].map((match) => match[1] ?? "");

describe("figures on an occupation page", () => {
  it("writes wages as US dollars and shares as percentages, never the raw numbers", async () => {
    const res = await request(app).get("/jobs/registered-nurses");
    expect(res.status).toBe(200);
    const sources = sectionOf(res.text, "sources");
    expect(sources).not.toMatch(/>\d{5,}</);
    expect(sources).not.toMatch(/>0\.\d{4,}</);
    const wage = t.services.occupations.getProfile("29-1141.00").medianAnnualWage!;
    // Every amount says it is a US one (ADR 034).
    const dollars = `US$${wage.toLocaleString("en-US")}`;
    expect(sources).toContain(`>${dollars}</data>`);
    expect(sources).toMatch(/>\d+(\.\d+)?%<\/data>/);
    // The browser rewrites the same figure in the visitor's locale from these attributes.
    expect(sources).toContain(`value="${wage}"`);
    expect(sources).toContain("data-number-format=");
    expect(sources).toContain('data-number-prefix="US$"');
    expect(sectionOf(res.text, "pay-outlook")).toContain(dollars);
  });
});

describe("the job search", () => {
  it("shows every occupation that matches, 20 a page, says how many, and offers the next page", async () => {
    const first = await request(app).get("/jobs").query({ q: "nurse" });
    expect(first.status).toBe(200);
    const total = Number(/(\d+) occupations match “nurse”/.exec(first.text)?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(first.text).toContain(`Showing 1–20 of ${total}, best matches first`);
    expect(first.text).toContain('href="/jobs?q=nurse&amp;page=2"');
    expect(first.text).toContain("More results");
    const pages = Math.ceil(total / 20);
    const all: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await request(app)
        .get("/jobs")
        .query({ q: "nurse", page: String(page) });
      all.push(...jobLinks(res.text));
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all[0]).toBe("/jobs/registered-nurses");
    expect(all).toContain("/jobs/nurse-anesthetists");
  });

  it("keeps a page number past the end or not a number within the results", async () => {
    const past = await request(app).get("/jobs").query({ q: "nurse", page: "999" });
    expect(past.status).toBe(200);
    expect(past.text).not.toContain("More results");
    const junk = await request(app).get("/jobs").query({ q: "nurse", page: "abc" });
    expect(junk.text).toContain("Showing 1–20 of");
  });
});

describe("GET /api/occupations/search paging", () => {
  it("answers the documented list, 10 by default, with the number of all matches in X-Total-Count", async () => {
    const res = await request(t.app).get("/api/occupations/search").query({ q: "nurse" });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(Object.keys(res.body[0]).sort()).toEqual(["code", "title"]);
    const total = Number(res.headers["x-total-count"]);
    expect(total).toBeGreaterThan(10);
    const rest = await request(t.app).get("/api/occupations/search").query({ q: "nurse", offset: "10", limit: "100" });
    expect(rest.body).toHaveLength(total - 10);
    expect(rest.headers["x-total-count"]).toBe(String(total));
    const codes = [...res.body, ...rest.body].map((item: { code: string }) => item.code);
    expect(new Set(codes).size).toBe(total);
    expect(codes).toContain("29-1151.00");
  });

  it.each([
    [{ q: "nurse", limit: "0" }, "limit must be a whole number from 1 to 100"],
    [{ q: "nurse", limit: "101" }, "limit must be a whole number from 1 to 100"],
    [{ q: "nurse", offset: "-1" }, "offset must be a whole number from 0 to 100000"],
    [{ q: "nurse", limit: ["1", "2"] }, "Each parameter must be given once"],
  ])("refuses bad paging %j with 400 and a clear message", async (query, error) => {
    const res = await request(t.app).get("/api/occupations/search").query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it("answers the same through the fast lane ahead of Express, count included", async () => {
    const res = await request(app).get("/api/occupations/search?q=nurse");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(10);
  });
});

describe("the header", () => {
  it("links Jobs, How it works and FAQ on wide screens and in the phone menu, beside the spec's links", async () => {
    const res = await request(app).get("/blog");
    const main = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? "";
    const mobile = /<nav aria-label="Mobile"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? "";
    for (const nav of [main, mobile]) {
      for (const [href, label] of [
        ["/jobs", "Jobs"],
        ["/how-it-works", "How it works"],
        ["/faq", "FAQ"],
        ["/blog", "Blog"],
        ["/privacy", "Privacy"],
      ])
        expect(nav).toMatch(new RegExp(`href="${href}"[^>]*>${label}<`));
    }
    expect(main).toContain("Country Guides");
  });
});

describe("the occupation count", () => {
  it("is the dataset's own count on the home page, /jobs, the FAQ, How it works and in the README", async () => {
    const count = t.services.siteFigures.countOccupations();
    expect(count).toBe(t.services.jobPages.listJobs().length);
    const written = count.toLocaleString("en-US");
    const home = await request(app).get("/");
    expect(home.text).toContain(`one of the ${written} standard occupations we score`);
    const jobs = await request(app).get("/jobs");
    expect(jobs.text).toContain(`Browse all ${written} occupations`);
    expect(jobs.text).toMatch(new RegExp(`>${written}</data> occupations, each with its score`));
    expect((await request(app).get("/faq")).text).toContain(`one of the ${written} standard occupations we score`);
    expect((await request(app).get("/how-it-works")).text).toContain(`We score ${written} of its occupations`);
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toContain(`${written} occupations`);
    for (const text of [home.text, jobs.text, readme]) expect(text).not.toMatch(/over 800|about 1,000/i);
  });
});

describe("a page that does not exist", () => {
  it("answers 404 with the site's header and footer around the message", async () => {
    for (const path of ["/no-such-page", "/blog/no-such-post", "/jobs/no-such-job", "/definitely/not/here"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<nav aria-label="Main"');
      expect(res.text, path).toContain("<footer");
    }
  });
});
