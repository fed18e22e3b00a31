/**
 * Tunes and cross-fits the foreign-title stage on the training occupations only (ADR 031): for each
 * of five folds, the fold's labels are matched against an index built from the other folds (titles
 * ESCO does not list), and an equal sample of the other folds' labels against the same index
 * (titles it lists). Right when the top code is one the label's occupation leads to.
 *
 * 1. `FOREIGN_MATCH_TUNING`: the setting with the best cross-fitted top-1 (both kinds of titles).
 * 2. `FOREIGN_CALIBRATION`: logistic coefficients with that setting, and `FOREIGN_SURE_PROBABILITY`,
 *    the lowest threshold whose precision, less one standard error, is at least 95% on both kinds.
 */
import type { EscoOccupation } from "../../core/occupations/foreign-titles/esco-titles";
import {
  foreignCalibrationInputs,
  FOREIGN_CALIBRATION,
} from "../../core/occupations/foreign-titles/foreign-calibration";
import type { ForeignTitleIndex } from "../../core/occupations/foreign-titles/foreign-title-index";
import type { ForeignMatchTuning } from "../../core/occupations/foreign-titles/foreign-tuning";
import { describeForeignMatch } from "../../core/occupations/foreign-titles/match-foreign-title";
import type { TitleIndex } from "../../core/occupations/title-index";
import { fitLogistic } from "../matcher-eval/fit-logistic";
import { FOLDS } from "./esco-split";
import { collectHeldOutCases, type TitleCase } from "./held-out-cases";

const PER_LANGUAGE_PER_FOLD = 200;
const TEMPERATURES = [0.06, 0.1, 0.15, 0.25];
const EXACT_BONUSES = [0, 0.1, 0.2, 0.3];
// A first run over 0.9, 0.97 and 1 for each found them within 0.2 points of each other.
const OTHER_LABEL_WEIGHTS = [0.97];
const OTHER_LANGUAGE_WEIGHTS = [0.9];

interface FoldCases {
  index: ForeignTitleIndex;
  cases: { item: TitleCase; listed: boolean }[];
}

function observe({
  folds,
  index,
  tuning,
}: {
  folds: readonly FoldCases[];
  index: TitleIndex;
  tuning: ForeignMatchTuning;
}) {
  const rows: { x: number[]; y: 0 | 1; listed: boolean }[] = [];
  let unlisted = 0;
  let unlistedRight = 0;
  let listed = 0;
  let listedRight = 0;
  for (const fold of folds)
    for (const { item, listed: isListed } of fold.cases) {
      const top = describeForeignMatch({ titles: fold.index, index, title: item.title, tuning });
      const right = top !== null && item.right.has(top.code);
      if (isListed) {
        listed++;
        if (right) listedRight++;
      } else {
        unlisted++;
        if (right) unlistedRight++;
      }
      if (top) rows.push({ x: foreignCalibrationInputs(top.features), y: right ? 1 : 0, listed: isListed });
    }
  return { rows, unlisted: unlistedRight / Math.max(1, unlisted), listed: listedRight / Math.max(1, listed) };
}

