import { describe, expect, it } from "vitest";
import { countryGuideSlugs } from "../content-types/country-guide-type";
import { buildAssessmentStartHref, COUNTRIES, COUNTRY_CODES, findGuideCountry, parseCountryCode } from "./countries";
import { detectCountryFromLanguages } from "./detect-country";

describe("the countries the form offers", () => {
  it("are the ten guide countries and Other, each guide with its country", () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRIES.flatMap((country) => (country.guideSlug ? [country.guideSlug] : [])).sort()).toEqual(
      [...countryGuideSlugs].sort(),
    );
    expect(COUNTRIES.at(-1)?.name).toBe("Other");
  });

  it("reads a country code from an address in any letter case and refuses anything else", () => {
    expect(parseCountryCode("DE")).toBe("de");
    expect(parseCountryCode(" gb ")).toBe("gb");
    expect(parseCountryCode("germany")).toBeNull();
    expect(parseCountryCode("")).toBeNull();
    expect(parseCountryCode(null)).toBeNull();
  });

  it("leads each guide's button to the form with the guide's country chosen", () => {
    expect(findGuideCountry("germany")).toBe("de");
    expect(findGuideCountry("uk")).toBe("gb");
    expect(findGuideCountry("faq")).toBeNull();
    expect(buildAssessmentStartHref("de")).toBe("/?country=de#start");
    expect(buildAssessmentStartHref(null)).toBe("/#start");
  });
});

describe("detectCountryFromLanguages", () => {
  it("reads the region of the first language that has one", () => {
    expect(detectCountryFromLanguages(["de-DE", "en"])).toBe("de");
    expect(detectCountryFromLanguages(["en-GB", "en"])).toBe("gb");
    expect(detectCountryFromLanguages(["en-IN"])).toBe("in");
    expect(detectCountryFromLanguages(["fr-CA", "fr"])).toBe("ca");
    expect(detectCountryFromLanguages(["zh-Hans-CN"])).toBe("cn");
    expect(detectCountryFromLanguages(["en-US"])).toBe("us");
  });

  it("files other EU members under the EU and other regions under Other", () => {
    expect(detectCountryFromLanguages(["de-AT"])).toBe("eu");
    expect(detectCountryFromLanguages(["nl-BE"])).toBe("eu");
    expect(detectCountryFromLanguages(["de-CH"])).toBe("other");
    expect(detectCountryFromLanguages(["en-NZ"])).toBe("other");
    expect(detectCountryFromLanguages(["es-419"])).toBe("other");
  });

  it("reads a language without a region only where it points to one place", () => {
    expect(detectCountryFromLanguages(["de"])).toBe("de");
    expect(detectCountryFromLanguages(["ja"])).toBe("jp");
    expect(detectCountryFromLanguages(["en", "es", "pt"])).toBeNull();
    expect(detectCountryFromLanguages(["en", "en-GB"])).toBe("gb");
    expect(detectCountryFromLanguages([])).toBeNull();
  });
});
