import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentRevision } from "../../services/platform/content-revision";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp } from "./cms-staff-session";

let t: TestApp;
let owner = "";

beforeAll(async () => {
  ({ t, owner } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

const revision = () => readContentRevision({ db: t.database.db });

describe("/api/cms/blog-posts", () => {
  it("creates a post with every field and answers the row", async () => {
    const res = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Will AI replace nurses?",
      slug: "will-ai-replace-nurses",
      excerpt: "Short answer: no.",
      content: "Long answer.",
      metaTitle: "Will AI replace nurses? The evidence",
      metaDescription: "What the research says.",
      keywords: ["nursing", " AI ", "nursing", ""].filter(Boolean),
      status: "draft",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      slug: "will-ai-replace-nurses",
      status: "draft",
      keywords: ["nursing", "AI"],
      publishedAt: null,
    });
  });

  it("lists every post, drafts included", async () => {
    const res = await asStaff(t, owner, "get", "/api/cms/blog-posts");
    expect(res.status).toBe(200);
    expect(res.body.map((post: { slug: string }) => post.slug)).toContain("will-ai-replace-nurses");
  });

  it("answers validation errors with a 400 naming the field", async () => {
    const noTitle = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({ slug: "x", content: "c" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toEqual({ error: "Title is required" });
    const noContent = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "t",
      slug: "x",
      content: "",
    });
    expect(noContent.body).toEqual({ error: "Content is required" });
    const badSlug = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "t",
      slug: "Bad Slug!",
      content: "c",
    });
    expect(badSlug.body).toEqual({ error: "Slug may contain only lowercase letters, digits and single hyphens" });
    const badStatus = await asStaff(t, owner, "put", "/api/cms/blog-posts/1").send({ status: "live" });
    expect(badStatus.body).toEqual({ error: "Status must be draft, published or archived" });
    const malformed = await asStaff(t, owner, "put", "/api/cms/blog-posts/abc").send({});
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "Post id must be a whole number from 1 to 2147483647" });
  });

  it("answers a duplicate slug with a 409, on create and on update", async () => {
    const dup = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Again",
      slug: "will-ai-replace-nurses",
      content: "c",
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: "A post with this slug already exists" });
    const other = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Other",
      slug: "other-post",
      content: "c",
    });
    const clash = await asStaff(t, owner, "put", `/api/cms/blog-posts/${other.body.id}`).send({
      slug: "will-ai-replace-nurses",
    });
    expect(clash.status).toBe(409);
  });

  it("updates partially (content tab, meta tab, keywords tab) and answers 404 for an unknown id", async () => {
    const created = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Partial",
      slug: "partial",
      content: "c",
    });
    const id = created.body.id as number;
    expect(
      (await asStaff(t, owner, "put", `/api/cms/blog-posts/${id}`).send({ title: "Partial 2", content: "c2" })).body,
    ).toMatchObject({ title: "Partial 2", content: "c2" });
    expect(
      (
        await asStaff(t, owner, "put", `/api/cms/blog-posts/${id}`).send({
          metaTitle: "M",
          metaDescription: "D",
          slug: "partial-2",
        })
      ).body,
    ).toMatchObject({ metaTitle: "M", slug: "partial-2" });
    expect(
      (await asStaff(t, owner, "put", `/api/cms/blog-posts/${id}`).send({ keywords: ["a", "b"] })).body.keywords,
    ).toEqual(["a", "b"]);
    const missing = await asStaff(t, owner, "put", "/api/cms/blog-posts/999999").send({ title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Post not found" });
    expect((await asStaff(t, owner, "delete", "/api/cms/blog-posts/999999")).status).toBe(404);
  });

  it("sets publishedAt and bumps the content revision when the owner publishes, and again on delete", async () => {
    const before = await revision();
    const created = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: "Pub",
      slug: "pub",
      content: "c",
      status: "published",
    });
    expect(created.body.publishedAt).not.toBeNull();
    expect(await revision()).toBeGreaterThan(before);
    const mid = await revision();
    expect((await asStaff(t, owner, "delete", `/api/cms/blog-posts/${created.body.id}`)).status).toBe(200);
    expect(await revision()).toBeGreaterThan(mid);
  });

  it("stores script-like text as plain text", async () => {
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await asStaff(t, owner, "post", "/api/cms/blog-posts").send({
      title: xss,
      slug: "xss-title",
      content: xss,
    });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(xss);
  });
});

