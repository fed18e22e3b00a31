import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, openStaffApp } from "../api/cms-staff-session";
import type { TestApp } from "../helpers/test-app";

/**
 * Issue 28, "Delete an archived post as an editor": editing an archived owner's post was refused
 * (403) but deleting it worked (200). An editor deletes only what they may edit
 * (core/cms/role-rules.ts): draft posts, hidden pages, media not yet approved.
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

async function createPost(status: "draft" | "published" | "archived", slug: string): Promise<number> {
  const res = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({ title: "T", slug, content: "C", status });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe("an editor deletes only what they may edit", () => {
  it("refuses an editor deleting an archived post, as editing it is refused, and keeps the post", async () => {
    const id = await createPost("archived", "archived-by-owner");
    const edit = await asStaff(t, editor, "put", `/api/cms/blog-posts/${id}`).send({ title: "Changed" });
    expect(edit.status).toBe(403);
    const remove = await asStaff(t, editor, "delete", `/api/cms/blog-posts/${id}`);
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ error: "Only the owner can delete archived posts" });
    const posts = await asStaff(t, owner, "get", "/api/cms/blog-posts");
    expect(posts.body.some((post: { id: number }) => post.id === id)).toBe(true);
  });

  it("refuses an editor deleting a published post", async () => {
    const id = await createPost("published", "published-by-owner");
    expect((await asStaff(t, editor, "delete", `/api/cms/blog-posts/${id}`)).status).toBe(403);
  });

  it("lets an editor delete a draft, and the owner an archived post", async () => {
    const draft = await createPost("draft", "a-draft");
    expect((await asStaff(t, editor, "delete", `/api/cms/blog-posts/${draft}`)).status).toBe(200);
    const archived = await createPost("archived", "owner-archived");
    expect((await asStaff(t, owner, "delete", `/api/cms/blog-posts/${archived}`)).status).toBe(200);
  });

  it("refuses an editor deleting a visible page, and lets them delete a hidden one", async () => {
    const visible = await asStaff(t, owner, "post", "/api/cms/pages").send({
      title: "V",
      slug: "visible-page",
      content: "C",
      isVisible: true,
    });
    expect((await asStaff(t, editor, "delete", `/api/cms/pages/${visible.body.id}`)).status).toBe(403);
    const hidden = await asStaff(t, owner, "post", "/api/cms/pages").send({
      title: "H",
      slug: "hidden-page",
      content: "C",
      isVisible: false,
    });
    expect((await asStaff(t, editor, "delete", `/api/cms/pages/${hidden.body.id}`)).status).toBe(200);
  });
});
