import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Occupation, OccupationDataset } from "../../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../../occupations/packed-dataset";
import { CAREER_LADDERS } from "./career-ladders";
import type { LadderStep } from "./catalogue-types";

const dataset: OccupationDataset = unpackOccupationDataset(
  JSON.parse(
    gunzipSync(readFileSync(new URL("../../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
  ) as PackedOccupationDataset,
);
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));

/**
 * Steps that pay less than the job they start from, on purpose. Each says why; each must still be
 * needed (the test fails when an exception no longer is one).
 */
const PAY_EXCEPTIONS: readonly { from: string; to: string; reason: string }[] = [
  {
    from: "15-1252.00",
    to: "15-1299.08",
    reason:
      "OEWS publishes no wage for systems and software architects: 15-1299.08 carries the figure for all " +
      "'Computer Occupations, All Other', which is below developers' median, though architect is the senior rung.",
  },
  {
    from: "49-3011.00",
    to: "49-1011.00",
    reason:
      "The two medians differ by $10 a year; lead mechanic to maintenance supervisor is the usual promotion in aviation.",
  },
];

const CODE = /^\d{2}-\d{4}\.\d{2}$/;
const CODE_OR_PREFIX = /^\d{2}-\d{1,4}(\.\d{2})?$/;

function occupationsUnder(key: string): Occupation[] {
  return dataset.occupations.filter((occupation) => occupation.code.startsWith(key));
}

/** The ladder the engine shows for an occupation: the entries of the longest key that matches it. */
function ladderOf(code: string): LadderStep[] {
  const keys = [...new Set(CAREER_LADDERS.map((step) => step.from))].filter((key) => code.startsWith(key));
  if (keys.length === 0) return [];
  const longest = keys.reduce((a, b) => (b.length > a.length ? b : a));
  return CAREER_LADDERS.filter((step) => step.from === longest);
}

function medianWage(code: string): number | null {
  return byCode.get(code)?.labourMarket?.medianAnnualWage ?? null;
}

describe("career ladders: the table's shape", () => {
  it.each(CAREER_LADDERS.map((step) => [`${step.from} → ${step.to}`, step] as const))(
    "%s: a from that is a code or prefix, a full code to go to, and a short why with no figures",
    (_, step) => {
      expect(step.from).toMatch(CODE_OR_PREFIX);
      expect(step.to).toMatch(CODE);
      expect(step.why.trim()).toBe(step.why);
      expect(step.why).toMatch(/^[A-Z].{30,}[.]$/);
      expect(step.why.length).toBeLessThanOrEqual(220);
      // No figures (the card shows pay and exposure), at most two sentences.
      expect(step.why).not.toMatch(/[\d$%]/);
      expect(step.why.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== "").length).toBeLessThanOrEqual(2);
    },
  );

  it("has no duplicate (from, to) pair", () => {
    const pairs = CAREER_LADDERS.map((step) => `${step.from} → ${step.to}`);
    expect(pairs.filter((pair, index) => pairs.indexOf(pair) !== index)).toEqual([]);
  });
});

describe("career ladders against the dataset", () => {
  it("starts every step from codes that exist: a prefix covers at least one occupation", () => {
    const missing = CAREER_LADDERS.filter((step) => occupationsUnder(step.from).length === 0).map((step) => step.from);
    expect(missing).toEqual([]);
  });

  it("leads every step to an occupation in the dataset whose pay is published", () => {
    const missing = CAREER_LADDERS.filter((step) => !byCode.has(step.to) || medianWage(step.to) === null);
    expect(missing.map((step) => step.to)).toEqual([]);
  });

  it("never leads an occupation to itself", () => {
    const loops = CAREER_LADDERS.filter((step) => step.to.startsWith(step.from));
    expect(loops.map((step) => `${step.from} → ${step.to}`)).toEqual([]);
  });

  it("never pays less than any job the step starts from, except the listed exceptions", () => {
    const cuts: string[] = [];
    const needed = new Set<string>();
    for (const step of CAREER_LADDERS) {
      const toWage = medianWage(step.to);
      for (const occupation of occupationsUnder(step.from)) {
        const fromWage = occupation.labourMarket?.medianAnnualWage ?? null;
        if (toWage === null || fromWage === null || toWage >= fromWage) continue;
        const exception = PAY_EXCEPTIONS.find((entry) => entry.from === step.from && entry.to === step.to);
        if (exception) needed.add(`${exception.from} → ${exception.to}`);
        else cuts.push(`${occupation.code} → ${step.to}: ${fromWage} → ${toWage}`);
      }
    }
    expect(cuts).toEqual([]);
    expect(PAY_EXCEPTIONS.map((entry) => `${entry.from} → ${entry.to}`)).toEqual([...needed].sort());
  });

  it("never leaps more than two Job Zones, the most a counsellor's two-step move takes", () => {
    const leaps: string[] = [];
    for (const step of CAREER_LADDERS) {
      const toZone = byCode.get(step.to)?.jobZone ?? null;
      for (const occupation of occupationsUnder(step.from))
        if (toZone !== null && occupation.jobZone !== null && toZone - occupation.jobZone > 2)
          leaps.push(`${occupation.code} (zone ${occupation.jobZone}) → ${step.to} (zone ${toZone})`);
    }
    expect(leaps).toEqual([]);
  });

  it("repeats a prefix's steps under every longer key below it, so one ladder applies whichever key the engine takes", () => {
    const keys = [...new Set(CAREER_LADDERS.map((step) => step.from))];
    const gaps: string[] = [];
    for (const broad of keys)
      for (const narrow of keys)
        if (narrow !== broad && narrow.startsWith(broad)) {
          const narrowTargets = new Set(CAREER_LADDERS.filter((step) => step.from === narrow).map((step) => step.to));
          for (const step of CAREER_LADDERS.filter((entry) => entry.from === broad))
            if (!narrowTargets.has(step.to)) gaps.push(`${narrow} lacks ${broad} → ${step.to}`);
        }
    expect(gaps).toEqual([]);
  });

  it("gives an occupation one to three steps", () => {
    const crowded = dataset.occupations
      .map((occupation) => [occupation.code, ladderOf(occupation.code).length] as const)
      .filter(([, count]) => count > 3);
    expect(crowded).toEqual([]);
  });
});

