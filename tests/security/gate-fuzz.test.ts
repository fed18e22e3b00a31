import type { RequestListener } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { createStaff, ownerCredentials, signIn, testOrigin } from "../api/cms-staff-session";
import { startPageServer } from "../api/jobs-page-server";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * A table-driven sweep of the input classes of issue 28 over every public and CMS route: no
 * answer may be a 5xx. Classes: control characters in every string field of every JSON body;
 * malformed percent-escapes and control characters in every path and query; odd and huge ids in
 * every id segment. The counts per class are written to tmp/security-fuzz-summary.json.
 */
let t: TestApp;
let pages: RequestListener;
let stopPages: () => Promise<void>;
let owner = "";

const counts: Record<string, { tried: number; statuses: Record<string, number> }> = {};
const failures: string[] = [];

function record(kind: string, label: string, status: number): void {
  const entry = (counts[kind] ??= { tried: 0, statuses: {} });
  entry.tried += 1;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  if (status >= 500) failures.push(`${kind}: ${label} → ${status}`);
}

beforeAll(async () => {
  t = await createTestApp({
    seed: { settings: [...defaultSettings] },
    env: { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_TIMEOUT_MS: "1000" },
  });
  await createStaff(t);
  owner = await signIn(t, ownerCredentials);
  const server = await startPageServer(t);
  pages = server.listener;
  stopPages = server.close;
}, 300_000);

afterAll(async () => {
  mkdirSync("tmp", { recursive: true });
  writeFileSync("tmp/security-fuzz-summary.json", `${JSON.stringify(counts, null, 2)}\n`);
  await stopPages?.();
  await t?.close();
});

type Method = "get" | "post" | "put" | "patch" | "delete";
type JsonRoute = { method: Method; path: string; body: Record<string, unknown>; staff?: boolean };

const UNKNOWN_UUID = "3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11";

/** Every route that takes a JSON body, with a body that is valid but for the field under test. */
const jsonRoutes: JsonRoute[] = [
  {
    method: "post",
    path: "/api/contact",
    body: { firstName: "Ada", lastName: "L", email: "a@example.org", subject: "general", message: "0123456789 ok" },
  },
  {
    method: "post",
    path: "/api/assessments/manual",
    body: {
      jobTitle: "Accountant",
      industry: "finance",
      experienceLevel: "3-5",
      skills: ["Excel", "Audit"],
      responsibilities: "Prepare statements",
    },
  },
  { method: "post", path: "/api/assessments/text", body: { resumeText: "Accountant ".repeat(20) } },
  { method: "post", path: `/api/assessments/${UNKNOWN_UUID}/occupation`, body: { code: "13-2011.00" } },
  { method: "post", path: "/api/validate-key", body: { apiKey: "sk-test-0123456789abcdef0123456789" } },
  { method: "post", path: "/api/mobile-debug", body: { type: "layout", debugInfo: { note: "n", list: ["a"] } } },
  { method: "post", path: "/api/auth/login", body: { email: "nobody@cms.test", password: "not-the-password" } },
  {
    method: "post",
    path: "/api/cms/blog-posts",
    staff: true,
    body: { title: "T", slug: "fuzz", content: "C", excerpt: "E", keywords: ["k"] },
  },
  { method: "put", path: "/api/cms/blog-posts/1", staff: true, body: { title: "T", content: "C", metaTitle: "M" } },
  { method: "post", path: "/api/cms/pages", staff: true, body: { title: "T", slug: "fuzz-page", content: "C" } },
  { method: "put", path: "/api/cms/pages/1", staff: true, body: { title: "T", content: "C" } },
  { method: "post", path: "/api/cms/settings", staff: true, body: { key: "site_title", value: "V", type: "text" } },
  {
    method: "post",
    path: "/api/cms/staff",
    staff: true,
    body: { email: "fuzz@cms.test", password: "a-long-enough-password-1", displayName: "F" },
  },
  { method: "put", path: "/api/cms/media/1", staff: true, body: { altText: "A", description: "D" } },
  {
    method: "post",
    path: "/api/approvals/submit",
    staff: true,
    body: {
      contentType: "settings",
      contentId: "settings",
      submitterName: "N",
      submitterEmail: "n@cms.test",
      submissionMessage: "M",
      contentSnapshot: { site_title: "X" },
    },
  },
  { method: "patch", path: "/api/approvals/1", staff: true, body: { status: "rejected", reviewMessage: "R" } },
];

