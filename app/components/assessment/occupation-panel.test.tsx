import { describe, expect, it } from "vitest";
import type { MatchedOccupation } from "../../../core/assessment/assessment-view";
import { renderPageForTest } from "../content/render-page-for-test";
import { OccupationPanel } from "./occupation-panel";

const occupation: MatchedOccupation = {
  code: "43-3031.00",
  title: "Bookkeeping, Accounting, and Auditing Clerks",
  confidence: 0.42,
  sureEnough: false,
  matchedBy: "engine",
  alternatives: [{ code: "13-2011.00", title: "Accountants and Auditors", confidence: 0.3 }],
};

/** Server-rendered panel, without the comment markers React puts between adjacent text parts. */
function render(matched: MatchedOccupation | null, ownerKey: string | null = "owner-key-of-this-browser"): string {
  return renderPageForTest({
    Component: (() => <OccupationPanel assessmentId="a1" occupation={matched} ownerKey={ownerKey} />) as never,
    path: "/assessment/a1",
  }).replaceAll("<!-- -->", "");
}

describe("the matched-occupation panel", () => {
  it("asks 'Is this your job?' above the alternatives when the matcher was not sure", () => {
    const html = render(occupation);
    expect(html).toContain("O*NET-SOC 43-3031.00 · 42% match confidence");
    expect(html).toContain("Is this your job?");
    expect(html.indexOf("Is this your job?")).toBeLessThan(html.indexOf("Accountants and Auditors"));
  });

  it("does not ask when the match is sure, and still offers another pick", () => {
    const html = render({ ...occupation, sureEnough: true, confidence: 0.93 });
    expect(html).not.toContain("Is this your job?");
    expect(html).toContain("Not your job? Pick another");
  });

  it.each([
    ["engine", "Matched by our engine"],
    ["ai", "Chosen with your AI model from our top 10"],
    ["visitor", "Chosen by you"],
  ] as const)("says how the occupation was chosen (%s)", (matchedBy, text) => {
    const html = render({ ...occupation, matchedBy });
    expect(html).toContain(text);
    // Only our engine's choice carries our confidence figure.
    expect(html.includes("% match confidence")).toBe(matchedBy === "engine");
  });

  it("offers no question, alternatives or picker to a browser without the owner key, and still names the occupation", () => {
    const html = render(occupation, null);
    expect(html).toContain("Bookkeeping, Accounting, and Auditing Clerks");
    expect(html).toContain("O*NET-SOC 43-3031.00");
    expect(html).not.toContain("Is this your job?");
    expect(html).not.toContain("Accountants and Auditors");
    expect(html).not.toContain("Not your job? Pick another");
  });

  it("says the score rests on the visitor's own description when no occupation matched", () => {
    const html = render(null);
    expect(html).toContain("We could not match a standard occupation");
    expect(html).not.toContain("Is this your job?");
  });
});
