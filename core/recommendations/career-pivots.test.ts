import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assessExposure } from "../exposure/assess-exposure";
import type { OccupationDataset } from "../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../occupations/packed-dataset";
import { MAX_PAY_CUT_PCT, MIN_PIVOT_SCORE_DROP, MIN_REGULAR_MOVES, MIN_TRANSFER } from "./career-pivots";
import { describeMovePreparation } from "./move-preparation";
import { measureSkillTransfer, prepareTransferTables } from "./skill-transfer";

const dataset: OccupationDataset = unpackOccupationDataset(
  JSON.parse(
    gunzipSync(readFileSync(new URL("../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
  ) as PackedOccupationDataset,
);
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));

function movesFor(code: string) {
  const result = assessExposure({ dataset, occupations: [{ code, confidence: 1 }] });
  return { result, moves: result.recommendations.careerPivots, context: result.recommendations.careerMoves };
}

describe("career moves on the real dataset (issue #29's examples)", () => {
  it("measures plainly related jobs as sharing much of the work, and unrelated ones as sharing little", () => {
    const tables = prepareTransferTables(dataset);
    const transfer = (from: string, to: string) =>
      measureSkillTransfer({ from: byCode.get(from)!, to: byCode.get(to)!, tables }).percentage;
    // Taxi driver → shuttle driver and chauffeur; registered nurse → nurse practitioner; paralegal → lawyer.
    expect(transfer("53-3054.00", "53-3053.00")).toBeGreaterThanOrEqual(80);
    expect(transfer("29-1141.00", "29-1171.00")).toBeGreaterThanOrEqual(70);
    expect(transfer("23-2011.00", "23-1011.00")).toBeGreaterThanOrEqual(70);
    // Taxi driver → bus and truck mechanic was shown as "0% skill match"; it shares the driving and the vehicle checks.
    expect(transfer("53-3054.00", "49-3031.00")).toBeGreaterThan(20);
    // Electrician → dental hygienist shares next to nothing.
    expect(transfer("47-2111.00", "29-1292.00")).toBeLessThan(MIN_TRANSFER);
  });

  it("no longer sends a chief executive to security supervision or a sales manager to retail supervision", () => {
    expect(movesFor("11-1011.00").moves.map((move) => move.code)).not.toContain("33-1091.00");
    expect(movesFor("11-2022.00").moves.map((move) => move.code)).not.toContain("41-1011.00");
    expect(movesFor("11-3051.00").moves.map((move) => move.code)).not.toContain("51-2092.00");
  });

  it("says what a move years of schooling away takes", () => {
    const anaesthetist = describeMovePreparation({ from: byCode.get("29-1141.00")!, to: byCode.get("29-1151.00")! });
    expect(anaesthetist.label).toBe("needs a graduate degree (2–3 years)");
    expect(anaesthetist.licence).toBe("an advanced practice nursing licence");
    const nurse = movesFor("29-1141.00").moves;
    const paralegal = movesFor("23-2011.00").moves;
    const judge = paralegal.find((move) => move.code === "23-1021.00");
    expect(judge?.preparation.label).toMatch(/^needs a doctoral or professional degree \(3–7 years\)/);
    for (const move of [...nurse, ...paralegal])
      if (move.preparation.extraZones >= 2) expect(move.preparation.label).not.toBeNull();
  });

  it("tells a low-exposure visitor so and gives growth moves instead of sending them away", () => {
    const { result, moves, context } = movesFor("53-3054.00");
    expect(result.riskScore).toBeLessThan(30);
    expect(context.situation).toBe("low");
    expect(moves.length).toBeGreaterThanOrEqual(MIN_REGULAR_MOVES);
    for (const move of moves) {
      expect(move.riskScore).toBeLessThanOrEqual(result.riskScore + 5);
      expect(move.matchPercentage).toBeGreaterThanOrEqual(MIN_TRANSFER);
    }
    expect(moves.some((move) => move.kind === "growth")).toBe(true);
  });

  it("gives a highly exposed visitor moves that cut exposure", () => {
    const { result, moves, context } = movesFor("43-9021.00");
    expect(context.situation).toBe("exposed");
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) expect(move.riskScore).toBeLessThanOrEqual(result.riskScore - MIN_PIVOT_SCORE_DROP);
  });

  it("finds moves for an 'All Other' occupation O*NET relates to nothing, from its SOC group", () => {
    const { moves } = movesFor("13-2099.00");
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) expect(move.code.startsWith("13-2") || move.relatedness === "Second-degree").toBe(true);
  });

  it("shows a move under 40% transfer or with a pay cut over 20% only as a labelled fallback on a short list", () => {
    const sample = dataset.occupations.filter((_, i) => i % 7 === 0);
    for (const occupation of sample) {
      let moves;
      try {
        moves = movesFor(occupation.code).moves;
      } catch {
        continue; // not scorable
      }
      const regular = moves.filter((move) => move.caveats.length === 0);
      for (const move of moves) {
        const cut = move.pay.changePct !== null && move.pay.changePct < -MAX_PAY_CUT_PCT;
        expect(move.caveats.includes("pay cut")).toBe(cut);
        expect(move.caveats.includes("less of your work carries over")).toBe(move.matchPercentage < MIN_TRANSFER);
        if (move.caveats.length > 0) expect(regular.length).toBeLessThan(MIN_REGULAR_MOVES);
      }
    }
  });

  it("ranks a step down in pay below growth moves for a low-exposure taxi driver (no Parking Attendants)", () => {
    const { moves, context } = movesFor("53-3054.00");
    expect(context.situation).toBe("low");
    const titles = moves.map((move) => move.title);
    expect(titles).not.toContain("Parking Attendants");
    expect(titles).toContain("Bus Drivers, School");
    // Every move shown pays no more than 10% less, or is the closest job there is (shuttle driving).
    for (const move of moves)
      if ((move.pay.changePct ?? 0) < -10) expect(move.matchPercentage).toBeGreaterThanOrEqual(90);
  });

  it("keeps a cashier's moves near the counter, not casino or mail work two steps away", () => {
    const { moves } = movesFor("41-2011.00");
    const titles = moves.map((move) => move.title);
    for (const odd of ["First-Line Supervisors of Gambling Services Workers", "Postal Service Mail Carriers"])
      expect(titles).not.toContain(odd);
    for (const move of moves.filter((m) => m.relatedness === "Second-degree")) expect(move.code.slice(0, 2)).toBe("41");
  });

  it("sends a customer service representative to nearby office work, not to stacking shelves two steps away", () => {
    const titles = movesFor("43-4051.00").moves.map((move) => move.title);
    expect(titles).not.toContain("Stockers and Order Fillers");
    expect(titles).toContain("Billing and Posting Clerks");
  });

  it("puts O*NET's related occupations before those reached through them", () => {
    const { moves } = movesFor("43-4051.00");
    const firstSecondDegree = moves.findIndex((move) => move.relatedness === "Second-degree");
    if (firstSecondDegree >= 0)
      for (const move of moves.slice(firstSecondDegree)) expect(move.relatedness).toBe("Second-degree");
    expect(moves[0]?.relatedness).not.toBe("Second-degree");
  });

  it("does not send a truck driver or a customer service representative into a shrinking field first", () => {
    for (const code of ["53-3032.00", "43-4051.00"]) {
      const { moves } = movesFor(code);
      const shrinking = moves.filter((move) => (move.outlook.growthPct ?? 0) <= -10);
      // A field BLS projects to shrink by 10% or more is shown only after every other move.
      for (const move of shrinking) expect(moves.indexOf(move)).toBeGreaterThanOrEqual(moves.length - shrinking.length);
      expect(moves.map((move) => move.title)).not.toContain("Loading and Moving Machine Operators, Underground Mining");
    }
  });
});