/** Every place a string sits in `value`, as a path of keys (for arrays, indexes). */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaceAt(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

function callApi(method: Method, path: string, staff = false) {
  const call = request(t.app)[method](path).set("Origin", testOrigin).set("X-Forwarded-For", "192.0.2.1");
  return staff ? call.set("Cookie", owner) : call;
}

const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f"];

/** Every path of the site (pages and API), `:id`-like segments marked for the id class. */
const pathRoutes: { method: Method; path: string; staff?: boolean }[] = [
  ...["/", "/jobs", "/jobs/compare", "/jobs/group/:code", "/jobs/:slug", "/blog", "/blog/:slug", "/how-it-works"].map(
    (path) => ({ method: "get" as const, path }),
  ),
  ...["/privacy", "/terms", "/contact", "/faq", "/data-sources", "/ai-careers", "/usa", "/germany", "/:slug"].map(
    (path) => ({ method: "get" as const, path }),
  ),
  ...["/sitemap.xml", "/robots.txt", "/admin", "/admin/login", "/assessment/:id", "/assessment/:id/card.png"].map(
    (path) => ({ method: "get" as const, path }),
  ),
  { method: "get", path: "/jobs/:code/card.png" },
  { method: "get", path: "/media/:name" },
  { method: "get", path: "/api/assessments/:id" },
  { method: "get", path: "/api/assessments/:id/pdf" },
  { method: "delete", path: "/api/assessments/:id" },
  { method: "post", path: "/api/assessments/:id/occupation" },
  { method: "get", path: "/api/occupations/:code" },
  { method: "get", path: "/api/occupations/search" },
  { method: "get", path: "/api/occupations/match" },
  { method: "get", path: "/api/skill-suggestions" },
  { method: "get", path: "/api/health/ready" },
  { method: "get", path: "/api/auth/me" },
  ...(["put", "delete"] as const).flatMap((method) =>
    ["/api/cms/blog-posts/:id", "/api/cms/pages/:id", "/api/cms/media/:id"].map((path) => ({
      method,
      path,
      staff: true,
    })),
  ),
  { method: "delete", path: "/api/cms/settings/:id", staff: true },
  { method: "patch", path: "/api/cms/staff/:id", staff: true },
  { method: "delete", path: "/api/cms/contact-messages/:id", staff: true },
  { method: "get", path: "/api/approvals/:id", staff: true },
  { method: "patch", path: "/api/approvals/:id", staff: true },
];

const MALFORMED = ["%", "%zz", "%E0%A4%A", "%C0%80", "%ff", "a%2"];
const CONTROL_IN_PATH = ["%00", "%0A", "%0D", "%1B", "%7F", "x%0A%7B%22level%22%3A60%7D"];
const ODD_IDS = [
  "0x5",
  "1e3",
  "99999999999999999999",
  "-1",
  "0",
  "2147483648",
  "1.5",
  "%201",
  "a".repeat(2000),
  "..%2F..%2Fetc",
];

function fill(path: string, segment: string): string {
  return path.includes("/:") ? path.replace(/:[a-z]+/, segment) : `${path}/${segment}`;
}

function send(route: { method: Method; path: string; staff?: boolean }, path: string) {
  if (path.startsWith("/api/")) return callApi(route.method, path, route.staff);
  const call = request(pages)[route.method](path);
  return route.staff ? call.set("Cookie", owner) : call;
}

describe("no input class gets a 5xx anywhere", () => {
  it("control characters in every string field of every JSON body: 400", async () => {
    for (const route of jsonRoutes) {
      for (const at of stringPaths(route.body)) {
        for (const character of CONTROL_CHARACTERS) {
          const body = replaceAt(route.body, at, `x${character}y`);
          const res = await callApi(route.method, route.path, route.staff).send(body as object);
          record("control character in a JSON string", `${route.method} ${route.path} ${at.join(".")}`, res.status);
          expect(res.status, `${route.path} ${at.join(".")} ${JSON.stringify(character)}`).toBe(400);
        }
      }
    }
  }, 300_000);

  it("malformed percent-escapes in every path: 400", async () => {
    for (const route of pathRoutes)
      for (const segment of MALFORMED) {
        const res = await send(route, fill(route.path, segment));
        record("malformed percent-encoding in a path", `${route.method} ${route.path} ${segment}`, res.status);
        expect(res.status, `${route.path} ${segment}`).toBe(400);
      }
  }, 300_000);

  it("control characters in every path and in query strings: 400", async () => {
    for (const route of pathRoutes)
      for (const segment of CONTROL_IN_PATH) {
        const res = await send(route, fill(route.path, segment));
        record("control character in a path", `${route.method} ${route.path} ${segment}`, res.status);
        expect(res.status, `${route.path} ${segment}`).toBe(400);
      }
    for (const path of ["/api/occupations/search?q=", "/api/occupations/match?title=", "/jobs?q=", "/blog?q="])
      for (const segment of [...CONTROL_IN_PATH, ...MALFORMED]) {
        const res = await send({ method: "get", path }, `${path}${segment}`);
        record("control character or malformed escape in a query", `${path}${segment}`, res.status);
        expect(res.status, `${path}${segment}`).toBe(400);
      }
  }, 300_000);

  it("odd and huge ids in every id segment: never a 5xx", async () => {
    for (const route of pathRoutes.filter((candidate) => candidate.path.includes("/:")))
      for (const id of ODD_IDS) {
        const res = await send(route, fill(route.path, id)).send({});
        record("odd or huge id", `${route.method} ${route.path} ${id.slice(0, 20)}`, res.status);
      }
    expect(failures).toEqual([]);
  }, 300_000);

  it("never answered a 5xx in any class", () => {
    expect(Object.keys(counts).length).toBe(5);
    expect(failures).toEqual([]);
  });
});
