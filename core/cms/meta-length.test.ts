import { describe, expect, it } from "vitest";
import { describeMetaDescriptionLength, describeMetaTitleLength } from "./meta-length";

describe("the meta title guide", () => {
  it("says nothing for an empty title", () => expect(describeMetaTitleLength("")).toBeNull());
  it("asks for 30-60 characters under 30", () =>
    expect(describeMetaTitleLength("x".repeat(29))?.text).toBe("Too short - aim for 30-60 characters"));
  it("approves 30 to 60", () => {
    expect(describeMetaTitleLength("x".repeat(30))).toEqual({ tone: "good", text: "Good length for search results" });
    expect(describeMetaTitleLength("x".repeat(60))?.text).toBe("Good length for search results");
  });
  it("warns over 60", () =>
    expect(describeMetaTitleLength("x".repeat(61))?.text).toBe("Too long - may be truncated in search results"));
});

describe("the meta description guide", () => {
  it("asks for 120-160 even when empty (the spec makes no exception, unlike the title)", () =>
    expect(describeMetaDescriptionLength("")).toEqual({
      tone: "warn",
      text: "Too short - aim for 120-160 characters",
    }));
  it("asks for 120-160 under 120", () =>
    expect(describeMetaDescriptionLength("x".repeat(119))?.text).toBe("Too short - aim for 120-160 characters"));
  it("approves 120 to 160", () => {
    expect(describeMetaDescriptionLength("x".repeat(120))?.text).toBe("Perfect length for search results");
    expect(describeMetaDescriptionLength("x".repeat(160))?.text).toBe("Perfect length for search results");
  });
  it("warns over 160", () =>
    expect(describeMetaDescriptionLength("x".repeat(161))?.text).toBe(
      "Too long - will be truncated in search results",
    ));
});
