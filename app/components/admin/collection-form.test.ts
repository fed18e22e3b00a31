import { describe, expect, it } from "vitest";
import { blogPostType } from "../../../core/content-types/blog-post-type";
import { countryGuideType } from "../../../core/content-types/country-guide-type";
import { pageType } from "../../../core/content-types/page-type";
import {
  applyTitleChange,
  buildEditDraft,
  buildNewDraft,
  buildRequestBody,
  listBlankRequired,
  readSlugPlaceholder,
} from "./collection-form";

// The post and page forms are derived from their types like every other (ADR 028); the spec's
// form rules (content-and-cms.md §4, §5) follow from their field definitions.

describe("the blog post form, derived from the post type", () => {
  it("starts a new post as a draft, featured image included, keywords as one comma-separated line", () => {
    expect(buildNewDraft({ type: blogPostType, role: "editor" })).toEqual({
      title: "",
      slug: "",
      excerpt: "",
      content: "",
      featuredImage: "",
      metaTitle: "",
      metaDescription: "",
      keywords: "",
      status: "draft",
    });
  });

  it("makes an empty slug from the title on save (the blog rule) and splits the keywords on commas", () => {
    const draft = {
      ...buildNewDraft({ type: blogPostType, role: "owner" }),
      title: "AI & Jobs: 2030",
      keywords: "ai, jobs, , ",
    };
    expect(buildRequestBody({ type: blogPostType, draft })).toMatchObject({
      slug: "ai-jobs-2030",
      keywords: ["ai", "jobs"],
    });
    expect(readSlugPlaceholder({ field: blogPostType.fields[1], draft })).toBe("ai-jobs-2030");
    expect(buildRequestBody({ type: blogPostType, draft: { ...draft, slug: "kept" } }).slug).toBe("kept");
  });

  it("edits a stored post without the server's bookkeeping, its keywords joined by commas", () => {
    const stored = {
      id: 4,
      title: "T",
      keywords: ["a", "b"],
      featuredImage: "/media/x.png",
      publishedAt: null,
      createdAt: "x",
    };
    expect(buildEditDraft({ type: blogPostType, item: stored })).toEqual({
      title: "T",
      keywords: "a, b",
      featuredImage: "/media/x.png",
    });
  });

  it("asks for a title and content before it saves", () => {
    expect(listBlankRequired({ type: blogPostType, draft: { title: " ", content: "x" } })).toEqual(["title"]);
    expect(blogPostType.admin.requiredBeforeSave?.message).toBe("Title and content are required");
  });
});

describe("the page form, derived from the page type", () => {
  it("starts a new page visible for the owner and hidden for an editor", () => {
    expect(buildNewDraft({ type: pageType, role: "owner" })).toMatchObject({
      isVisible: true,
      template: "default",
      keywords: [],
    });
    expect(buildNewDraft({ type: pageType, role: "editor" }).isVisible).toBe(false);
  });

  it("derives the slug while the title is typed, only while creating and while the slug is empty or still derived", () => {
    let draft = buildNewDraft({ type: pageType, role: "owner" });
    draft = applyTitleChange({ type: pageType, draft, title: "Our Method", isNew: true });
    expect(draft.slug).toBe("our-method");
    draft = applyTitleChange({ type: pageType, draft, title: "Our Method, Explained!", isNew: true });
    expect(draft.slug).toBe("our-method-explained");
    draft = applyTitleChange({ type: pageType, draft: { ...draft, slug: "method" }, title: "Other", isNew: true });
    expect(draft.slug).toBe("method");
    const editing = applyTitleChange({ type: pageType, draft: { title: "A", slug: "a" }, title: "B", isNew: false });
    expect(editing.slug).toBe("a");
  });

  it("keeps Save disabled without a title or slug (no message: the button says it)", () => {
    expect(listBlankRequired({ type: pageType, draft: { title: "T", slug: "" } })).toEqual(["slug"]);
    expect(Object.keys(pageType.admin.requiredBeforeSave ?? {})).toEqual(["fields"]);
  });
});

describe("a guide's form", () => {
  it("starts its job items with no occupation chosen", () => {
    const draft = buildNewDraft({ type: countryGuideType, role: "owner" });
    const sections = draft.sections as { resistantJobsByRegion: { items: { jobs: unknown[] }[] } };
    expect(sections.resistantJobsByRegion.items[0]?.jobs).toEqual([
      { title: "", occupation: null },
      { title: "", occupation: null },
      { title: "", occupation: null },
    ]);
  });
});