describe("career ladders: the rungs a counsellor named", () => {
  const climbs = (from: string, to: string) =>
    ladderOf(from)
      .map((step) => step.to)
      .includes(to);

  it.each([
    ["cook → chef", "35-2014.00", "35-1011.00"],
    ["bookkeeper → accountant", "43-3031.00", "13-2011.00"],
    ["registered nurse → nurse practitioner", "29-1141.00", "29-1171.00"],
    ["real estate agent → broker", "41-9022.00", "41-9021.00"],
    ["bank teller → loan officer", "43-3071.00", "13-2072.00"],
    ["paralegal → lawyer", "23-2011.00", "23-1011.00"],
    ["graphic designer → art director", "27-1024.00", "27-1011.00"],
  ])("issue #35's ladder: %s", (_, from, to) => {
    expect(climbs(from, to)).toBe(true);
  });

  it.each([
    ["ICU nurse → nurse practitioner", "29-1141.03", "29-1171.00"],
    ["ICU nurse → nurse anesthetist", "29-1141.03", "29-1151.00"],
    ["every registered nurse specialisation but the psychiatric APRN → nurse practitioner", "29-1141.01", "29-1171.00"],
    ["nurse → nurse manager", "29-1141.00", "11-9111.00"],
    ["line cook → food service manager", "35-2014.00", "11-9051.00"],
    ["real estate agent → property manager", "41-9022.00", "11-9141.00"],
    ["bookkeeper → tax preparer", "43-3031.00", "13-2082.00"],
    ["paralegal → compliance officer", "23-2011.00", "13-1041.00"],
    ["teller → loan interviewer", "43-3071.00", "43-4131.00"],
    ["electrician → construction supervisor", "47-2111.00", "47-1011.00"],
    ["electrician → electrical inspector", "47-2111.00", "47-4011.00"],
    ["mechanical engineer → engineering manager", "17-2141.00", "11-9041.00"],
    ["civil engineer → engineering manager", "17-2051.00", "11-9041.00"],
    ["truck dispatcher → logistician", "43-5032.00", "13-1081.00"],
    ["warehouse picker → forklift operator", "53-7065.00", "53-7051.00"],
    ["packer → forklift operator", "53-7064.00", "53-7051.00"],
    ["rideshare driver → heavy truck driver", "53-3054.00", "53-3032.00"],
    ["retail supervisor → store and district manager", "41-1011.00", "11-1021.00"],
    ["retail supervisor → buyer", "41-1011.00", "13-1022.00"],
    ["customer service representative → supervisor", "43-4051.00", "43-1011.00"],
    ["software developer → software architect", "15-1252.00", "15-1299.08"],
    ["software developer → IT manager", "15-1252.00", "11-3021.00"],
    ["high school teacher → instructional coordinator", "25-2031.00", "25-9031.00"],
    ["high school teacher → school administrator", "25-2031.00", "11-9032.00"],
    ["HR specialist → HR manager", "13-1071.00", "11-3121.00"],
    ["copywriter → editor", "27-3043.00", "27-3041.00"],
    ["lab technician → laboratory technologist", "29-2012.00", "29-2011.00"],
    ["payroll clerk → payroll supervisor", "43-3051.00", "43-1011.00"],
  ])("a rung the reviews found missing: %s", (_, from, to) => {
    expect(climbs(from, to)).toBe(true);
  });

  it("does not offer nurse practitioner to advanced practice psychiatric nurses, who already practise at that level", () => {
    expect(climbs("29-1141.02", "29-1171.00")).toBe(false);
  });
});
