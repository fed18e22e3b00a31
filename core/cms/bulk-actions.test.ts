import { describe, expect, it } from "vitest";
import { planBulkAction, type BulkPost } from "./bulk-actions";

const posts: BulkPost[] = [
  { id: 1, title: "Nurses and robots", slug: "old", keywords: ["care"], metaTitle: null },
  { id: 2, title: "AI at work", slug: "ai-at-work", keywords: ["AI"], metaTitle: "AI at work | Site" },
  { id: 3, title: "Automation Today", slug: "x", keywords: [], metaTitle: null },
];

describe("bulk actions", () => {
  it("blocks when no action is chosen", () => expect(planBulkAction({ action: "", posts }).ok).toBe(false));
  it("needs a keyword for add-keyword and skips posts that have it", () => {
    expect(planBulkAction({ action: "add-keyword", posts, keyword: " " }).ok).toBe(false);
    const plan = planBulkAction({ action: "add-keyword", posts, keyword: "ai" });
    expect(plan.ok && plan.updates.map((u) => u.id)).toEqual([1, 3]);
  });
  it("fills {title} in the meta template and needs a template", () => {
    expect(planBulkAction({ action: "update-meta", posts, template: "" }).ok).toBe(false);
    const plan = planBulkAction({ action: "update-meta", posts, template: "{title} | Site" });
    expect(plan.ok && plan.updates).toEqual([
      { id: 1, changes: { metaTitle: "Nurses and robots | Site" } },
      { id: 3, changes: { metaTitle: "Automation Today | Site" } },
    ]);
  });
  it("appends the suffix only to titles lacking 'ai' or 'automation'", () => {
    const plan = planBulkAction({
      action: "optimize-titles",
      posts: [posts[0]!, posts[2]!, { ...posts[0]!, id: 9, title: "Teachers" }],
    });
    expect(plan.ok && plan.updates).toEqual([
      { id: 1, changes: { title: "Nurses and robots - AI & Automation Impact" } },
      { id: 9, changes: { title: "Teachers - AI & Automation Impact" } },
    ]);
  });
  it("generates slugs from titles, skipping unchanged ones", () => {
    const plan = planBulkAction({ action: "generate-slugs", posts });
    expect(plan.ok && plan.updates).toEqual([
      { id: 1, changes: { slug: "nurses-and-robots" } },
      { id: 3, changes: { slug: "automation-today" } },
    ]);
  });
});
