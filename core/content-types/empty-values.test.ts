import { describe, expect, it } from "vitest";
import { buildCreateSchema } from "./build-content-schema";
import { countryGuideType } from "./country-guide-type";
import { buildEmptyValues } from "./empty-values";

describe("a new entry in the admin form", () => {
  it("starts a guide with every list at its minimum length and the status at draft", () => {
    const empty = buildEmptyValues(countryGuideType.fields) as {
      status: string;
      keywords: string[];
      sections: { industries: { items: unknown[] }; resistantJobsByRegion: { items: { jobs: unknown[] }[] } };
      editorial: unknown;
    };
    expect(empty.status).toBe("draft");
    expect(empty.keywords).toEqual([]);
    expect(empty.sections.industries.items).toHaveLength(3);
    expect(empty.sections.resistantJobsByRegion.items[0]?.jobs).toEqual([
      { title: "", occupation: null },
      { title: "", occupation: null },
      { title: "", occupation: null },
    ]);
  });

  it("is refused until the required fields are filled, naming the first one", () => {
    const result = buildCreateSchema(countryGuideType).safeParse(buildEmptyValues(countryGuideType.fields));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Title is required");
  });
});
