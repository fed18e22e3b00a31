/**
 * Reads the two official coding indexes in the shared data folder (MANIFEST section 9) into
 * `CodingIndexRow`s: the Census 2022 Alphabetical Index of Occupations (its industry restrictions
 * mapped to the form's industries) and the BLS SOC 2018 Direct Match Title File. Cross-reference rows
 * without a code ("Officer See Official") are skipped.
 */
import { join } from "node:path";
import { censusRestrictionIndustries, type CodingIndexRow } from "../../core/occupations/coding-index";
import { readTable } from "./parse-delimited";

export const CENSUS_INDEX_FILE = "title_indexes/census_2022_occupation_index.csv";
export const BLS_DIRECT_MATCH_FILE = "title_indexes/bls_soc_2018_direct_match_titles.csv";

export function readTitleIndexRows(sourceDir: string): CodingIndexRow[] {
  const rows: CodingIndexRow[] = [];
  for (const row of readTable({ path: join(sourceDir, CENSUS_INDEX_FILE), delimiter: "," })) {
    const title = row["title"] ?? "";
    const code = row["soc_2018_code"] ?? "";
    if (title === "" || code === "") continue;
    rows.push({ title, code, industries: censusRestrictionIndustries(row["census_industry_restriction"] ?? "") });
  }
  for (const row of readTable({ path: join(sourceDir, BLS_DIRECT_MATCH_FILE), delimiter: "," })) {
    const title = row["direct_match_title"] ?? "";
    const code = row["soc_2018_code"] ?? "";
    if (title !== "" && code !== "") rows.push({ title, code, industries: 0 });
  }
  return rows;
}
