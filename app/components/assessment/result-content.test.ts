import { describe, expect, it } from "vitest";
import { buildCareerBlueprint } from "../../../core/assessment-display/career-blueprint";
import { buildFallbackDebugInfo } from "./mobile-debug";
import { socialShareUrl } from "./share-results";
import { summarizeTaskGroups } from "./task-groups";

describe("buildCareerBlueprint", () => {
  const view = {
    riskScore: 56,
    band: { alpha: 13, beta: 63, gamma: 92 },
    timeline: { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" },
    riskFactors: [{ name: "Prepare financial documents", exposure: 90, description: "18% of the work" }],
    recommendations: {
      skills: [
        {
          name: "Directing AI tools",
          impact: "Medium",
          duration: "1-2 months",
          reason: "Much of this work is exposed",
        },
        { name: "Judgment", impact: "High", duration: "6-12 months" },
      ],
      careerPivots: [{ title: "Financial Managers", matchPercentage: 80, riskScore: 46 }],
      services: [{ name: "Bookkeeping reviews", earning: "$50 - $80" }],
    },
  };

  it("builds the roadmap from this person's skill gaps, in order", () => {
    const blueprint = buildCareerBlueprint(view);
    expect(blueprint.roadmap).toEqual([
      {
        phase: "Next 3 months",
        skill: "Directing AI tools",
        detail: "Much of this work is exposed · about 1-2 months",
      },
      { phase: "Months 3-6", skill: "Judgment", detail: "High · about 6-12 months" },
    ]);
  });

  it("draws the strategy from their pivots and services and the outlook from today's score plus the tool-dependent headroom", () => {
    const blueprint = buildCareerBlueprint(view);
    expect(blueprint.strategy[0]).toBe(
      "Explore a move toward Financial Managers: AI exposure 46/100, 80% of your work carries over.",
    );
    expect(blueprint.strategy).toContain(
      "Test a side income in work you already know well, such as “Bookkeeping reviews” (US$50 - US$80).",
    );
    // Slow adoption keeps today's 56; expected adds half of γ − β (29), fast all of it.
    expect(blueprint.outlook.map((scenario) => scenario.score)).toEqual([56, 71, 85]);
    expect(blueprint.outlook[1]!.label).toBe("Expected (at the expected pace of AI adoption)");
    expect(blueprint.riskFactors).toEqual([
      { name: "Prepare financial documents", description: "18% of the work", exposure: 90 },
    ]);
  });

  it("says where a side income's price comes from, and keeps an old stored service without it", () => {
    const priced = buildCareerBlueprint({
      ...view,
      recommendations: {
        ...view.recommendations,
        services: [
          {
            name: "Freelance bookkeeping",
            earning: "$21 - $30",
            pricedFrom: "Bookkeeping, Accounting, and Auditing Clerks",
            basis: "Priced from what Bookkeeping, Accounting, and Auditing Clerks earn per hour.",
          },
        ],
      },
    });
    expect(priced.strategy).toContain(
      "Test a side income in work you already know well, such as “Freelance bookkeeping” (US$21 - US$30 an hour, what Bookkeeping, Accounting, and Auditing Clerks earn).",
    );
    expect(priced.sideIncomes).toEqual([
      {
        name: "Freelance bookkeeping",
        earning: "US$21 - US$30",
        basis: "Priced from what Bookkeeping, Accounting, and Auditing Clerks earn per hour.",
      },
    ]);
    expect(buildCareerBlueprint(view).sideIncomes).toEqual([
      { name: "Bookkeeping reviews", earning: "US$50 - US$80", basis: null },
    ]);
  });

  it("falls back to the score when there is no band, and still gives one strategy line", () => {
    const blueprint = buildCareerBlueprint({
      ...view,
      band: null,
      recommendations: { skills: [], careerPivots: [], services: [] },
    });
    expect(blueprint.outlook.map((scenario) => scenario.score)).toEqual([56, 56, 56]);
    expect(blueprint.strategy).toEqual(["Retake this assessment every 6-12 months to notice changes early."]);
  });
});

describe("summarizeTaskGroups", () => {
  it("counts exposure labels per group, keeps matched resume lines once and orders by importance", () => {
    const groups = summarizeTaskGroups({
      tasks: [
        { id: "1", group: "Reports", label: "E1", importance: 4, matchedBullet: "Prepared reports" },
        { id: "2", group: "Reports", label: "E2", importance: 3, matchedBullet: "Prepared reports" },
        { id: "3", group: "Meetings", label: "E0", importance: 2 },
      ],
      riskFactors: [{ name: "Reports", kind: "task-group", exposure: 80 }],
    });
    expect(groups).toEqual([
      {
        group: "Reports",
        taskCount: 2,
        direct: 1,
        withTools: 1,
        none: 0,
        exposure: 80,
        importance: 7,
        matchedLines: ["Prepared reports"],
      },
      {
        group: "Meetings",
        taskCount: 1,
        direct: 0,
        withTools: 0,
        none: 1,
        exposure: null,
        importance: 2,
        matchedLines: [],
      },
    ]);
  });
});

describe("buildFallbackDebugInfo", () => {
  it("holds the fields of the fallback_triggered report, with the agent cut to 200 characters", () => {
    const info = buildFallbackDebugInfo({
      userAgent: "A".repeat(300) + " Android",
      responseStatus: 200,
      aiStatus: { success: false, fallbackUsed: true, reason: "timeout" },
      online: true,
      connection: { effectiveType: "4g" },
      isAndroid: true,
      isMobile: true,
      now: new Date("2026-11-22T10:00:00Z"),
    });
    expect(info).toEqual({
      userAgent: "A".repeat(200),
      responseStatus: 200,
      aiStatus: { success: false, fallbackUsed: true, reason: "timeout" },
      networkStatus: "online",
      timestamp: "2026-11-22T10:00:00.000Z",
      isAndroid: true,
      requestHeaders: ["X-Mobile-Request", "X-User-Agent", "X-Android-Request"],
      connectionType: "4g",
      reason: "timeout",
    });
  });
});

describe("socialShareUrl", () => {
  it("shares the site origin on LinkedIn and X", () => {
    expect(socialShareUrl({ network: "linkedin", origin: "https://aijobrisk.example" })).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Faijobrisk.example",
    );
    expect(socialShareUrl({ network: "x", origin: "https://aijobrisk.example" })).toContain(
      "&url=https%3A%2F%2Faijobrisk.example",
    );
  });
});
