import { describe, expect, it } from "vitest";
import { mergeOccupationOptions } from "./occupation-search";

describe("mergeOccupationOptions", () => {
  it("keeps the search results first and adds only matcher candidates with new codes, once each", () => {
    const searched = [{ code: "11-9021.00", title: "Construction Managers" }];
    const matched = [
      { code: "11-9021.00", title: "Construction Managers" },
      { code: "47-1011.00", title: "First-Line Supervisors of Construction Trades and Extraction Workers" },
      { code: "47-1011.00", title: "First-Line Supervisors of Construction Trades and Extraction Workers" },
      { code: "47-2031.00", title: "Carpenters" },
    ];
    expect(mergeOccupationOptions(searched, matched).map((o) => o.code)).toEqual([
      "11-9021.00",
      "47-1011.00",
      "47-2031.00",
    ]);
  });

  it("answers the matcher's candidates when the search found nothing", () => {
    const matched = [{ code: "53-3053.00", title: "Shuttle Drivers and Chauffeurs" }];
    expect(mergeOccupationOptions([], matched)).toEqual(matched);
  });
});
