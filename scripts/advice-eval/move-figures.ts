import { MAX_PAY_CUT_PCT, MIN_TRANSFER } from "../../core/recommendations/career-pivots";
import type { AssessedOccupation } from "./assess-every-occupation";

/** The career-move figures `npm run eval:advice` reports and the targets for them. */
export interface MoveFigures {
  results: number;
  moves: number;
  /** Moves under 40% transfer, and how many of them carry the "less of your work carries over" label. */
  lowTransfer: number;
  lowTransferLabelled: number;
  /** Moves cutting median pay by more than 20%, and how many carry the "pay cut" label. */
  payCut: number;
  payCutLabelled: number;
  /** Moves two or more Job Zones up, and how many of those say what it takes. */
  bigStep: number;
  bigStepUnlabelled: number;
  /** Results with no move, by the reason the page gives. */
  noMove: number;
  noMoveReasons: Record<string, number>;
  /** Results for low-exposure visitors (growth moves) and moves that lower exposure for exposed ones. */
  lowSituations: number;
  exposedMovesCuttingExposure: number;
  exposedMoves: number;
  directMoves: number;
}

export function countMoveFigures(assessed: readonly AssessedOccupation[]): MoveFigures {
  const figures: MoveFigures = {
    results: assessed.length,
    moves: 0,
    lowTransfer: 0,
    lowTransferLabelled: 0,
    payCut: 0,
    payCutLabelled: 0,
    bigStep: 0,
    bigStepUnlabelled: 0,
    noMove: 0,
    noMoveReasons: {},
    lowSituations: 0,
    exposedMovesCuttingExposure: 0,
    exposedMoves: 0,
    directMoves: 0,
  };
  for (const { assessment } of assessed) {
    const { careerPivots, careerMoves } = assessment.recommendations;
    if (careerMoves.situation === "low") figures.lowSituations++;
    if (careerPivots.length === 0) {
      figures.noMove++;
      const reason = careerMoves.noMoveReason ?? "unexplained";
      figures.noMoveReasons[reason] = (figures.noMoveReasons[reason] ?? 0) + 1;
    }
    for (const move of careerPivots) {
      figures.moves++;
      if (move.relatedness !== "Second-degree" && move.relatedness !== "Same group") figures.directMoves++;
      if (move.matchPercentage < MIN_TRANSFER) {
        figures.lowTransfer++;
        if (move.caveats.includes("less of your work carries over")) figures.lowTransferLabelled++;
      }
      if (move.pay.changePct !== null && move.pay.changePct < -MAX_PAY_CUT_PCT) {
        figures.payCut++;
        if (move.caveats.includes("pay cut")) figures.payCutLabelled++;
      }
      if (move.preparation.extraZones >= 2) {
        figures.bigStep++;
        if (!move.preparation.label) figures.bigStepUnlabelled++;
      }
      if (careerMoves.situation === "exposed") {
        figures.exposedMoves++;
        if (move.riskScore < assessment.riskScore) figures.exposedMovesCuttingExposure++;
      }
    }
  }
  return figures;
}

export interface TargetCheck {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

const percent = (part: number, whole: number): number => (whole > 0 ? (100 * part) / whole : 0);
const show = (part: number, whole: number): string => `${percent(part, whole).toFixed(1)}% (${part} of ${whole})`;

/** The targets, each with the measured value. */
export function checkMoveTargets(figures: MoveFigures): TargetCheck[] {
  const { moves, results } = figures;
  return [
    {
      name: "Moves under 40% skill transfer",
      value: `${show(figures.lowTransfer, moves)}, labelled ${figures.lowTransferLabelled}`,
      target: "0 unlabelled; labelled fallbacks ≤ 2%",
      met: figures.lowTransfer === figures.lowTransferLabelled && percent(figures.lowTransfer, moves) <= 2,
    },
    {
      name: "Moves cutting median pay by more than 20%",
      value: `${show(figures.payCut, moves)}, labelled ${figures.payCutLabelled}`,
      target: "≤ 5%, each labelled",
      met: figures.payCut === figures.payCutLabelled && percent(figures.payCut, moves) <= 5,
    },
    {
      name: "Moves 2+ Job Zones up without a label",
      value: `${figures.bigStepUnlabelled} (of ${figures.bigStep} such moves)`,
      target: "0",
      met: figures.bigStepUnlabelled === 0,
    },
    {
      name: "Results with no move",
      value: `${show(figures.noMove, results)}; reasons ${JSON.stringify(figures.noMoveReasons)}`,
      target: "≤ 2%, each with a reason",
      met: percent(figures.noMove, results) <= 2 && !("unexplained" in figures.noMoveReasons),
    },
  ];
}
