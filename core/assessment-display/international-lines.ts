import type { AssessmentView } from "../assessment/assessment-view";
import { chooseIscoLanguage } from "../countries/isco-language";
import {
  describeIloGradient,
  describeIloScore,
  ILO_FIGURE_NAME,
  ILO_FIGURE_SOURCE,
} from "../international/international-text";

/**
 * The international codes as lines of text, for the PDF report (ADR 034): the ISCO-08 group in the
 * visitor's language (English in a public report), Canada's NOC 2021 group for a visitor who works
 * there, and the ILO's global figure. Empty when the occupation has no ISCO-08 group.
 */
export function describeInternationalLines({
  view,
}: {
  view: Pick<AssessmentView, "international" | "country">;
}): string[] {
  const international = view.international;
  if (!international?.isco) return [];
  const language = chooseIscoLanguage({ country: view.country });
  const { isco, ilo, noc } = international;
  const title = language === "en" ? isco.titles.en : `${isco.titles[language]} (${isco.titles.en})`;
  const lines = [`International classification: ISCO-08 ${isco.code} ${title}.`];
  if (view.country === "ca" && noc) lines.push(`Canada: NOC 2021 ${noc.code} ${noc.title}.`);
  if (ilo)
    lines.push(
      `${ILO_FIGURE_NAME} for this group: ${describeIloScore(ilo.score)}, ${describeIloGradient(ilo.gradient)} (${ILO_FIGURE_SOURCE}).`,
    );
  return lines;
}
