import { describe, expect, it } from "vitest";
import aiCareers from "./pages/ai-careers.json";
import dataSources from "./pages/data-sources.json";
import faqSeed from "./pages/faq.json";
import howItWorks from "./pages/how-it-works.json";
import privacyPolicy from "./pages/privacy.json";

const text = (value: unknown) => JSON.stringify(value);
/** The FAQ, the explainer, the AI careers and data sources pages as the CMS is first seeded with them. */
const faqEntries = faqSeed.entries;
const quotedFigures = dataSources.quotedFigures;

describe("the stated claims of content-and-cms.md §9", () => {
  it("give the assessment time as 2-5 minutes and the retake advice as 6-12 months, exactly", () => {
    for (const content of [text(howItWorks), text(faqEntries)]) {
      expect(content).toContain("2-5 minutes");
      expect(content).toContain("6-12 months");
      expect(content).not.toMatch(/two to five|2 to 5 minutes|6 to 12 months/);
    }
  });

  it("name the 375 million figure as the McKinsey Global Institute's 2017 estimate of occupational switches by 2030", () => {
    const challenge = text(howItWorks.blocks.find((block) => block.id === "challenge"));
    expect(challenge).toContain("375 million");
    expect(challenge).toContain("McKinsey Global Institute");
    expect(challenge).toContain("2017");
    expect(challenge).toContain("switch occupational categories by 2030");
  });

  it("label the marketing figures as widely cited reports, not our measurement", () => {
    expect(aiCareers.banner.stats.map((stat) => [stat.value, stat.attribution])).toEqual([
      ["150 million", "Widely cited in industry and press reports"],
      ["35-50%", "Widely cited in industry and press reports"],
    ]);
    expect(aiCareers.banner.note).toContain("not our measurement");
    expect(quotedFigures.heading).toBe("Figures quoted on our guides");
    expect(text(quotedFigures)).toContain("150 million new AI jobs by 2027");
    expect(text(quotedFigures)).toContain("not our measurement");
  });
});

describe("the privacy policy", () => {
  const policy = text(privacyPolicy);

  it("claims no audit we do not have, while naming GDPR and CCPA", () => {
    expect(policy).toContain("We are not SOC 2 audited");
    expect(policy).not.toMatch(/SOC 2 (certified|compliant)/i);
    expect(policy).toContain("GDPR");
    expect(policy).toContain("CCPA");
  });

  it("says resumes are processed in memory and never stored, so nothing is left to delete", () => {
    expect(policy).toContain("processed in memory and never stored");
    expect(policy).toContain("nothing left to delete");
    expect(policy).not.toContain("30 days");
    const faq = faqEntries.find((entry) => entry.id === "resume-stored");
    expect(faq?.answer).toContain("never stored, so there is nothing left to delete");
  });

  it("says analytics is never loaded on result pages", () => {
    const thirdParties = text(privacyPolicy.sections.find((section) => section.id === "third-party-services"));
    expect(thirdParties).toContain("not loaded on result pages");
    expect(thirdParties).toContain("/assessment/");
  });
});
