import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

describe("one collection service for posts and pages", () => {
  it("refuses an editor the deletion of an archived post they cannot edit, and lets the owner delete it", async () => {
    const archived = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Old news",
      slug: "old-news-archived",
      content: "Kept for the record.",
      status: "archived",
    });
    expect(archived.status).toBe(201);
    const edit = await asStaff(t, editor, "put", `/api/cms/blog-posts/${archived.body.id}`).send({ title: "New" });
    expect(edit.status).toBe(403);
    const refused = await asStaff(t, editor, "delete", `/api/cms/blog-posts/${archived.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "Only the owner can delete archived posts" });
    const list = await asStaff(t, owner, "get", "/api/cms/blog-posts");
    expect(list.body.map((post: { slug: string }) => post.slug)).toContain("old-news-archived");
    expect((await asStaff(t, owner, "delete", `/api/cms/blog-posts/${archived.body.id}`)).status).toBe(200);
  });

  it("refuses an editor the deletion of a visible page with the published-content message", async () => {
    const page = await asStaff(t, owner, "post", "/api/cms/pages").send({
      title: "Visible",
      slug: "visible-for-delete-rule",
      content: "Body",
    });
    expect(page.body.isVisible).toBe(true);
    const refused = await asStaff(t, editor, "delete", `/api/cms/pages/${page.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "Only the owner can delete published content" });
  });

  it("audits every create, update and delete of a post or page with who did it and the slug", async () => {
    const draft = await asStaff(t, editor, "post", "/api/cms/pages").send({
      title: "Audited",
      slug: "audited-page",
      content: "Body",
    });
    expect(draft.status).toBe(201);
    // The form sends every field back; the log names only the one that changed (issue 36).
    const { id: _id, createdAt: _created, updatedAt: _updated, ...form } = draft.body as Record<string, unknown>;
    const saved = await asStaff(t, editor, "put", `/api/cms/pages/${draft.body.id}`).send({
      ...form,
      metaTitle: form.metaTitle ?? "",
      metaDescription: form.metaDescription ?? "",
      content: "New body",
    });
    expect(saved.status).toBe(200);
    await asStaff(t, editor, "delete", `/api/cms/pages/${draft.body.id}`);
    const log = await asStaff(t, owner, "get", "/api/cms/audit-log");
    const entries = (
      log.body as { action: string; entityId: string; actorEmail: string; details: Record<string, unknown> }[]
    ).filter((entry) => entry.entityId === String(draft.body.id) && entry.action.startsWith("page."));
    expect(entries.map((entry) => entry.action)).toEqual(["page.delete", "page.update", "page.create"]);
    expect(entries.every((entry) => entry.actorEmail === "editor@cms.test")).toBe(true);
    expect(entries[1]?.details).toEqual({ slug: "audited-page", fields: "content" });
  });
});
