import type { SourcePaths } from "./source-paths";
import { readTable } from "./parse-delimited";
import { addToSetMap, mean, parseNumber, sortedUnique } from "./values";

/**
 * Measures published per SOC 2010 code (Felten et al.'s AIOE family, Frey & Osborne) and the BLS
 * crosswalk that carries them onto the SOC 2018 codes O*NET 30.1 uses.
 */
/** SOC 2018 code → SOC 2010 codes that map onto it (BLS crosswalk, many-to-many). */
export function readSoc2018To2010(paths: SourcePaths): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const rows = readTable({ path: paths.file("crosswalks/soc_2010_to_soc_2018_crosswalk.csv"), delimiter: "," });
  for (const row of rows) {
    const from = row["2010 SOC Code"] ?? "";
    const to = row["2018 SOC Code"] ?? "";
    if (from && to) addToSetMap(map, to, from);
  }
  return map;
}

export function averageViaSoc2010({
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

export function readSocValues({
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
