/**
 * What separates a title from what follows it on a job line ("Carpenter — Acme Builders", "Nurse |
 * 2019", "Chef at Nobu", "Manager, Operations"). The title matcher splits a written title at them
 * (`strip-title-noise.ts`). Words are regular-expression sources.
 */
import type { TitleWord, TitleWordTable } from "./title-rule";

export interface SeparatorWord extends TitleWord {
  /** Strong: what follows is not the title. A comma or semicolon may sit inside one ("Manager, Operations"). */
  strong: boolean;
}

export interface SeparatorTable extends TitleWordTable {
  words: readonly SeparatorWord[];
}

export const TITLE_SEPARATORS: SeparatorTable = {
  why: "A job line puts the employer, place or dates after the title with one of these; read as one text, their words drew other occupations.",
  words: [
    { word: String.raw`\s+[-–—]+\s+`, strong: true, example: "Carpenter - Summit Builders", code: "47-2031.00" },
    { word: String.raw`\s*[–—|•·@]\s*`, strong: true, example: "Carpenter | Summit Builders", code: "47-2031.00" },
    { word: String.raw`\s+at\s+`, strong: true, example: "Carpenter at Summit Builders", code: "47-2031.00" },
    { word: ",", strong: false, example: "Carpenter, Summit Builders", code: "47-2031.00" },
    { word: ";", strong: false, example: "Carpenter; Summit Builders", code: "47-2031.00" },
    { word: String.raw`\s+-\s*$`, strong: true, example: "Carpenter -", code: "47-2031.00" },
  ],
};

/** The separators of `table` as one alternation; only the strong ones when `strongOnly`. */
export function separatorAlternation(table: SeparatorTable, strongOnly: boolean): string {
  return table.words
    .filter((separator) => separator.strong || !strongOnly)
    .map(({ word }) => word)
    .join("|");
}
