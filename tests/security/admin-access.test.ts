import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, openStaffApp, testOrigin } from "../api/cms-staff-session";
import type { TestApp } from "../helpers/test-app";

/**
 * The admin area from a stranger's side (threat model: docs/decisions/020-threat-model.md).
 * Each case is an attack that was tried and refused; the suite keeps them refused.
 */
let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

type Method = "get" | "post" | "put" | "patch" | "delete";

/** Ways of writing /api/cms/blog-posts that a router or a proxy might read differently. */
const pathVariants = [
  "/api/cms/blog-posts",
  "/API/CMS/BLOG-POSTS",
  "/api/cms/blog-posts/",
  "/api/cms//blog-posts",
  "/api//cms/blog-posts",
  "/api/cms/./blog-posts",
  "/api/cms/x/../blog-posts",
  "/api/cm%73/blog-posts",
  "/api/cms/blog%2dposts",
  "/api/cms/blog-posts;jsessionid=1",
  "/api/cms/blog-posts?as=owner",
  "/api/cms/blog-posts%20",
  "/api/approvals/pending",
  "/API/Approvals/Pending/",
];

describe("the CMS API seen by someone who is not signed in", () => {
  it.each(pathVariants)("GET %s never answers with content", async (path) => {
    const res = await request(t.app).get(path);
    expect([401, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toMatch(/"slug"|"submitterEmail"/);
  });

  it.each(pathVariants)("POST %s never creates anything", async (path) => {
    const res = await request(t.app)
      .post(path)
      .set("Origin", testOrigin)
      .send({ title: "Planted", slug: "planted", content: "x", status: "published" });
    expect([401, 404]).toContain(res.status);
  });

  it("lists no planted post afterwards", async () => {
    const posts = await asStaff(t, owner, "get", "/api/cms/blog-posts");
    expect(posts.status).toBe(200);
    expect((posts.body as { slug: string }[]).some((post) => post.slug === "planted")).toBe(false);
  });
});

describe("forged session cookies", () => {
  const forged = [
    "ajr_session=0000000000000000000000000000000000000000000",
    "ajr_session=admin",
    "ajr_session=' OR '1'='1",
    "ajr_session=%00",
    "ajr_session=" + "A".repeat(4096),
    "AJR_SESSION=whatever",
    "ajr_session=; ajr_session=forged",
  ];

  it.each(forged)("refuses the cookie %#", async (cookie) => {
    const res = await request(t.app).get("/api/cms/blog-posts").set("Cookie", cookie);
    expect(res.status).toBe(401);
  });

  it("refuses an owner's cookie with one character changed", async () => {
    const [name, value = ""] = owner.split("=");
    const last = value.at(-1) === "A" ? "B" : "A";
    const res = await request(t.app)
      .get("/api/cms/staff")
      .set("Cookie", `${name}=${value.slice(0, -1)}${last}`);
    expect(res.status).toBe(401);
  });

  it("refuses a cookie after its session signed out", async () => {
    const { signIn, ownerCredentials } = await import("../api/cms-staff-session");
    const session = await signIn(t, ownerCredentials);
    const out = await asStaff(t, session, "post", "/api/auth/logout");
    expect(out.status).toBeLessThan(300);
    const res = await request(t.app).get("/api/cms/blog-posts").set("Cookie", session);
    expect(res.status).toBe(401);
  });
});

describe("cross-site requests with a signed-in cookie", () => {
  const foreignOrigins = [
    "https://evil.example",
    "null",
    `${testOrigin}.evil.example`,
    testOrigin.replace("http:", "https:"),
    "http://localhost:3001",
  ];

  it.each(foreignOrigins)("refuses a mutation from Origin %s", async (origin) => {
    const res = await request(t.app)
      .post("/api/cms/blog-posts")
      .set("Cookie", owner)
      .set("Origin", origin)
      .send({ title: "Cross", slug: "cross-site", content: "x" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Cross-site request refused" });
  });

  it("refuses a mutation whose only Referer is another site", async () => {
    const res = await request(t.app)
      .delete("/api/cms/blog-posts/1")
      .set("Cookie", owner)
      .set("Referer", "https://evil.example/admin");
    expect(res.status).toBe(403);
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await request(t.app)
      .post("/api/auth/login")
      .set("Origin", "https://evil.example")
      .send({ email: "owner@cms.test", password: "owner-password-for-tests-1" });
    expect(res.status).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("role escalation by an editor", () => {
  const ownerOnly: [Method, string, object][] = [
    ["post", "/api/cms/settings", { key: "site_title", value: "Owned", type: "text" }],
    ["post", "/api/cms/staff", { email: "second-owner@cms.test", password: "a-long-password-123", role: "owner" }],
    ["patch", "/api/approvals/1", { status: "approved" }],
    ["get", "/api/cms/audit-log", {}],
  ];

  it.each(ownerOnly)("%s %s answers 403", async (method, url, body) => {
    const res = await asStaff(t, editor, method, url).send(body);
    expect(res.status).toBe(403);
  });

  it("cannot publish by naming the status in an update", async () => {
    const draft = await asStaff(t, editor, "post", "/api/cms/blog-posts").send({
      title: "Escalate",
      slug: "escalate",
      content: "x",
    });
    expect(draft.status).toBe(201);
    const res = await asStaff(t, editor, "put", `/api/cms/blog-posts/${draft.body.id}`).send({
      status: "published",
      publishedAt: new Date().toISOString(),
    });
    expect(res.status).toBe(403);
    const list = await asStaff(t, owner, "get", "/api/cms/blog-posts");
    const row = (list.body as { id: number; status: string }[]).find((post) => post.id === draft.body.id);
    expect(row?.status).toBe("draft");
  });
});
