import { describe, expect, it } from "vitest";
import { decideApproval, diffSnapshot } from "./approval-state";

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
});
