import { describe, expect, it } from "vitest";
import { decideApproval, diffSnapshot, reviewableChanges } from "./approval-state";

describe("the approval state machine", () => {
  it("decides a pending approval once", () => {
    expect(decideApproval({ status: "pending", decision: "approved" })).toEqual({ ok: true, status: "approved" });
    expect(decideApproval({ status: "approved", decision: "rejected" }).ok).toBe(false);
    expect(decideApproval({ status: "rejected", decision: "approved" }).ok).toBe(false);
  });
  it("diffs the snapshot against the current row, ignoring timestamps", () => {
    expect(
      diffSnapshot({
        snapshot: { title: "A", content: "x", updatedAt: 1 },
        current: { title: "B", content: "x", updatedAt: 2, extra: 1 },
      }),
    ).toEqual([{ field: "title", submitted: "A", current: "B" }]);
    expect(diffSnapshot({ snapshot: { title: "A" }, current: null })).toEqual([]);
  });
  it("finds the reviewable fields changed since submission, ignoring what approving itself changes", () => {
    const snapshot = { title: "A", content: "x", keywords: ["a"], status: "draft", publishedAt: null, updatedAt: "1" };
    expect(
      reviewableChanges({
        contentType: "blog_post",
        snapshot,
        current: { ...snapshot, status: "published", publishedAt: "2", updatedAt: "2" },
      }),
    ).toEqual([]);
    expect(
      reviewableChanges({ contentType: "blog_post", snapshot, current: { ...snapshot, keywords: ["a", "b"] } }),
    ).toEqual(["keywords"]);
    expect(
      reviewableChanges({
        contentType: "page",
        snapshot: { content: "x", isVisible: false },
        current: { content: "y", isVisible: true },
      }),
    ).toEqual(["content"]);
    expect(
      reviewableChanges({
        contentType: "media",
        snapshot: { altText: null, isApproved: false },
        current: { altText: "New", isApproved: true },
      }),
    ).toEqual(["altText"]);
  });
});
