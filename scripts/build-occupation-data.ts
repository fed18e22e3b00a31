/**
 * Builds the derived occupation dataset from the raw sources, in two forms holding the same data:
 * data/occupations.bin, the binary form the app loads at start-up (`core/occupations/binary-dataset.ts`),
 * and data/occupations.json.gz, the portable gzipped packed JSON (`core/occupations/packed-dataset.ts`).
 *
 *   tsx scripts/build-occupation-data.ts <source-dir> [out-dir]
 *
 * <source-dir> is the shared data folder described by its MANIFEST.md; out-dir defaults to ./data.
 * The output is deterministic: arrays are sorted, object keys are written in a fixed order, numbers
 * are rounded, and gzip/deflate run with fixed settings (the gzip header carries no timestamp or file name).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { deflateRawSync, gzipSync } from "node:zlib";
import { encodeBinaryOccupationDataset } from "../core/occupations/binary-dataset";
import {
  OCCUPATION_DATASET_SCHEMA_VERSION,
  type DatasetCoverage,
  type DetailedWorkActivity,
  type ElementName,
  type ElementRating,
  type ExposureLabel,
  type IloExposure,
  type JobZone,
  type LabourMarket,
  type Occupation,
  type OccupationDataset,
  type OccupationExposure,
  type OccupationTask,
  type RelatedOccupation,
  type RelatednessTier,
  type TechnologySkill,
  type WorkActivity,
} from "../core/occupations/dataset";
import { packOccupationDataset } from "../core/occupations/packed-dataset";
import { splitWords, stemWord, TASK_STOP_WORDS } from "../core/occupations/stem-word";
import { readCodingIndex } from "../core/occupations/coding-index";
import { readTable, type Row } from "./occupation-data/parse-delimited";
import { readTitleIndexRows } from "./occupation-data/read-title-indexes";
import { buildPreparation, readBlsEntryRequirements, readOnetPreparation } from "./occupation-data/read-preparation";

export const DATASET_FILE_NAME = "occupations.json.gz";
export const BINARY_DATASET_FILE_NAME = "occupations.bin";

const ILO_GRADIENT_RANK: Record<string, number> = {
  "Not Exposed": 0,
  "Minimal Exposure": 1,
  "Exposed: Gradient 1": 2,
  "Exposed: Gradient 2": 3,
  "Exposed: Gradient 3": 4,
  "Exposed: Gradient 4": 5,
};

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function parseNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "" || !/^-?\d*\.?\d+(?:e-?\d+)?$/i.test(cleaned)) return null;
  return Number(cleaned);
}

function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareStrings);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function addToSetMap(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

interface SourcePaths {
  onet: (name: string) => string;
  file: (relative: string) => string;
}

function createSourcePaths(sourceDir: string): SourcePaths {
  return {
    onet: (name) => join(sourceDir, "onet_30_1_tsv", `${name}.txt`),
    file: (relative) => join(sourceDir, relative),
  };
}

function readOnet(paths: SourcePaths, name: string): Row[] {
  return readTable({ path: paths.onet(name), delimiter: "\t", quoted: false });
}

function readElementRatings(rows: Row[]): Map<string, ElementRating[]> {
  const byCode = new Map<string, Map<string, ElementRating>>();
  for (const row of rows) {
    const code = row["O*NET-SOC Code"] ?? "";
    const id = row["Element ID"] ?? "";
    const value = parseNumber(row["Data Value"]);
    if (value === null) continue;
    let elements = byCode.get(code);
    if (!elements) byCode.set(code, (elements = new Map()));
    const rating = elements.get(id) ?? { id, name: row["Element Name"] ?? "", importance: 0, level: null };
    if (row["Scale ID"] === "IM") rating.importance = round(value, 2);
    if (row["Scale ID"] === "LV") {
      const suppressed = row["Recommend Suppress"] === "Y" || row["Not Relevant"] === "Y";
      rating.level = suppressed ? null : round(value, 2);
    }
    elements.set(id, rating);
  }
  const result = new Map<string, ElementRating[]>();
  for (const [code, elements] of byCode) {
    const list = [...elements.values()]
      .map((rating) => ({ id: rating.id, name: rating.name, importance: rating.importance, level: rating.level }))
      .sort((a, b) => b.importance - a.importance || compareStrings(a.id, b.id));
    result.set(code, list);
  }
  return result;
}

/** SOC 2018 code → SOC 2010 codes that map onto it (BLS crosswalk, many-to-many). */
function readSoc2018To2010(paths: SourcePaths): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const rows = readTable({ path: paths.file("crosswalks/soc_2010_to_soc_2018_crosswalk.csv"), delimiter: "," });
  for (const row of rows) {
    const from = row["2010 SOC Code"] ?? "";
    const to = row["2018 SOC Code"] ?? "";
    if (from && to) addToSetMap(map, to, from);
  }
  return map;
}

