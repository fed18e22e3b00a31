import { readTable } from "../occupation-data/parse-delimited";
import type { SourcePaths } from "../occupation-data/source-paths";

/** A NOC 2021 code as Statistics Canada writes it: five digits (the crosswalk drops leading zeros). */
export function padNocCode(code: string): string | null {
  return /^\d{1,5}$/.test(code) ? code.padStart(5, "0") : null;
}

/**
 * Canada's NOC 2021 groups for each O*NET-SOC code (the NOC → O*NET crosswalk read backwards) and
 * their titles. An O*NET code listed by several NOC groups gets the most specific first: the group
 * that lists the fewest O*NET codes, then the lower code.
 */
export function readNocGroups(paths: SourcePaths): { titles: Map<string, string>; byOnet: Map<string, string[]> } {
  const titles = new Map<string, string>();
  const onetCodesPerNoc = new Map<string, number>();
  const nocsPerOnet = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("canada_noc/noc2021_onet26.csv"), delimiter: "," })) {
    const noc = padNocCode(row["noc"] ?? "");
    const onet = row["onet"] ?? "";
    const title = row["noc_title"] ?? "";
    if (!noc || !/^\d{2}-\d{4}\.\d{2}$/.test(onet) || !title) continue;
    titles.set(noc, title);
    onetCodesPerNoc.set(noc, (onetCodesPerNoc.get(noc) ?? 0) + 1);
    const set = nocsPerOnet.get(onet) ?? new Set<string>();
    set.add(noc);
    nocsPerOnet.set(onet, set);
  }
  const byOnet = new Map<string, string[]>();
  for (const [onet, nocs] of nocsPerOnet)
    byOnet.set(
      onet,
      [...nocs].sort((a, b) => (onetCodesPerNoc.get(a) ?? 0) - (onetCodesPerNoc.get(b) ?? 0) || (a < b ? -1 : 1)),
    );
  return { titles, byOnet };
}
