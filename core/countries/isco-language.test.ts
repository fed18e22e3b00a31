import { describe, expect, it } from "vitest";
import { chooseIscoLanguage } from "./isco-language";

describe("chooseIscoLanguage", () => {
  it("uses the country's own language where ESCO titles groups in it", () => {
    expect(chooseIscoLanguage({ country: "de", languages: ["en-US"] })).toBe("de");
    expect(chooseIscoLanguage({ country: "fr" })).toBe("fr");
    expect(chooseIscoLanguage({ country: "gb", languages: ["de-DE"] })).toBe("en");
  });

  it("follows the browser where the country has no one language", () => {
    expect(chooseIscoLanguage({ country: "ca", languages: ["fr-CA", "en"] })).toBe("fr");
    expect(chooseIscoLanguage({ country: "eu", languages: ["nl-NL", "de"] })).toBe("de");
    expect(chooseIscoLanguage({ country: "jp", languages: ["ja-JP"] })).toBe("en");
  });

  it("is English without a country, whatever the browser says", () => {
    expect(chooseIscoLanguage({ country: null, languages: ["de-DE"] })).toBe("en");
    expect(chooseIscoLanguage({ country: undefined })).toBe("en");
  });
});