function averageViaSoc2010({
  soc2018,
  soc2018To2010,
  values,
}: {
  soc2018: string;
  soc2018To2010: Map<string, Set<string>>;
  values: Map<string, number>;
}): { value: number; codes: string[] } | null {
  const codes = sortedUnique(soc2018To2010.get(soc2018) ?? []).filter((code) => values.has(code));
  const value = mean(codes.map((code) => values.get(code) ?? 0));
  return value === null ? null : { value, codes };
}

function readSocValues({
  path,
  codeColumn,
  valueColumn,
  delimiter,
}: {
  path: string;
  codeColumn: string;
  valueColumn: string;
  delimiter: "," | "\t";
}): Map<string, number> {
  const values = new Map<string, number>();
  for (const row of readTable({ path, delimiter })) {
    const value = parseNumber(row[valueColumn]);
    const code = row[codeColumn] ?? "";
    if (value !== null && code) values.set(code, value);
  }
  return values;
}

function readIloBySoc2018({
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

interface OewsFigures {
  median: number | null;
  p10: number | null;
  p90: number | null;
  /** Hourly 25th and 75th percentiles (H_PCT25, H_PCT75); null where BLS publishes annual wages only. */
  hourlyP25: number | null;
  hourlyP75: number | null;
  topCoded: boolean;
  employment: number | null;
}

const OEWS_TOP_CODE_ANNUAL = 239200;
/** BLS's hourly top code: an hourly percentile shown as "#" is at least $115.00. */
const OEWS_TOP_CODE_HOURLY = 115;

function readOews(paths: SourcePaths): Map<string, OewsFigures> {
  const rows = readTable({ path: paths.file("bls/oews_national_M2025_dl__national_M2025_dl.tsv"), delimiter: "\t" });
  const result = new Map<string, OewsFigures>();
  for (const row of rows) {
    const code = row["OCC_CODE"] ?? "";
    if (!code || result.has(code)) continue;
    let topCoded = false;
    const wage = (column: string, topCode = OEWS_TOP_CODE_ANNUAL): number | null => {
      const text = row[column] ?? "";
      if (text === "#") {
        topCoded = true;
        return topCode;
      }
      return parseNumber(text);
    };
    const median = wage("A_MEDIAN");
    const p10 = wage("A_PCT10");
    const p90 = wage("A_PCT90");
    const hourlyP25 = wage("H_PCT25", OEWS_TOP_CODE_HOURLY);
    const hourlyP75 = wage("H_PCT75", OEWS_TOP_CODE_HOURLY);
    result.set(code, { median, p10, p90, hourlyP25, hourlyP75, topCoded, employment: parseNumber(row["TOT_EMP"]) });
  }
  return result;
}

function readProjections(paths: SourcePaths): Map<string, { growthPct: number | null; openings: number | null }> {
  const rows = readTable({
    path: paths.file("bls/ep_occupation_2024_34__Table_1_2.tsv"),
    delimiter: "\t",
    headerRow: 1,
  });
  const result = new Map<string, { growthPct: number | null; openings: number | null }>();
  for (const row of rows) {
    const code = row["2024 National Employment Matrix code"] ?? "";
    if (!code || result.has(code)) continue;
    const openingsThousands = parseNumber(row["Occupational openings, 2024–34 annual average"]);
    result.set(code, {
      growthPct: parseNumber(row["Employment change, percent, 2024–34"]),
      openings: openingsThousands === null ? null : Math.round(openingsThousands * 1000),
    });
  }
  return result;
}

function readNemCrosswalk(paths: SourcePaths): Map<string, string> {
  const rows = readTable({
    path: paths.file("gpts_are_gpts/nem-onet-to-soc-crosswalk__ONET_to_SOC_crosswalk.tsv"),
    delimiter: "\t",
    headerRow: 4,
  });
  const result = new Map<string, string>();
  for (const row of rows) {
    const code = row["O*NET-SOC Code"] ?? "";
    const nem = row["NEM Code"] ?? "";
    if (code && nem && !result.has(code)) result.set(code, nem);
  }
  return result;
}

function toExposureLabel(text: string | undefined): ExposureLabel | null {
  return text === "E0" || text === "E1" || text === "E2" ? text : null;
}

function tokenizeTask(text: string): string[] {
  return splitWords(text)
    .filter((word) => word.length > 1 && !TASK_STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stemWord);
}

/** TF-IDF (log idf over all tasks), L2-normalised, rounded, keys sorted; terms under 0.02 are dropped. */
function buildTaskTerms(taskTexts: Map<string, string>): Map<string, Record<string, number>> {
  const tokenized = new Map<string, string[]>();
  const documentFrequency = new Map<string, number>();
  for (const [key, text] of taskTexts) {
    const tokens = tokenizeTask(text);
    tokenized.set(key, tokens);
    for (const token of new Set(tokens)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const total = taskTexts.size;
  const result = new Map<string, Record<string, number>>();
  for (const [key, tokens] of tokenized) {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    const weights = [...counts.entries()].map(([token, count]): [string, number] => [
      token,
      count * Math.log(total / (documentFrequency.get(token) ?? 1)),
    ]);
    const norm = Math.sqrt(weights.reduce((sum, [, weight]) => sum + weight * weight, 0)) || 1;
    const terms: Record<string, number> = {};
    for (const [token, weight] of weights.sort((a, b) => compareStrings(a[0], b[0]))) {
      const normalised = round(weight / norm, 3);
      if (normalised >= 0.02) terms[token] = normalised;
    }
    result.set(key, terms);
  }
  return result;
}

export function buildOccupationDataset({ sourceDir }: { sourceDir: string }): OccupationDataset {
  const paths = createSourcePaths(sourceDir);
  const occupationRows = readOnet(paths, "Occupation Data");

  const jobZones = new Map<string, JobZone>();
  for (const row of readOnet(paths, "Job Zones")) {
    const zone = parseNumber(row["Job Zone"]);
    if (zone !== null && zone >= 1 && zone <= 5) jobZones.set(row["O*NET-SOC Code"] ?? "", zone as JobZone);
  }

  const alternateTitles = new Map<string, Set<string>>();
  const shortTitles = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Alternate Titles")) {
    const code = row["O*NET-SOC Code"] ?? "";
    if (row["Alternate Title"]) addToSetMap(alternateTitles, code, row["Alternate Title"]);
    if (row["Short Title"]) addToSetMap(shortTitles, code, row["Short Title"]);
  }
  const reportedTitles = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Sample of Reported Titles")) {
    if (row["Reported Job Title"]) addToSetMap(reportedTitles, row["O*NET-SOC Code"] ?? "", row["Reported Job Title"]);
  }

  const skills = readElementRatings(readOnet(paths, "Skills"));
  const knowledge = readElementRatings(readOnet(paths, "Knowledge"));
  const elements = new Map<string, ElementName>();
  for (const [category, ratings] of [
    ["skill", skills],
    ["knowledge", knowledge],
  ] as const) {
    for (const list of ratings.values())
      for (const rating of list) elements.set(rating.id, { id: rating.id, name: rating.name, category });
  }

  const technology = groupBy(readOnet(paths, "Technology Skills"), (row) => row["O*NET-SOC Code"] ?? "");
  const related = groupBy(readOnet(paths, "Related Occupations"), (row) => row["O*NET-SOC Code"] ?? "");

  const eloundou = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("gpts_are_gpts/occ_level.csv"), delimiter: "," }))
    eloundou.set(row["O*NET-SOC Code"] ?? "", row);

  const microsoftScores = new Map<string, Row>();
  for (const row of readTable({
    path: paths.file("microsoft_working_with_ai/soc_ai_applicability_scores.csv"),
    delimiter: ",",
  }))
    microsoftScores.set(row["SOC Code"] ?? "", row);
  const microsoftMetrics = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("microsoft_working_with_ai/soc_metrics.csv"), delimiter: "," }))
    microsoftMetrics.set(row["SOC Code"] ?? "", row);

  const soc2018To2010 = readSoc2018To2010(paths);
  const aioe = readSocValues({
    path: paths.file("aioe/AIOE_DataAppendix__Appendix_A.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "AIOE",
    delimiter: "\t",
  });
  const lmAioe = readSocValues({
    path: paths.file("aioe/Language Modeling AIOE and AIIE__LM_AIOE.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "Language Modeling AIOE",
    delimiter: "\t",
  });
  const igAioe = readSocValues({
    path: paths.file("aioe/Image Generation AIOE and AIIE__IG_AIOE.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "Image Generation AIOE",
    delimiter: "\t",
  });
  const freyOsborne = readSocValues({
    path: paths.file("frey_osborne/frey_osborne_automation_risk_index_clean.csv"),
    codeColumn: "SOC code",
    valueColumn: "Probability",
    delimiter: ",",
  });
  const ilo = readIloBySoc2018({ paths, soc2018To2010 });

  const oews = readOews(paths);
  const projections = readProjections(paths);
  const nemCodes = readNemCrosswalk(paths);

  // ---- Tasks ----
  const taskRows = readOnet(paths, "Task Statements");
  const taskKey = (code: string, id: string | number): string => `${code}|${Number(id)}`;
  const taskTexts = new Map<string, string>();
  for (const row of taskRows)
    taskTexts.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row["Task"] ?? "");
  const taskTerms = buildTaskTerms(taskTexts);

  const ratings = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("onet_derived/task_ratings_summary_onet29_3.csv"), delimiter: "," }))
    ratings.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row);

  const taskLabels = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("gpts_are_gpts/full_labelset.tsv"), delimiter: "\t" }))
    taskLabels.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row);

  const dwaReference = readOnet(paths, "DWA Reference");
  const dwaToIwa = new Map<string, string>();
  for (const row of dwaReference) dwaToIwa.set(row["DWA ID"] ?? "", row["IWA ID"] ?? "");
  const taskDwas = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Tasks to DWAs"))
    addToSetMap(taskDwas, taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row["DWA ID"] ?? "");

  const anthropicPct = readAnthropicTaskShares({ paths, taskRows, taskKey });

  const tasksByCode = groupBy(taskRows, (row) => row["O*NET-SOC Code"] ?? "");

  const occupations: Occupation[] = occupationRows
    .map((row): Occupation => {
      const code = row["O*NET-SOC Code"] ?? "";
      const socCode = code.slice(0, 7);
      const tasks: OccupationTask[] = (tasksByCode.get(code) ?? [])
        .map((taskRow): OccupationTask => {
          const key = taskKey(code, taskRow["Task ID"] ?? "");
          const rating = ratings.get(key);
          const label = taskLabels.get(key);
          const type = taskRow["Task Type"];
          const dwaIds = sortedUnique(taskDwas.get(key) ?? []);
          const importance = parseNumber(rating?.["importance"]);
          const relevance = parseNumber(rating?.["relevance"]);
          const frequency = parseNumber(rating?.["freq_mean"]);
          const pct = anthropicPct.get(key);
          return {
            id: Number(taskRow["Task ID"]),
            type: type === "Core" ? "core" : type === "Supplemental" ? "supplemental" : null,
            importance: importance === null ? null : round(importance, 2),
            relevance: relevance === null ? null : round(relevance, 1),
            frequency: frequency === null ? null : round(frequency, 3),
            eloundou: label
              ? { human: toExposureLabel(label["human_exposure_agg"]), gpt4: toExposureLabel(label["gpt4_exposure"]) }
              : null,
            anthropicPct: pct === undefined ? null : round(pct, 6),
            dwaIds,
            iwaIds: sortedUnique(dwaIds.flatMap((dwa) => (dwaToIwa.get(dwa) ? [dwaToIwa.get(dwa) ?? ""] : []))),
            terms: taskTerms.get(key) ?? {},
          };
        })
        .sort((a, b) => (b.importance ?? -1) - (a.importance ?? -1) || a.id - b.id);

      const technologySkills: TechnologySkill[] = (technology.get(code) ?? [])
        .map((tech) => ({
          name: tech["Example"] ?? "",
          commodityCode: Number(tech["Commodity Code"]),
          commodityTitle: tech["Commodity Title"] ?? "",
          hot: tech["Hot Technology"] === "Y",
          inDemand: tech["In Demand"] === "Y",
        }))
        .sort(
          (a, b) =>
            Number(b.inDemand) - Number(a.inDemand) ||
            Number(b.hot) - Number(a.hot) ||
            compareStrings(a.name, b.name) ||
            a.commodityCode - b.commodityCode,
        );

      const relatedOccupations: RelatedOccupation[] = (related.get(code) ?? [])
        .map((rel) => ({
          code: rel["Related O*NET-SOC Code"] ?? "",
          tier: (rel["Relatedness Tier"] ?? "Supplemental") as RelatednessTier,
          index: Number(rel["Index"]),
        }))
        .sort((a, b) => a.index - b.index || compareStrings(a.code, b.code));

      const eloundouRow = eloundou.get(code);
      const shares = (prefix: string) => ({
        alpha: round(Number(eloundouRow?.[`${prefix}_alpha`]), 4),
        beta: round(Number(eloundouRow?.[`${prefix}_beta`]), 4),
        gamma: round(Number(eloundouRow?.[`${prefix}_gamma`]), 4),
      });
      const msScore = microsoftScores.get(socCode);
      const msMetrics = microsoftMetrics.get(socCode);
      const metric = (name: string): number => round(Number(msMetrics?.[name] ?? 0), 4);
      const felten = {
        aioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: aioe }),
        lmAioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: lmAioe }),
        igAioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: igAioe }),
      };
      const fo = averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: freyOsborne });
      const anthropicTasks = tasks.filter((task) => task.anthropicPct !== null && task.anthropicPct > 0);

      const exposure: OccupationExposure = {
        eloundou: eloundouRow ? { human: shares("human_rating"), gpt4: shares("dv_rating") } : null,
        microsoft:
          msScore && msMetrics
            ? {
                applicability: round(Number(msScore["ai_applicability_score"]), 4),
                applicabilityUser: metric("ai_applicability_score_user"),
                applicabilityAi: metric("ai_applicability_score_ai"),
                coverageUser: metric("coverage_user"),
                coverageAi: metric("coverage_ai"),
                completionUser: metric("completion_user"),
                completionAi: metric("completion_ai"),
              }
            : null,
        felten:
          felten.aioe || felten.lmAioe || felten.igAioe
            ? {
                aioe: felten.aioe ? round(felten.aioe.value, 4) : null,
                lmAioe: felten.lmAioe ? round(felten.lmAioe.value, 4) : null,
                igAioe: felten.igAioe ? round(felten.igAioe.value, 4) : null,
                soc2010Codes: sortedUnique([
                  ...(felten.aioe?.codes ?? []),
                  ...(felten.lmAioe?.codes ?? []),
                  ...(felten.igAioe?.codes ?? []),
                ]),
              }
            : null,
        anthropic:
          anthropicTasks.length > 0
            ? {
                conversationSharePct: round(
                  anthropicTasks.reduce((sum, task) => sum + (task.anthropicPct ?? 0), 0),
                  6,
                ),
                tasksWithUsage: anthropicTasks.length,
              }
            : null,
        ilo: ilo.get(socCode) ?? null,
        freyOsborne: fo ? { probability: round(fo.value, 4), soc2010Codes: fo.codes } : null,
      };

      return {
        code,
        socCode,
        title: row["Title"] ?? "",
        jobZone: jobZones.get(code) ?? null,
        alternateTitles: sortedUnique(alternateTitles.get(code) ?? []),
        shortTitles: sortedUnique(shortTitles.get(code) ?? []),
        reportedTitles: sortedUnique(reportedTitles.get(code) ?? []),
        indexTitles: [],
        skills: skills.get(code) ?? [],
        knowledge: knowledge.get(code) ?? [],
        technologySkills,
        related: relatedOccupations,
        exposure,
        labourMarket: buildLabourMarket({ code, socCode, oews, projections, nemCodes }),
        tasks,
      };
    })
    .sort((a, b) => compareStrings(a.code, b.code));

  // Every coding-index row is shipped (train and development titles alike): visitors benefit from
  // all of them; the evaluation builds its own index without the development titles.
  const { titlesByCode } = readCodingIndex(occupations, readTitleIndexRows(sourceDir));
  for (const occupation of occupations) occupation.indexTitles = titlesByCode.get(occupation.code) ?? [];
  addPreparation({ paths, occupations });

  const iwaMetrics = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("microsoft_working_with_ai/iwa_metrics.csv"), delimiter: "," }))
    iwaMetrics.set(row["IWA"] ?? "", row);
  const workActivities: WorkActivity[] = readOnet(paths, "IWA Reference")
    .map((row): WorkActivity => {
      const id = row["IWA ID"] ?? "";
      const metrics = iwaMetrics.get(id);
      const metric = (name: string): number => round(Number(metrics?.[name] ?? 0), 5);
      return {
        id,
        title: row["IWA Title"] ?? "",
        gwaId: row["Element ID"] ?? "",
        gwaName: row["Element Name"] ?? "",
        microsoft: metrics
          ? {
              shareUser: metric("share_user"),
              shareAi: metric("share_ai"),
              completionUser: metric("completion_user"),
              completionAi: metric("completion_ai"),
              scopeUser: metric("impact_scope_user"),
              scopeAi: metric("impact_scope_ai"),
            }
          : null,
      };
    })
    .sort((a, b) => compareStrings(a.id, b.id));

  const detailedWorkActivities: DetailedWorkActivity[] = dwaReference
    .map((row) => ({ id: row["DWA ID"] ?? "", title: row["DWA Title"] ?? "", iwaId: row["IWA ID"] ?? "" }))
    .sort((a, b) => compareStrings(a.id, b.id));

  const anthropicInteractionShares: Record<string, number> = {};
  const interactionRows = readTable({
    path: paths.file("anthropic_economic_index_2025_02_10/automation_vs_augmentation.csv"),
    delimiter: ",",
  });
  for (const row of interactionRows.sort((a, b) =>
    compareStrings(a["interaction_type"] ?? "", b["interaction_type"] ?? ""),
  )) {
    anthropicInteractionShares[row["interaction_type"] ?? ""] = round(Number(row["pct"]), 4);
  }

  return {
    schemaVersion: OCCUPATION_DATASET_SCHEMA_VERSION,
    vintages: {
      onet: "30.1 (December 2025)",
      onetTaskRatings: "29.3 (May 2025)",
      eloundou: "GPTs-are-GPTs repository, 2025-10 (O*NET 27 task set)",
      microsoft: "Working with AI, 2025",
      felten: "AIOE 2021; language-modelling and image-generation AIOE 2023",
      anthropic: "Anthropic Economic Index 2025-02-10",
      ilo: "ILO WP 140 (2025)",
      freyOsborne: "2013/2017",
      oews: "May 2025",
      projections: "2024-34",
    },
    occupations,
    workActivities,
    detailedWorkActivities,
    elements: [...elements.values()].sort((a, b) => compareStrings(a.id, b.id)),
    anthropicInteractionShares,
    coverage: computeCoverage(occupations),
  };
}

