import { describe, expect, it } from "vitest";
import { matchesEtag } from "./matches-etag";

describe("matchesEtag", () => {
  it("matches the tag itself, its weak form, and a list that holds it", () => {
    expect(matchesEtag('"abc-1"', '"abc-1"')).toBe(true);
    expect(matchesEtag('W/"abc-1"', '"abc-1"')).toBe(true);
    expect(matchesEtag('"abc-1"', 'W/"abc-1"')).toBe(true);
    expect(matchesEtag('"old", "abc-1"', '"abc-1"')).toBe(true);
  });

  it("matches any tag for *", () => {
    expect(matchesEtag("*", '"abc-1"')).toBe(true);
    expect(matchesEtag('"old", *', '"abc-1"')).toBe(true);
  });

  it("refuses a missing header, another tag or an unquoted one", () => {
    expect(matchesEtag(undefined, '"abc-1"')).toBe(false);
    expect(matchesEtag("", '"abc-1"')).toBe(false);
    expect(matchesEtag('"abc-2"', '"abc-1"')).toBe(false);
    expect(matchesEtag("abc-1", '"abc-1"')).toBe(false);
  });
});
