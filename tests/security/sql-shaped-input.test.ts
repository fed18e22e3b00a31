import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, openStaffApp } from "../api/cms-staff-session";
import { startPageServer } from "../api/jobs-page-server";
import type { TestApp } from "../helpers/test-app";

/**
 * SQL-shaped strings in every query parameter and path segment a stranger can send (threat model:
 * docs/decisions/020-threat-model.md). Every query is parameterised through Drizzle; these cases
 * keep it so: no 5xx, no database error text in the answer, and the stored rows unchanged.
 */
const sqlShaped = [
  "' OR '1'='1",
  "'; DROP TABLE assessments; --",
  '" OR ""="',
  "1 UNION SELECT email, password_hash FROM users --",
  "%' AND 1=1 --",
  "\\'; SELECT pg_sleep(5); --",
  "') OR 1=1; DELETE FROM blog_posts WHERE ('1'='1",
  "$1",
  "::text",
];

const apiQueries = (value: string): string[] => {
  const v = encodeURIComponent(value);
  return [
    `/api/occupations/search?q=${v}`,
    `/api/occupations/match?title=${v}`,
    `/api/occupations/match?title=nurse&industry=${v}`,
    `/api/skill-suggestions?jobTitle=${v}&industry=healthcare&query=pa`,
    `/api/skill-suggestions?jobTitle=nurse&industry=${v}&query=${v}`,
    `/api/occupations/${v}`,
    `/api/assessments/${v}`,
    `/api/assessments/${v}/pdf`,
  ];
};

const pageQueries = (value: string): string[] => {
  const v = encodeURIComponent(value);
  return [
    `/blog?q=${v}`,
    `/blog/${v}`,
    `/jobs?q=${v}`,
    `/jobs/compare?a=${v}&b=29-1141.00`,
    `/jobs/group/${v}`,
    `/jobs/${v}`,
    `/${v}`,
    `/assessment/${v}`,
  ];
};

let t: TestApp;
let owner = "";
let pages: { listener: RequestListener; close(): Promise<void> };

async function countRows(): Promise<string> {
  const posts = await asStaff(t, owner, "get", "/api/cms/blog-posts");
  const pagesList = await asStaff(t, owner, "get", "/api/cms/pages");
  const staff = await asStaff(t, owner, "get", "/api/cms/staff");
  return JSON.stringify([posts.body.length, pagesList.body.length, staff.body.length]);
}

beforeAll(async () => {
  ({ t, owner } = await openStaffApp());
  await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
    title: "Kept",
    slug: "kept",
    content: "Still here",
    status: "published",
  });
  pages = await startPageServer(t);
  // Compiling the pages with Vite takes most of this on a busy machine.
}, 300_000);

afterAll(async () => {
  await pages?.close();
  await t.close();
});

function expectHarmless(res: request.Response): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
  // A page may show the visitor's own words back (escaped); what must never show is the database's.
  expect(res.text).not.toMatch(
    /syntax error at or near|relation "[a-z_]+" does not exist|column "[a-z_]+"|unterminated quoted/i,
  );
}

describe("SQL-shaped strings", () => {
  it.each(sqlShaped)("in every API query parameter (%s) are answered as plain text", async (value) => {
    const before = await countRows();
    for (const url of apiQueries(value)) expectHarmless(await request(t.app).get(url));
    expect(await countRows()).toBe(before);
  });

  it.each(sqlShaped)("in every page's query and path (%s) are answered as plain text", async (value) => {
    const before = await countRows();
    for (const url of pageQueries(value)) expectHarmless(await request(pages.listener).get(url));
    expect(await countRows()).toBe(before);
  });

  it.each(sqlShaped)("in the CMS's own search and ids (%s) change nothing", async (value) => {
    const before = await countRows();
    const v = encodeURIComponent(value);
    for (const url of [`/api/cms/blog-posts/${v}`, `/api/cms/pages/${v}`, `/api/cms/media/${v}`]) {
      expectHarmless(await asStaff(t, owner, "put", url).send({ title: value }));
    }
    expectHarmless(await asStaff(t, owner, "get", `/api/approvals/${v}`));
    expect(await countRows()).toBe(before);
  });

  it("in a sign-in's e-mail and password do not sign anyone in", async () => {
    for (const value of sqlShaped) {
      const res = await request(t.app)
        .post("/api/auth/login")
        .set("Origin", "http://localhost:3000")
        .send({ email: value, password: value });
      expect([400, 401, 429]).toContain(res.status);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("leave the published post readable", async () => {
    const res = await request(pages.listener).get("/blog/kept");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Still here");
  });
});
