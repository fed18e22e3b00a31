import { readTable, type Row } from "./parse-delimited";
import type { SourcePaths } from "./source-paths";
import { addToSetMap, parseNumber, sortedUnique } from "./values";

/**
 * Anthropic publishes shares per task text (lower-cased). A text is matched to every O*NET 30.1 task
 * with the same text, then (for texts that changed) via the release's own O*NET-SOC 2010 task ids and
 * the official 2010→2019 crosswalk. A share matched to several tasks is split evenly so occupation
 * sums still add up to at most 100%.
 */
export function readAnthropicTaskShares({
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