/** Entry requirements for the career moves, from the BLS code the labour-market figures use. */
function addPreparation({ paths, occupations }: { paths: SourcePaths; occupations: Occupation[] }): void {
  const onet = readOnetPreparation(readOnet(paths, "Education, Training, and Experience"));
  const bls = readBlsEntryRequirements(
    readTable({ path: paths.file("bls/ep_occupation_2024_34__Table_1_2.tsv"), delimiter: "\t", headerRow: 1 }),
  );
  for (const occupation of occupations)
    occupation.preparation = buildPreparation({
      code: occupation.code,
      blsCode: occupation.labourMarket?.blsCode ?? null,
      onet,
      bls,
    });
}

function buildLabourMarket({
  code,
  socCode,
  oews,
  projections,
  nemCodes,
}: {
  code: string;
  socCode: string;
  oews: Map<string, OewsFigures>;
  projections: Map<string, { growthPct: number | null; openings: number | null }>;
  nemCodes: Map<string, string>;
}): LabourMarket | null {
  // Prefer the occupation's own SOC code; BLS publishes some only inside a NEM aggregate.
  const candidates = sortedUnique([socCode, nemCodes.get(code) ?? socCode]);
  const blsCode = candidates.find((candidate) => oews.has(candidate) || projections.has(candidate));
  const preferred = oews.has(socCode) || projections.has(socCode) ? socCode : blsCode;
  if (!preferred) return null;
  const wages = oews.get(preferred);
  const projection = projections.get(preferred);
  return {
    blsCode: preferred,
    medianAnnualWage: wages?.median ?? null,
    annualWageP10: wages?.p10 ?? null,
    annualWageP90: wages?.p90 ?? null,
    hourlyWageP25: wages?.hourlyP25 ?? null,
    hourlyWageP75: wages?.hourlyP75 ?? null,
    wageTopCoded: wages?.topCoded ?? false,
    employment: wages?.employment ?? null,
    projectedGrowthPct: projection?.growthPct ?? null,
    annualOpenings: projection?.openings ?? null,
  };
}

