import { describe, expect, it } from "vitest";
import { isJobHeaderLine } from "./extract-job-title";
import { guessIndustry } from "./guess-industry";
import { splitIntoSections } from "./resume-sections";
import { toResumeLines } from "./normalize-resume-lines";

function industryOf(text: string, jobTitle: string | null = null): string {
  return guessIndustry({ lines: splitIntoSections(toResumeLines(text)), jobTitle, isJobHeader: isJobHeaderLine });
}

describe("guessIndustry", () => {
  it("reads software shipped to production as technology, and Till Date as no shop's till", () => {
    const text = [
      "Experience",
      "Systems Engineer, Example Corp, 2019 to Till Date",
      "- Built Java microservices.",
      "- Supported production releases and production incidents.",
      "- Deployed services to production every week.",
    ].join("\n");
    expect(industryOf(text)).toBe("technology");
  });

  it("does not count a short sentence as a job header line", () => {
    // Weighted as a header, "Reconciled" (finance) would tie with manufacturing's two words.
    const text = [
      "Summary",
      "Planner in food manufacturing.",
      "Experience",
      "Northwind Foods",
      "Supply Chain Planner",
      "March 2020 - Present",
      "Built the weekly production schedule.",
      "Reconciled inventory across warehouses.",
    ].join("\n");
    expect(isJobHeaderLine("Reconciled inventory across warehouses.")).toBe(false);
    expect(isJobHeaderLine("Acme Widgets Co.")).toBe(true);
    expect(industryOf(text, "Supply Chain Planner")).toBe("manufacturing");
  });
});
