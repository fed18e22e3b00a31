import { describe, expect, it } from "vitest";
import { buildShareCardSvg, escapeXml, shortenSiteName, wrapTitle } from "./share-card-svg";

const base = {
  title: "Accountants and Auditors",
  score: 62,
  riskLevel: "Medium Risk",
  eyebrow: "AI exposure estimate",
  caption: "Replaceability Score",
  siteName: "AI Job Risk",
};

describe("buildShareCardSvg", () => {
  it("draws a 1200×630 card with the title, score, level, caption and site name", () => {
    const svg = buildShareCardSvg(base);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    for (const text of ["Accountants and", "Auditors", ">62<", ">Medium Risk<", "Replaceability Score", "AI Job Risk"])
      expect(svg).toContain(text);
    expect(svg).toContain('font-family="Inter"');
  });

  it("colours the gauge by level like the result page, and fills it by the score", () => {
    const arc = (svg: string) => /stroke="(#[0-9a-f]{6})" stroke-width="30" stroke-linecap="round"/.exec(svg)?.[1];
    expect(arc(buildShareCardSvg({ ...base, score: 12, riskLevel: "Low Risk" }))).toBe("#00884b");
    expect(arc(buildShareCardSvg(base))).toBe("#c26f00");
    expect(arc(buildShareCardSvg({ ...base, score: 85, riskLevel: "High Risk" }))).toBe("#cc2827");
    const offset = (svg: string) => Number(/stroke-dashoffset="([\d.]+)"/.exec(svg)?.[1]);
    const circumference = 2 * Math.PI * 158;
    expect(offset(buildShareCardSvg({ ...base, score: 0 }))).toBeCloseTo(circumference, 1);
    expect(offset(buildShareCardSvg({ ...base, score: 100 }))).toBeCloseTo(0, 1);
    expect(offset(buildShareCardSvg({ ...base, score: 250 }))).toBeCloseTo(0, 1);
  });

  it("draws an empty ring with no number when there is no score yet", () => {
    const svg = buildShareCardSvg({
      ...base,
      title: "Not scored yet",
      score: null,
      riskLevel: "The job needs confirming",
    });
    expect(svg).toContain(">?<");
    expect(svg).not.toContain("out of 100");
    expect(svg).not.toContain('stroke-linecap="round" stroke-dasharray');
    expect(svg).toContain(">The job needs confirming<");
  });

  it("escapes text, so a title cannot break out of the SVG", () => {
    const svg = buildShareCardSvg({ ...base, title: `R&D <script>"x"</script>` });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain(">R&amp;D</tspan>");
    expect(svg).toContain(">&lt;script&gt;&quot;x&quot;&lt;/script&gt;</tspan>");
    expect(escapeXml(`'`)).toBe("&apos;");
  });
});

describe("wrapTitle", () => {
  it("breaks on words and keeps every word of a title that fits", () => {
    expect(wrapTitle({ title: "Registered Nurses", maxChars: 18 })).toEqual(["Registered Nurses"]);
    expect(wrapTitle({ title: "Accountants and Auditors", maxChars: 20 })).toEqual(["Accountants and", "Auditors"]);
  });

  it("ends an over-long title in an ellipsis after three lines, and cuts a word longer than a line", () => {
    const lines = wrapTitle({
      title:
        "First-Line Supervisors of Transportation and Material Moving Workers, Except Aircraft Cargo Handling Supervisors",
      maxChars: 26,
    });
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(26);
    expect(wrapTitle({ title: "Supercalifragilistic", maxChars: 10 })).toEqual(["Supercali…"]);
  });
});

describe("shortenSiteName", () => {
  it("keeps the brand part of a long site title, so it cannot run into the gauge", () => {
    expect(shortenSiteName("AI Job Risk: Will AI Replace My Job?")).toBe("AI Job Risk");
    expect(shortenSiteName("AI Job Risk | Careers")).toBe("AI Job Risk");
    expect(shortenSiteName("AI Job Risk - Careers")).toBe("AI Job Risk");
    expect(shortenSiteName("Job-Risk")).toBe("Job-Risk");
    expect(shortenSiteName("A very long site title that goes on and on")).toHaveLength(28);
  });
});