/**
 * Anthropic publishes shares per task text (lower-cased). A text is matched to every O*NET 30.1 task
 * with the same text, then (for texts that changed) via the release's own O*NET-SOC 2010 task ids and
 * the official 2010→2019 crosswalk. A share matched to several tasks is split evenly so occupation
 * sums still add up to at most 100%.
 */
function readAnthropicTaskShares({
  paths,
  taskRows,
  taskKey,
}: {
  paths: SourcePaths;
  taskRows: Row[];
  taskKey: (code: string, id: string | number) => string;
}): Map<string, number> {
  const byText = new Map<string, string[]>();
  const existing = new Set<string>();
  for (const row of taskRows) {
    const key = taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? "");
    existing.add(key);
    const text = (row["Task"] ?? "").toLowerCase().trim();
    const list = byText.get(text);
    if (list) list.push(key);
    else byText.set(text, [key]);
  }
  const crosswalk = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("crosswalks/onet_soc_2010_to_2019_crosswalk.csv"), delimiter: "," })) {
    addToSetMap(crosswalk, row["O*NET-SOC 2010 Code"] ?? "", row["O*NET-SOC 2019 Code"] ?? "");
  }
  const oldTasks = new Map<string, string[]>();
  for (const row of readTable({
    path: paths.file("anthropic_economic_index_2025_02_10/onet_task_statements.csv"),
    delimiter: ",",
  })) {
    const text = (row["Task"] ?? "").toLowerCase().trim();
    const keys = [...(crosswalk.get(row["O*NET-SOC Code"] ?? "") ?? [])]
      .map((code) => taskKey(code, row["Task ID"] ?? ""))
      .filter((key) => existing.has(key));
    const list = oldTasks.get(text) ?? [];
    list.push(...keys);
    oldTasks.set(text, list);
  }
  const result = new Map<string, number>();
  for (const row of readTable({
    path: paths.file("anthropic_economic_index_2025_02_10/onet_task_mappings.csv"),
    delimiter: ",",
  })) {
    const text = (row["task_name"] ?? "").toLowerCase().trim();
    const pct = parseNumber(row["pct"]);
    if (pct === null) continue;
    const keys = sortedUnique(byText.get(text) ?? oldTasks.get(text) ?? []);
    for (const key of keys) result.set(key, (result.get(key) ?? 0) + pct / keys.length);
  }
  return result;
}

