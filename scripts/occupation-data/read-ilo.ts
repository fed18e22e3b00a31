import type { IloExposure } from "../../core/occupations/dataset";
import { readTable } from "./parse-delimited";
import type { SourcePaths } from "./source-paths";
import { addToSetMap, compareStrings, mean, parseNumber, round, sortedUnique } from "./values";

/** ILO 2025 generative-AI exposure per ISCO-08 code, carried onto SOC 2018 codes through SOC 2010. */
const ILO_GRADIENT_RANK: Record<string, number> = {
  "Not Exposed": 0,
  "Minimal Exposure": 1,
  "Exposed: Gradient 1": 2,
  "Exposed: Gradient 2": 3,
  "Exposed: Gradient 3": 4,
  "Exposed: Gradient 4": 5,
};
export function readIloBySoc2018({
  paths,
  soc2018To2010,
}: {
  paths: SourcePaths;
  soc2018To2010: Map<string, Set<string>>;
}): Map<string, IloExposure> {
  const isco = new Map<string, { score: number; score2023: number | null; gradient: string }>();
  for (const row of readTable({
    path: paths.file("ilo_genai_2025/Final_Scores_ISCO08_Gmyrek_et_al_2025.tsv"),
    delimiter: "\t",
  })) {
    const code = row["ISCO_08"] ?? "";
    const score = parseNumber(row["mean_score_2025"]);
    if (!code || score === null || isco.has(code)) continue;
    isco.set(code, { score, score2023: parseNumber(row["mean_score_2023"]), gradient: row["potential25"] ?? "" });
  }
  const soc2010ToIsco = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("crosswalks/isco08_to_soc2010_bls.tsv"), delimiter: "\t" })) {
    const soc = row["2010 SOC Code"] ?? "";
    const code = row["ISCO-08 Code"] ?? "";
    if (soc && isco.has(code)) addToSetMap(soc2010ToIsco, soc, code);
  }
  const result = new Map<string, IloExposure>();
  for (const [soc2018, soc2010Codes] of soc2018To2010) {
    const iscoCodes = sortedUnique([...soc2010Codes].flatMap((code) => [...(soc2010ToIsco.get(code) ?? [])]));
    const entries = iscoCodes.flatMap((code) => {
      const entry = isco.get(code);
      return entry ? [entry] : [];
    });
    if (entries.length === 0) continue;
    const gradientCounts = new Map<string, number>();
    for (const entry of entries) gradientCounts.set(entry.gradient, (gradientCounts.get(entry.gradient) ?? 0) + 1);
    // Modal gradient; ties go to the more exposed gradient so we never understate exposure.
    const gradient =
      [...gradientCounts.entries()].sort(
        (a, b) =>
          b[1] - a[1] ||
          (ILO_GRADIENT_RANK[b[0]] ?? -1) - (ILO_GRADIENT_RANK[a[0]] ?? -1) ||
          compareStrings(a[0], b[0]),
      )[0]?.[0] ?? "";
    const scores2023 = entries.flatMap((entry) => (entry.score2023 === null ? [] : [entry.score2023]));
    const score2023 = mean(scores2023);
    result.set(soc2018, {
      score: round(mean(entries.map((entry) => entry.score)) ?? 0, 4),
      score2023: score2023 === null ? null : round(score2023, 4),
      gradient,
      iscoCodes,
    });
  }
  return result;
}
