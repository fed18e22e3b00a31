import type { ElementRating } from "../../core/occupations/dataset";
import type { Row } from "./parse-delimited";
import { compareStrings, parseNumber, round } from "./values";

/** O*NET Skills / Knowledge rows → importance and level per element, most important first, per O*NET-SOC code. */
export function readElementRatings(rows: Row[]): Map<string, ElementRating[]> {
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