function computeCoverage(occupations: Occupation[]): DatasetCoverage {
  const count = (predicate: (occupation: Occupation) => boolean): number => occupations.filter(predicate).length;
  const tasks = occupations.flatMap((occupation) => occupation.tasks);
  return {
    occupations: occupations.length,
    occupationsWithTasks: count((o) => o.tasks.length > 0),
    tasks: tasks.length,
    occupationsWithJobZone: count((o) => o.jobZone !== null),
    occupationsWithSkills: count((o) => o.skills.length > 0),
    eloundou: count((o) => o.exposure.eloundou !== null),
    microsoft: count((o) => o.exposure.microsoft !== null),
    felten: count((o) => o.exposure.felten !== null),
    anthropic: count((o) => o.exposure.anthropic !== null),
    ilo: count((o) => o.exposure.ilo !== null),
    freyOsborne: count((o) => o.exposure.freyOsborne !== null),
    labourMarket: count((o) => o.labourMarket !== null),
    wages: count((o) => o.labourMarket?.medianAnnualWage != null),
    projections: count((o) => o.labourMarket?.projectedGrowthPct != null),
    tasksWithImportance: tasks.filter((t) => t.importance !== null).length,
    tasksWithEloundou: tasks.filter((t) => t.eloundou !== null).length,
    tasksWithAnthropic: tasks.filter((t) => t.anthropicPct !== null).length,
  };
}

