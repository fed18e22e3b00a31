/**
 * The highlight badges at the top of a country guide. Every figure is measured, never claimed:
 * the assessments run on this site so far (a database count) and the occupations our dataset
 * scores. A figure we cannot read is left out rather than guessed (docs/decisions/009-honest-figures.md).
 */
export type GuideHighlight = { value: string; label: string };

export function buildGuideHighlights({
  assessmentsRun,
  occupationsCovered,
}: {
  assessmentsRun: number | null;
  occupationsCovered: number | null;
}): GuideHighlight[] {
  const highlights: GuideHighlight[] = [{ value: "Free", label: "2-5 minute assessment" }];
  if (occupationsCovered !== null && occupationsCovered > 0)
    highlights.push({ value: occupationsCovered.toLocaleString("en-US"), label: "occupations covered" });
  if (assessmentsRun !== null && assessmentsRun > 0)
    highlights.push({
      value: assessmentsRun.toLocaleString("en-US"),
      label: assessmentsRun === 1 ? "assessment run on this site so far" : "assessments run on this site so far",
    });
  return highlights;
}
