import { describe, expect, it } from "vitest";
import { estimateTimeline, TIMELINE_TIERS } from "./timeline";

const narrowBand = { alpha: 40, gamma: 60 };

describe("estimateTimeline", () => {
  it("uses the product's default wording for a middling job with neutral adoption evidence", () => {
    const { timeline, tier } = estimateTimeline({ riskScore: 50, adoptionRanks: [], band: narrowBand });
    expect(tier).toBe(2);
    expect(timeline).toEqual({ aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" });
  });

  it("moves sooner with higher exposure and heavier observed AI use", () => {
    const slow = estimateTimeline({ riskScore: 50, adoptionRanks: [0.1, 0.2], band: narrowBand });
    const fast = estimateTimeline({ riskScore: 50, adoptionRanks: [0.9, 0.95], band: narrowBand });
    const exposed = estimateTimeline({ riskScore: 95, adoptionRanks: [0.9], band: narrowBand });
    expect(fast.tier).toBeLessThan(slow.tier);
    expect(exposed.tier).toBe(0);
  });

  it("pushes the conservative end later when much of the exposure depends on tools (wide band)", () => {
    const narrow = estimateTimeline({ riskScore: 50, adoptionRanks: [], band: narrowBand });
    const wide = estimateTimeline({ riskScore: 50, adoptionRanks: [], band: { alpha: 10, gamma: 90 } });
    expect(wide.timeline.median).toBe(narrow.timeline.median);
    expect(wide.timeline.conservative).toBe(TIMELINE_TIERS[3]!.conservative);
  });

  it("puts an unexposed job on the slowest tier", () => {
    expect(estimateTimeline({ riskScore: 0, adoptionRanks: [0], band: { alpha: 0, gamma: 0 } }).tier).toBe(4);
  });
});