/**
 * Serialises deterministically in the packed on-disk form: key order follows construction order and
 * node's gzip header carries no timestamp or name, so equal datasets give equal bytes.
 */
export function serializeOccupationDataset(dataset: OccupationDataset): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(packOccupationDataset(dataset)), "utf8"), {
    level: 9,
    memLevel: 9,
    strategy: 0,
  });
}

/** Serialises deterministically in the binary start-up form (fixed deflate settings for the per-occupation rows). */
export function serializeBinaryOccupationDataset(dataset: OccupationDataset): Buffer {
  const bytes = encodeBinaryOccupationDataset(dataset, {
    compress: (row) => deflateRawSync(row, { level: 9, memLevel: 9, strategy: 0 }),
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function buildOccupationData({ sourceDir, outDir }: { sourceDir: string; outDir: string }): {
  path: string;
  bytes: number;
  binaryPath: string;
  binaryBytes: number;
  dataset: OccupationDataset;
} {
  const dataset = buildOccupationDataset({ sourceDir });
  const buffer = serializeOccupationDataset(dataset);
  const binary = serializeBinaryOccupationDataset(dataset);
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, DATASET_FILE_NAME);
  const binaryPath = join(outDir, BINARY_DATASET_FILE_NAME);
  writeFileSync(path, buffer);
  writeFileSync(binaryPath, binary);
  return { path, bytes: buffer.length, binaryPath, binaryBytes: binary.length, dataset };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const [sourceArg, outArg] = process.argv.slice(2);
  if (!sourceArg) {
    console.error("usage: tsx scripts/build-occupation-data.ts <source-dir> [out-dir]");
    process.exit(1);
  }
  const started = performance.now();
  const { path, bytes, binaryPath, binaryBytes, dataset } = buildOccupationData({
    sourceDir: resolve(sourceArg),
    outDir: resolve(outArg ?? "data"),
  });
  const megabytes = (count: number): string => `${(count / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `wrote ${path} (${megabytes(bytes)}) and ${binaryPath} (${megabytes(binaryBytes)}) in ${Math.round(performance.now() - started)} ms`,
  );
  console.log(JSON.stringify(dataset.coverage, null, 2));
}
