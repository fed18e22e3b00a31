/**
 * Reads ESCO v1.0.8's occupations in the seven languages and the ESCO → O*NET crosswalk into the
 * derived title data (`EscoTitleData`, ADR 031). Labels, ISCO groups and codes are kept; the
 * descriptions, scope notes and definitions are not.
 */
import { join } from "node:path";
import {
  TITLE_LANGUAGES,
  type EscoLabels,
  type EscoOccupation,
  type TitleLanguage,
} from "../../core/occupations/foreign-titles/esco-titles";
import { readTable, type Row } from "../occupation-data/parse-delimited";

export const ESCO_FOLDER = "esco_1_0_8";
export const CROSSWALK_FILE = "esco_onet_crosswalk/esco_onet_crosswalk_Nov2020.csv";
export const ONET_2010_TO_2019_FILE = "crosswalks/onet_soc_2010_to_2019_crosswalk.csv";

/** The id at the end of an ESCO concept URI. */
function conceptId(uri: string): string {
  return uri.slice(uri.lastIndexOf("/") + 1);
}

/** A cell of newline-separated labels as a list, blank lines and repeats dropped. */
function splitLabels(cell: string | undefined): string[] {
  return (cell ?? "")
    .split(/\r?\n/)
    .map((label) => label.replace(/\s+/g, " ").trim())
    .filter((label) => label !== "");
}

function readLabels(row: Row): EscoLabels {
  const preferred = (row.preferredLabel ?? "").replace(/\s+/g, " ").trim();
  const other = [...new Set([...splitLabels(row.altLabels), ...splitLabels(row.hiddenLabels)])].filter(
    (label) => label !== preferred,
  );
  return { preferred, other };
}

interface CrosswalkRow {
  onet2010: string;
  confidence: number;
}

/** The crosswalk's O*NET-SOC 2010 code and confidence per ESCO concept id. */
function readCrosswalk(sourceDir: string): Map<string, CrosswalkRow> {
  const rows = readTable({ path: join(sourceDir, CROSSWALK_FILE), delimiter: "," });
  return new Map(
    rows.map((row) => [
      conceptId(row.concept_uri ?? ""),
      { onet2010: row.onet_code ?? "", confidence: Number(row.confidence ?? 0) },
    ]),
  );
}

/** O*NET-SOC 2010 code → the 2019 codes it became. */
function readOnet2010To2019(sourceDir: string): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const row of readTable({ path: join(sourceDir, ONET_2010_TO_2019_FILE), delimiter: "," })) {
    const from = row["O*NET-SOC 2010 Code"] ?? "";
    const to = row["O*NET-SOC 2019 Code"] ?? "";
    if (from === "" || to === "") continue;
    const codes = byCode.get(from) ?? [];
    if (!codes.includes(to)) codes.push(to);
    byCode.set(from, codes);
  }
  return byCode;
}

export interface ReadEscoTitlesInput {
  sourceDir: string;
  /** The O*NET codes the occupation dataset holds: codes outside it are dropped. */
  knownCodes: ReadonlySet<string>;
}

export interface EscoTitleReport {
  occupations: number;
  withCode: number;
  inherited: number;
  splitCodes: number;
  droppedCodes: string[];
  labels: Record<TitleLanguage, number>;
}

/** Where the data comes from, as the stored file names it. */
export const ESCO_SOURCES = {
  esco: "ESCO v1.0.8 occupations (European Commission)",
  crosswalk:
    "ESCO → O*NET crosswalk (Nesta, November 2020), carried to O*NET-SOC 2019 by O*NET's 2010 → 2019 crosswalk",
};

/** ESCO's occupations with their labels and the crosswalk's codes (`onet` and `shares` are left empty). */
export function readEscoTitles({ sourceDir, knownCodes }: ReadEscoTitlesInput): {
  occupations: EscoOccupation[];
  report: EscoTitleReport;
} {
  const byLanguage = new Map<TitleLanguage, Map<string, Row>>();
  for (const language of TITLE_LANGUAGES) {
    const rows = readTable({ path: join(sourceDir, ESCO_FOLDER, `occupations_${language}.csv`), delimiter: "," });
    byLanguage.set(language, new Map(rows.map((row) => [conceptId(row.conceptUri ?? ""), row])));
  }
  const english = byLanguage.get("en") ?? new Map<string, Row>();
  const crosswalk = readCrosswalk(sourceDir);
  const to2019 = readOnet2010To2019(sourceDir);
  // ESCO's hierarchy code ("2166.4.7"): an occupation without a crosswalk row takes its nearest ancestor's.
  const idByHierarchy = new Map([...english].map(([id, row]) => [row.code ?? "", id]));
  const findCrosswalk = (row: Row): { match: CrosswalkRow; inherited: boolean } | null => {
    let code = row.code ?? "";
    for (let depth = 0; code !== ""; depth++) {
      const match = crosswalk.get(idByHierarchy.get(code) ?? "");
      if (match) return { match, inherited: depth > 0 };
      code = code.includes(".") ? code.slice(0, code.lastIndexOf(".")) : "";
    }
    return null;
  };

  const report: EscoTitleReport = {
    occupations: 0,
    withCode: 0,
    inherited: 0,
    splitCodes: 0,
    droppedCodes: [],
    labels: { en: 0, de: 0, fr: 0, es: 0, it: 0, nl: 0, pl: 0 },
  };
  const occupations: EscoOccupation[] = [];
  for (const id of [...english.keys()].sort()) {
    const row = english.get(id);
    if (!row) continue;
    const labels: EscoOccupation["labels"] = {};
    for (const language of TITLE_LANGUAGES) {
      const translated = byLanguage.get(language)?.get(id);
      if (!translated?.preferredLabel) continue;
      labels[language] = readLabels(translated);
      report.labels[language] += 1 + (labels[language]?.other.length ?? 0);
    }
    const found = findCrosswalk(row);
    let crosswalkCodes: string[] = [];
    if (found) {
      const mapped = to2019.get(found.match.onet2010) ?? [found.match.onet2010];
      crosswalkCodes = mapped.filter((code) => knownCodes.has(code));
      for (const code of mapped) if (!knownCodes.has(code)) report.droppedCodes.push(code);
      if (crosswalkCodes.length > 1) report.splitCodes++;
    }
    const hasCode = crosswalkCodes.length > 0;
    occupations.push({
      id,
      isco: (row.iscoGroup ?? "").padStart(4, "0"),
      crosswalk: crosswalkCodes,
      confidence: hasCode ? (found?.match.confidence ?? 0) : 0,
      inherited: hasCode && (found?.inherited ?? false),
      onet: [],
      shares: [],
      labels,
    });
    report.occupations++;
    if (hasCode) report.withCode++;
    if (hasCode && found?.inherited) report.inherited++;
  }
  report.droppedCodes = [...new Set(report.droppedCodes)].sort();
  return { occupations, report };
}
