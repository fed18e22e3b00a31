import { describe, expect, it } from "vitest";
import { planReturnToResults, RETURN_LABEL } from "./ai-careers";

describe("Return to Assessment Results", () => {
  it("keeps its label", () => {
    expect(RETURN_LABEL).toBe("Return to Assessment Results");
  });

  it("closes the tab the result page opened", () => {
    expect(planReturnToResults({ hasOpener: true, historyLength: 1, cameFromSitePage: false })).toBe("close");
    // window.open(…, "noopener") leaves no opener, but the new tab has a history of one page.
    expect(planReturnToResults({ hasOpener: false, historyLength: 1, cameFromSitePage: false })).toBe("close");
  });

  it("goes back when reached from a page of the site, such as the footer link", () => {
    expect(planReturnToResults({ hasOpener: false, historyLength: 4, cameFromSitePage: true })).toBe("back");
  });

  it("goes to the home page when there is no page of ours to return to", () => {
    expect(planReturnToResults({ hasOpener: false, historyLength: 3, cameFromSitePage: false })).toBe("home");
  });
});
