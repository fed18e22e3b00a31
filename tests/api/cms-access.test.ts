import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp, testOrigin } from "./cms-staff-session";

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
const everyCall: [Method, string][] = [
  ["get", "/api/cms/blog-posts"],
  ["post", "/api/cms/blog-posts"],
  ["put", "/api/cms/blog-posts/1"],
  ["delete", "/api/cms/blog-posts/1"],
  ["get", "/api/cms/pages"],
  ["post", "/api/cms/pages"],
  ["put", "/api/cms/pages/1"],
  ["delete", "/api/cms/pages/1"],
  ["get", "/api/cms/media"],
  ["post", "/api/cms/media/upload"],
  ["put", "/api/cms/media/1"],
  ["delete", "/api/cms/media/1"],
  ["get", "/api/cms/settings"],
  ["post", "/api/cms/settings"],
  ["delete", "/api/cms/settings/1"],
  ["get", "/api/cms/staff"],
  ["post", "/api/cms/staff"],
  ["get", "/api/cms/audit-log"],
  ["get", "/api/cms/contact-messages"],
  ["delete", "/api/cms/contact-messages/1"],
  ["post", "/api/approvals/submit"],
  ["get", "/api/approvals/pending"],
  ["get", "/api/approvals/1"],
  ["patch", "/api/approvals/1"],
];

describe("access control", () => {
  it.each(everyCall)("%s %s answers 401 when signed out", async (method, url) => {
    const res = await request(t.app)[method](url).set("Origin", testOrigin).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Please sign in to continue" });
  });

  it.each(everyCall)("%s %s answers 401 for path-case and trailing-slash variants too", async (method, url) => {
    const res = await request(t.app)[method](`${url.toUpperCase()}/`).set("Origin", testOrigin).send({});
    expect(res.status).toBe(401);
  });

  const ownerOnly: [Method, string][] = [
    ["post", "/api/cms/settings"],
    ["delete", "/api/cms/settings/1"],
    ["get", "/api/cms/staff"],
    ["post", "/api/cms/staff"],
    ["patch", "/api/cms/staff/00000000-0000-4000-8000-000000000000"],
    ["get", "/api/cms/audit-log"],
    ["delete", "/api/cms/contact-messages/1"],
    ["patch", "/api/approvals/1"],
  ];
  it.each(ownerOnly)("%s %s answers 403 for an editor", async (method, url) => {
    const res = await asStaff(t, editor, method, url).send({ status: "approved", key: "site_title", value: "x" });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Only the owner can do this");
  });

  it("refuses a signed-in mutation from another origin, or with no Origin or Referer", async () => {
    const evil = await request(t.app)
      .post("/api/cms/blog-posts")
      .set("Cookie", owner)
      .set("Origin", "https://evil.example")
      .send({});
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ error: "Cross-site request refused" });
    const bare = await request(t.app).post("/api/cms/blog-posts").set("Cookie", owner).send({});
    expect(bare.status).toBe(403);
    const referer = await request(t.app)
      .post("/api/cms/blog-posts")
      .set("Cookie", owner)
      .set("Referer", `${testOrigin}/admin`)
      .send({ title: "From referer", slug: "from-referer", content: "Body" });
    expect(referer.status).toBe(201);
  });

  it("lets an editor create drafts but not publish, and not delete published content", async () => {
    const publish = await asStaff(t, editor, "post", "/api/cms/blog-posts").send({
      title: "T",
      slug: "editor-publish",
      content: "C",
      status: "published",
    });
    expect(publish.status).toBe(403);
    const draft = await asStaff(t, editor, "post", "/api/cms/blog-posts").send({
      title: "T",
      slug: "editor-draft",
      content: "C",
    });
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe("draft");
    const toPublished = await asStaff(t, editor, "put", `/api/cms/blog-posts/${draft.body.id}`).send({
      status: "published",
    });
    expect(toPublished.status).toBe(403);
    const published = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "P",
      slug: "owner-published",
      content: "C",
      status: "published",
    });
    expect(published.status).toBe(201);
    expect((await asStaff(t, editor, "delete", `/api/cms/blog-posts/${published.body.id}`)).status).toBe(403);
    expect(
      (await asStaff(t, editor, "put", `/api/cms/blog-posts/${published.body.id}`).send({ title: "Hijack" })).status,
    ).toBe(403);
    expect((await asStaff(t, editor, "delete", `/api/cms/blog-posts/${draft.body.id}`)).status).toBe(200);
  });

  it("lets an editor create hidden pages only", async () => {
    const visible = await asStaff(t, editor, "post", "/api/cms/pages").send({
      title: "T",
      slug: "editor-visible",
      content: "C",
      isVisible: true,
    });
    expect(visible.status).toBe(403);
    const hidden = await asStaff(t, editor, "post", "/api/cms/pages").send({
      title: "T",
      slug: "editor-hidden",
      content: "C",
    });
    expect(hidden.status).toBe(201);
    expect(hidden.body.isVisible).toBe(false);
  });
});

describe("staff management (owner)", () => {
  it("creates an editor, refuses weak passwords and duplicates, and disables the editor", async () => {
    const short = await asStaff(t, owner, "post", "/api/cms/staff").send({ email: "new@cms.test", password: "short" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: "Password must be at least 12 characters" });
    const common = await asStaff(t, owner, "post", "/api/cms/staff").send({
      email: "new@cms.test",
      password: "password1234",
    });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ error: "This password is too common; choose another" });
    const created = await asStaff(t, owner, "post", "/api/cms/staff").send({
      email: "New@cms.test",
      password: "a-good-long-password",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: "new@cms.test", role: "editor", isActive: true });
    expect(created.body.passwordHash).toBeUndefined();
    const duplicate = await asStaff(t, owner, "post", "/api/cms/staff").send({
      email: "new@cms.test",
      password: "a-good-long-password",
    });
    expect(duplicate.status).toBe(409);
    const disabled = await asStaff(t, owner, "patch", `/api/cms/staff/${created.body.id}`).send({ isActive: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.isActive).toBe(false);
    const ownerRow = (await asStaff(t, owner, "get", "/api/cms/staff")).body.find(
      (row: { role: string }) => row.role === "owner",
    );
    expect((await asStaff(t, owner, "patch", `/api/cms/staff/${ownerRow.id}`).send({ isActive: false })).status).toBe(
      403,
    );
    const log = await asStaff(t, owner, "get", "/api/cms/audit-log");
    expect(log.body.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["account.create", "account.disable"]),
    );
  });
});