export function fitForeignCalibration({
  index,
  training,
  foldOf,
  buildFrom,
  seed,
  maxWords = Number.POSITIVE_INFINITY,
}: {
  index: TitleIndex;
  training: readonly EscoOccupation[];
  foldOf: (occupation: EscoOccupation) => number;
  buildFrom: (kept: readonly EscoOccupation[]) => ForeignTitleIndex;
  seed: number;
  /** Only labels of at most this many words (what people type is short; ESCO's labels run long). */
  maxWords?: number;
}): void {
  const short = (item: TitleCase): boolean => item.title.split(/[\s-]+/).length <= maxWords;
  const folds: FoldCases[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = training.filter((occupation) => foldOf(occupation) === fold);
    const rest = training.filter((occupation) => foldOf(occupation) !== fold);
    const unlisted = collectHeldOutCases({
      occupations: inFold,
      seed: seed + fold,
      perLanguage: PER_LANGUAGE_PER_FOLD,
      keep: short,
    });
    const listed = collectHeldOutCases({
      occupations: rest,
      seed: seed + 100 + fold,
      perLanguage: PER_LANGUAGE_PER_FOLD,
      keep: short,
    });
    folds.push({
      index: buildFrom(rest),
      cases: [...unlisted.map((item) => ({ item, listed: false })), ...listed.map((item) => ({ item, listed: true }))],
    });
    console.log(`fold ${fold}: ${unlisted.length} unlisted and ${listed.length} listed titles`);
  }
  let best: { tuning: ForeignMatchTuning; score: number } | null = null;
  for (const temperature of TEMPERATURES)
    for (const exactBonus of EXACT_BONUSES)
      for (const otherLabelWeight of OTHER_LABEL_WEIGHTS)
        for (const otherLanguageWeight of OTHER_LANGUAGE_WEIGHTS) {
          const tuning = { temperature, exactBonus, otherLabelWeight, otherLanguageWeight };
          const { unlisted, listed } = observe({ folds, index, tuning });
          console.log(
            `  temperature ${temperature}, exact bonus ${exactBonus}, other labels ${otherLabelWeight}, other languages ${otherLanguageWeight}: top-1 unlisted ${(100 * unlisted).toFixed(1)}%, listed ${(100 * listed).toFixed(1)}%`,
          );
          if (!best || unlisted + listed > best.score) best = { tuning, score: unlisted + listed };
        }
  if (!best) return;
  console.log(`FOREIGN_MATCH_TUNING = ${JSON.stringify(best.tuning)}`);
  const { rows, unlisted, listed } = observe({ folds, index, tuning: best.tuning });
  console.log(
    `cross-fitted top-1 with it: unlisted ${(100 * unlisted).toFixed(1)}%, listed ${(100 * listed).toFixed(1)}%`,
  );
  const weights = fitLogistic(rows);
  const names = Object.keys(FOREIGN_CALIBRATION);
  console.log(
    `FOREIGN_CALIBRATION = { ${names.map((name, i) => `${name}: ${(weights[i] ?? 0).toFixed(3)}`).join(", ")} }`,
  );
  const probabilityOf = (x: number[]): number =>
    1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * (weights[i + 1] ?? 0), weights[0] ?? 0)));
  // Sure needs ESCO's preferred label (`isSureForeignMatch`): the threshold is chosen among those titles.
  const preferredAt = names.indexOf("preferred") - 1;
  const scored = rows.filter(({ x }) => x[preferredAt] === 1).map((row) => ({ ...row, p: probabilityOf(row.x) }));
  const describe = (subset: typeof scored, threshold: number) => {
    const above = subset.filter(({ p }) => p >= threshold);
    const precision = above.reduce((sum, { y }) => sum + y, 0) / Math.max(1, above.length);
    return { coverage: above.length / Math.max(1, subset.length), precision, count: above.length };
  };
  const precise = ({ precision, count }: { precision: number; count: number }): boolean =>
    count < 20 || precision - Math.sqrt((precision * (1 - precision)) / count) >= 0.95;
  let threshold = 1;
  console.log(
    "titles on a preferred label — threshold: unlisted coverage / precision (count); listed coverage / precision (count)",
  );
  for (const candidate of [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99, 0.995]) {
    const a = describe(
      scored.filter((row) => !row.listed),
      candidate,
    );
    const b = describe(
      scored.filter((row) => row.listed),
      candidate,
    );
    console.log(
      `  ${candidate}: ${(100 * a.coverage).toFixed(1)}% / ${(100 * a.precision).toFixed(1)}% (${a.count}); ${(100 * b.coverage).toFixed(1)}% / ${(100 * b.precision).toFixed(1)}% (${b.count})`,
    );
    if (threshold === 1 && (a.count >= 20 || b.count >= 20) && precise(a) && precise(b)) threshold = candidate;
  }
  console.log(`FOREIGN_SURE_PROBABILITY = ${threshold}`);
}
