import { readTable } from "./parse-delimited";
import type { SourcePaths } from "./source-paths";
import { addToSetMap, sortedUnique } from "./values";

/**
 * Fields of study per occupation: O*NET's own crosswalk from programs of study (CIP 2020, 6-digit)
 * to O*NET-SOC 2019 codes, down to the ".01" specialisations, with each program's CIP title. Only
 * codes and titles are kept. Retired ("Deleted", "Moved to") CIP codes are left out.
 */
export interface FieldsOfStudy {
  /** O*NET-SOC code → sorted CIP codes ("51.1201"). */
  byOccupation: Map<string, string[]>;
  /** CIP code → title without its final full stop ("Medicine"). */
  titles: Map<string, string>;
}

/** CIPCode2020.csv writes codes as spreadsheet formulas (="51.1201"). */
function cleanCipCode(text: string | undefined): string {
  return (text ?? "").replace(/^="?|"$/g, "").trim();
}

export function readFieldsOfStudy(paths: SourcePaths): FieldsOfStudy {
  const titles = new Map<string, string>();
  for (const row of readTable({ path: paths.file("cip_soc/CIPCode2020.csv"), delimiter: "," })) {
    const code = cleanCipCode(row["CIPCode"]);
    const action = row["Action"] ?? "";
    if (!/^\d\d\.\d{4}$/.test(code) || action === "Deleted" || action === "Moved to") continue;
    titles.set(code, (row["CIPTitle"] ?? "").trim().replace(/\.$/, ""));
  }
  const sets = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("cip_soc/Education_CIP_to_ONET_SOC.csv"), delimiter: "," })) {
    const cip = (row["2020 CIP Code"] ?? "").trim();
    const code = (row["O*NET-SOC 2019 Code"] ?? "").trim();
    if (titles.has(cip) && /^\d\d-\d{4}\.\d\d$/.test(code)) addToSetMap(sets, code, cip);
  }
  const byOccupation = new Map([...sets].map(([code, cips]) => [code, sortedUnique(cips)]));
  const used = new Set([...byOccupation.values()].flat());
  return { byOccupation, titles: new Map([...titles].filter(([code]) => used.has(code))) };
}
