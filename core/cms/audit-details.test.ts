import { describe, expect, it } from "vitest";
import { describeAuditDetails } from "./audit-details";

describe("audit entry details", () => {
  it("shows a setting change as from → to, with the approval that applied it", () => {
    expect(describeAuditDetails({ from: "Old title", to: "New title", approvalId: 7 })).toEqual({
      change: { from: "Old title", to: "New title" },
      facts: [{ label: "Submission", value: "#7" }],
    });
  });
  it("keeps a missing previous value apart from an empty one", () => {
    expect(describeAuditDetails({ from: null, to: "" }).change).toEqual({ from: null, to: "" });
    expect(describeAuditDetails({ from: "<script>x()</script>" }).change).toEqual({
      from: "<script>x()</script>",
      to: null,
    });
  });
  it("shows the review message and the submitter of a decision", () => {
    expect(
      describeAuditDetails({
        approvalId: 3,
        reviewMessage: "Please cite the study",
        submitterName: "Eddie Editor",
        submitterEmail: "eddie@example.org",
      }),
    ).toEqual({
      change: null,
      facts: [
        { label: "Submission", value: "#3" },
        { label: "Review message", value: "Please cite the study" },
        { label: "Submitted by", value: "Eddie Editor" },
        { label: "Submitter e-mail", value: "eddie@example.org" },
      ],
    });
  });
  it("leaves out empty facts and names unknown ones by their key", () => {
    expect(describeAuditDetails({ reviewMessage: null, email: "e@x.org", role: "editor", extra: { a: 1 } })).toEqual({
      change: null,
      facts: [
        { label: "Account", value: "e@x.org" },
        { label: "Role", value: "editor" },
        { label: "extra", value: '{"a":1}' },
      ],
    });
    expect(describeAuditDetails(undefined)).toEqual({ change: null, facts: [] });
  });
});
