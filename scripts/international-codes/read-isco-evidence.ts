import { readTable } from "../occupation-data/parse-delimited";
import { readOnet, type SourcePaths } from "../occupation-data/source-paths";
import { addToSetMap } from "../occupation-data/values";
import type { IscoCandidate } from "./choose-isco-groups";
import { readTitleWords } from "./choose-isco-groups";

/** One title as a set key: its words, plurals dropped, in order ("Registered Nurses" → "registered nurse"). */
export function normaliseTitle(title: string): string {
  return [...readTitleWords(title)].join(" ");
}

function addWeight(map: Map<string, Map<string, number>>, key: string, code: string, weight: number): void {
  const inner = map.get(key) ?? new Map<string, number>();
  inner.set(code, (inner.get(code) ?? 0) + weight);
  map.set(key, inner);
}

/** SOC 2018 code → ISCO-08 groups the BLS crosswalk names for it (through SOC 2010). */
export function readBlsCandidates(paths: SourcePaths): Map<string, IscoCandidate[]> {
  const soc2018To2010 = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("crosswalks/soc_2010_to_soc_2018_crosswalk.csv"), delimiter: "," })) {
    const from = row["2010 SOC Code"] ?? "";
    const to = row["2018 SOC Code"] ?? "";
    if (from && to) addToSetMap(soc2018To2010, to, from);
  }
  // SOC 2010 → ISCO code → full (true) unless every row linking them is partial.
  const bySoc2010 = new Map<string, Map<string, boolean>>();
  for (const row of readTable({ path: paths.file("crosswalks/isco08_to_soc2010_bls.tsv"), delimiter: "\t" })) {
    const soc = row["2010 SOC Code"] ?? "";
    const isco = row["ISCO-08 Code"] ?? "";
    if (!soc || !/^\d{4}$/.test(isco)) continue;
    const inner = bySoc2010.get(soc) ?? new Map<string, boolean>();
    inner.set(isco, (inner.get(isco) ?? false) || row["part"] !== "*");
    bySoc2010.set(soc, inner);
  }
  const result = new Map<string, IscoCandidate[]>();
  for (const [soc2018, soc2010Codes] of soc2018To2010) {
    const full = new Map<string, boolean>();
    for (const soc2010 of soc2010Codes)
      for (const [isco, isFull] of bySoc2010.get(soc2010) ?? []) full.set(isco, (full.get(isco) ?? false) || isFull);
    result.set(
      soc2018,
      [...full.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([code, isFull]) => ({ code, partial: !isFull })),
    );
  }
  return result;
}

/**
 * O*NET-SOC 2019 code → ISCO code → summed confidence of the ESCO occupations the ESCO → O*NET
 * crosswalk (made on O*NET-SOC 2010 codes) maps to it, carried to 2019 codes by O*NET's crosswalk.
 */
export function readEscoWeights(paths: SourcePaths): Map<string, Map<string, number>> {
  const onet2010To2019 = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("crosswalks/onet_soc_2010_to_2019_crosswalk.csv"), delimiter: "," })) {
    const from = row["O*NET-SOC 2010 Code"] ?? "";
    const to = row["O*NET-SOC 2019 Code"] ?? "";
    if (from && to) addToSetMap(onet2010To2019, from, to);
  }
  const weights = new Map<string, Map<string, number>>();
  for (const row of readTable({
    path: paths.file("esco_onet_crosswalk/esco_onet_crosswalk_Nov2020.csv"),
    delimiter: ",",
  })) {
    const isco = row["isco_code"] ?? "";
    const confidence = Number(row["confidence"] ?? "");
    if (!/^\d{4}$/.test(isco) || !Number.isFinite(confidence)) continue;
    for (const onet of onet2010To2019.get(row["onet_code"] ?? "") ?? []) addWeight(weights, onet, isco, confidence);
  }
  return weights;
}

/** Normalised English ESCO label → the ISCO groups of the occupations carrying it. */
export function readEscoLabelGroups(paths: SourcePaths): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const row of readTable({ path: paths.file("esco_1_0_8/occupations_en.csv"), delimiter: "," })) {
    const isco = row["iscoGroup"] ?? "";
    if (!/^\d{4}$/.test(isco)) continue;
    const labels = [row["preferredLabel"] ?? "", ...(row["altLabels"] ?? "").split("\n")];
    for (const label of labels) if (label.trim()) addToSetMap(groups, normaliseTitle(label), isco);
  }
  return groups;
}

/** O*NET-SOC code → its title and alternate titles (O*NET 30.1), normalised. */
export function readOnetTitles(paths: SourcePaths): { titles: Map<string, string>; known: Map<string, Set<string>> } {
  const titles = new Map<string, string>();
  const known = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Occupation Data")) {
    const code = row["O*NET-SOC Code"] ?? "";
    const title = row["Title"] ?? "";
    if (!code || !title) continue;
    titles.set(code, title);
    addToSetMap(known, code, normaliseTitle(title));
  }
  for (const row of readOnet(paths, "Alternate Titles")) {
    const code = row["O*NET-SOC Code"] ?? "";
    if (titles.has(code)) addToSetMap(known, code, normaliseTitle(row["Alternate Title"] ?? ""));
  }
  return { titles, known };
}
