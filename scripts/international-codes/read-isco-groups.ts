import {
  ILO_GRADIENTS,
  ISCO_TITLE_LANGUAGES,
  type IloGradient,
  type IscoGroupEntry,
  type IscoTitleLanguage,
} from "../../core/international/international-codes";
import { readTable } from "../occupation-data/parse-delimited";
import type { SourcePaths } from "../occupation-data/source-paths";
import { parseNumber, round } from "../occupation-data/values";

function isIloGradient(value: string): value is IloGradient {
  return (ILO_GRADIENTS as readonly string[]).includes(value);
}

/** ISCO-08 4-digit code → title in one language (ESCO's ISCOGroups_<lang>.csv; 1–3 digit groups skipped). */
function readGroupTitles({
  paths,
  language,
}: {
  paths: SourcePaths;
  language: IscoTitleLanguage;
}): Map<string, string> {
  const titles = new Map<string, string>();
  for (const row of readTable({ path: paths.file(`esco_1_0_8/ISCOGroups_${language}.csv`), delimiter: "," })) {
    const code = row["code"] ?? "";
    const title = row["preferredLabel"] ?? "";
    if (/^\d{4}$/.test(code) && title) titles.set(code, title);
  }
  return titles;
}

/** ISCO-08 code → the ILO 2025 mean task score and gradient (repeated on every task row; the first is kept). */
function readIloFigures(paths: SourcePaths): Map<string, IscoGroupEntry["ilo"]> {
  const figures = new Map<string, IscoGroupEntry["ilo"]>();
  for (const row of readTable({
    path: paths.file("ilo_genai_2025/Final_Scores_ISCO08_Gmyrek_et_al_2025.tsv"),
    delimiter: "\t",
  })) {
    const code = row["ISCO_08"] ?? "";
    if (!/^\d{4}$/.test(code) || figures.has(code)) continue;
    const score = parseNumber(row["mean_score_2025"]);
    const gradient = row["potential25"] ?? "";
    if (score === null || !isIloGradient(gradient)) continue;
    figures.set(code, { score: round(score, 3), gradient });
  }
  return figures;
}

/**
 * Every ISCO-08 unit group with its English, German and French title and the ILO's figure. A group
 * missing a title in one language is left out (ESCO v1.0.8 has all 436 in each).
 */
export function readIscoGroups(paths: SourcePaths): Map<string, IscoGroupEntry> {
  const byLanguage = ISCO_TITLE_LANGUAGES.map((language) => ({
    language,
    titles: readGroupTitles({ paths, language }),
  }));
  const ilo = readIloFigures(paths);
  const groups = new Map<string, IscoGroupEntry>();
  for (const code of [...(byLanguage[0]?.titles.keys() ?? [])].sort()) {
    const titles = {} as Record<IscoTitleLanguage, string>;
    let complete = true;
    for (const { language, titles: table } of byLanguage) {
      const title = table.get(code);
      if (title === undefined) complete = false;
      else titles[language] = title;
    }
    if (complete) groups.set(code, { titles, ilo: ilo.get(code) ?? null });
  }
  return groups;
}