describe("/api/cms/pages", () => {
  it("creates, lists, updates and deletes a page", async () => {
    const created = await asStaff(t, owner, "post", "/api/cms/pages").send({
      title: "About",
      slug: "about",
      content: "Who we are",
      metaTitle: "About us",
      metaDescription: "About",
      keywords: ["a", "b", "c", "d"],
      template: "landing",
      isVisible: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ template: "landing", isVisible: true, keywords: ["a", "b", "c", "d"] });
    expect((await asStaff(t, owner, "get", "/api/cms/pages")).body).toHaveLength(1);
    const updated = await asStaff(t, owner, "put", `/api/cms/pages/${created.body.id}`).send({
      isVisible: false,
      template: "blog",
    });
    expect(updated.body).toMatchObject({ isVisible: false, template: "blog" });
    expect((await asStaff(t, owner, "delete", `/api/cms/pages/${created.body.id}`)).status).toBe(200);
    expect((await asStaff(t, owner, "delete", `/api/cms/pages/${created.body.id}`)).status).toBe(404);
  });

  it("validates the template and the slug, and answers 409 for a duplicate slug", async () => {
    expect(
      (
        await asStaff(t, owner, "post", "/api/cms/pages").send({
          title: "T",
          slug: "t",
          content: "c",
          template: "fancy",
        })
      ).body,
    ).toEqual({
      error: "Template must be default, landing, assessment or blog",
    });
    expect((await asStaff(t, owner, "post", "/api/cms/pages").send({ title: "T", content: "c" })).body).toEqual({
      error: "Slug is required",
    });
    await asStaff(t, owner, "post", "/api/cms/pages").send({ title: "T", slug: "taken", content: "c" });
    const dup = await asStaff(t, owner, "post", "/api/cms/pages").send({ title: "T", slug: "taken", content: "c" });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: "A page with this slug already exists" });
  });
});

describe("reserved page slugs", () => {
  it("refuses a page at an address the site itself uses, on create and on update", async () => {
    for (const slug of ["admin", "api", "blog", "faq", "privacy", "usa", "ai-careers", "media"]) {
      const res = await asStaff(t, owner, "post", "/api/cms/pages").send({ title: "T", slug, content: "c" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "This address is used by the site; choose another slug" });
    }
    const page = await asStaff(t, owner, "post", "/api/cms/pages").send({
      title: "Partners",
      slug: "partners",
      content: "c",
    });
    expect(page.status).toBe(201);
    const moved = await asStaff(t, owner, "put", `/api/cms/pages/${page.body.id}`).send({ slug: "contact" });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ error: "This address is used by the site; choose another slug" });
    expect(
      (await asStaff(t, owner, "put", `/api/cms/pages/${page.body.id}`).send({ slug: "our-partners" })).status,
    ).toBe(200);
  });
});

describe("/api/cms/settings", () => {
  it("creates a setting, then updates it by key, auditing both and bumping the revision", async () => {
    const before = await revision();
    const created = await asStaff(t, owner, "post", "/api/cms/settings").send({
      key: "promo_text",
      value: "Hello",
      type: "text",
      description: "Promo",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: "promo_text", value: "Hello", type: "text", description: "Promo" });
    const updated = await asStaff(t, owner, "post", "/api/cms/settings").send({
      key: "promo_text",
      value: "Bye",
      type: "text",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, value: "Bye", description: "Promo" });
    expect(await revision()).toBeGreaterThan(before);
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as {
      action: string;
      entityId: string;
      details: { from: string | null; to: string };
    }[];
    expect(log.find((entry) => entry.action === "setting.update" && entry.entityId === "promo_text")?.details).toEqual({
      from: "Hello",
      to: "Bye",
    });
    expect(log.some((entry) => entry.action === "setting.create" && entry.entityId === "promo_text")).toBe(true);
  });

  it("answers 409 when the custom tab adds a key that exists", async () => {
    await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "custom_one", value: "1" });
    const dup = await asStaff(t, owner, "post", "/api/cms/settings").send({
      key: "custom_one",
      value: "2",
      createOnly: true,
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: "A setting with this key already exists" });
  });

  it("checks values against their type and requires a key", async () => {
    expect(
      (await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "n", value: "abc", type: "number" })).body,
    ).toEqual({ error: "Value must be a number" });
    expect(
      (await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "b", value: "yes", type: "boolean" })).body,
    ).toEqual({ error: "Value must be true or false" });
    expect(
      (await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "j", value: "{", type: "json" })).body,
    ).toEqual({ error: "Value must be valid JSON" });
    expect((await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "", value: "x" })).body).toEqual({
      error: "Key is required",
    });
    expect((await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "k" })).body).toEqual({
      error: "Value is required",
    });
  });

  it("deletes a setting by id (audited) and answers 404 for an unknown one", async () => {
    const created = await asStaff(t, owner, "post", "/api/cms/settings").send({ key: "to_delete", value: "x" });
    expect((await asStaff(t, owner, "delete", `/api/cms/settings/${created.body.id}`)).status).toBe(200);
    expect((await asStaff(t, owner, "delete", `/api/cms/settings/${created.body.id}`)).status).toBe(404);
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as { action: string; entityId: string }[];
    expect(log.some((entry) => entry.action === "setting.delete" && entry.entityId === "to_delete")).toBe(true);
  });

  it("changes what the public site reads (site_title)", async () => {
    await asStaff(t, owner, "post", "/api/cms/settings").send({
      key: "site_title",
      value: "Changed Title",
      type: "text",
    });
    expect((await t.services.settings.getSettingsMap()).site_title).toBe("Changed Title");
  });
});
