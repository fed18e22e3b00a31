import type { OccupationDataset } from "../../core/occupations/dataset";

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * When the dataset was built. The dataset records its source vintages ("30.1 (December 2025)",
 * "May 2025", "Anthropic Economic Index 2025-02-10"…), and a build cannot predate its newest
 * source: that date stands for the build, so the sitemap's lastmod moves only when the data does.
 * Only full dates and month-year pairs count (a bare year is too vague); none at all gives null.
 */
export function readDatasetBuildDate(dataset: Pick<OccupationDataset, "vintages">): Date | null {
  let newest: number | null = null;
  const consider = (time: number) => {
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  };
  for (const vintage of Object.values(dataset.vintages)) {
    const text = vintage.toLowerCase();
    for (const [, y, m, d] of text.matchAll(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g)) {
      // "2024-34" is a span of years, not a month.
      if (Number(m) >= 1 && Number(m) <= 12) consider(Date.UTC(Number(y), Number(m) - 1, d ? Number(d) : 1));
    }
    for (const [, month, y] of text.matchAll(/\b([a-z]+) (\d{4})\b/g)) {
      const m = MONTHS.indexOf(month!);
      if (m !== -1) consider(Date.UTC(Number(y), m, 1));
    }
  }
  return newest === null ? null : new Date(newest);
}
