import type { LabourMarket } from "../../core/occupations/dataset";
import { readTable } from "./parse-delimited";
import type { SourcePaths } from "./source-paths";
import { parseNumber, sortedUnique } from "./values";

/** BLS wages (OEWS), employment projections and the NEM crosswalk, joined into one labour-market record. */
interface ProjectionFigures {
  growthPct: number | null;
  /** Percent of workers self-employed (2024). */
  selfEmployedPct: number | null;
  /** Annual openings, in people (BLS publishes thousands). */
  openings: number | null;
}

export interface OewsFigures {
  median: number | null;
  p10: number | null;
  p25: number | null;
  p75: number | null;
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

export function readOews(paths: SourcePaths): Map<string, OewsFigures> {
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
    const p25 = wage("A_PCT25");
    const p75 = wage("A_PCT75");
    const p90 = wage("A_PCT90");
    const hourlyP25 = wage("H_PCT25", OEWS_TOP_CODE_HOURLY);
    const hourlyP75 = wage("H_PCT75", OEWS_TOP_CODE_HOURLY);
    result.set(code, {
      median,
      p10,
      p25,
      p75,
      p90,
      hourlyP25,
      hourlyP75,
      topCoded,
      employment: parseNumber(row["TOT_EMP"]),
    });
  }
  return result;
}

export function readProjections(paths: SourcePaths): Map<string, ProjectionFigures> {
  const rows = readTable({
    path: paths.file("bls/ep_occupation_2024_34__Table_1_2.tsv"),
    delimiter: "\t",
    headerRow: 1,
  });
  const result = new Map<string, ProjectionFigures>();
  for (const row of rows) {
    const code = row["2024 National Employment Matrix code"] ?? "";
    if (!code || result.has(code)) continue;
    const openingsThousands = parseNumber(row["Occupational openings, 2024–34 annual average"]);
    result.set(code, {
      growthPct: parseNumber(row["Employment change, percent, 2024–34"]),
      selfEmployedPct: parseNumber(row["Percent self employed, 2024"]),
      openings: openingsThousands === null ? null : Math.round(openingsThousands * 1000),
    });
  }
  return result;
}

export function readNemCrosswalk(paths: SourcePaths): Map<string, string> {
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

export function buildLabourMarket({
  code,
  socCode,
  oews,
  projections,
  nemCodes,
}: {
  code: string;
  socCode: string;
  oews: Map<string, OewsFigures>;
  projections: Map<string, ProjectionFigures>;
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
    annualWageP25: wages?.p25 ?? null,
    annualWageP75: wages?.p75 ?? null,
    annualWageP90: wages?.p90 ?? null,
    hourlyWageP25: wages?.hourlyP25 ?? null,
    hourlyWageP75: wages?.hourlyP75 ?? null,
    wageTopCoded: wages?.topCoded ?? false,
    employment: wages?.employment ?? null,
    projectedGrowthPct: projection?.growthPct ?? null,
    annualOpenings: projection?.openings ?? null,
    selfEmployedPct: projection?.selfEmployedPct ?? null,
  };
}
