import { describe, expect, it } from "vitest";
import { describeBulkOutcome, planBulkAction, splitBulkUpdatesByRole, type BulkPost } from "./bulk-actions";

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

describe("bulk actions by role", () => {
  const statuses = [
    { id: 1, status: "draft" },
    { id: 2, status: "published" },
    { id: 3, status: "archived" },
  ];
  const updates = [
    { id: 1, changes: { title: "a" } },
    { id: 2, changes: { title: "b" } },
    { id: 3, changes: { title: "c" } },
  ];
  it("skips an editor's updates to published and archived posts instead of sending them", () => {
    const split = splitBulkUpdatesByRole({ updates, posts: statuses, role: "editor" });
    expect(split.allowed.map((update) => update.id)).toEqual([1]);
    expect(split.skipped.map((update) => update.id)).toEqual([2, 3]);
  });
  it("sends every update for the owner", () => {
    expect(splitBulkUpdatesByRole({ updates, posts: statuses, role: "owner" })).toEqual({
      allowed: updates,
      skipped: [],
    });
  });
  it("reports how many were updated, skipped and failed", () => {
    expect(describeBulkOutcome({ updated: 3, skipped: 0, failed: 0 })).toBe("3 post(s) updated.");
    expect(describeBulkOutcome({ updated: 1, skipped: 2, failed: 1 })).toBe(
      "1 post(s) updated. 2 skipped: only the owner can change published content. 1 failed.",
    );
  });
});
