import { describe, expect, it } from "vitest";
import {
  describeCount,
  describeDollars,
  describePercent,
  describeSourceFigure,
  formatNumberSpec,
  type NumberSpec,
} from "./format-number";

const write = (spec: NumberSpec | null, locale?: string) => (spec ? formatNumberSpec({ spec, locale }) : null);

describe("describeSourceFigure", () => {
  it("writes wages as dollars, counts with separators and shares as percentages (en-US on the server)", () => {
    expect(write(describeSourceFigure({ id: "bls-median-wage", value: "97550" }))).toBe("US$97,550");
    expect(write(describeSourceFigure({ id: "bls-employment", value: "3175390" }))).toBe("3,175,390");
    expect(write(describeSourceFigure({ id: "anthropic-conversation-share", value: "0.016808" }))).toBe("0.017%");
    expect(write(describeSourceFigure({ id: "bls-projected-growth", value: "4.9" }))).toBe("+4.9%");
    expect(write(describeSourceFigure({ id: "eloundou-human-beta", value: "0.54321" }))).toBe("0.54");
    expect(write(describeSourceFigure({ id: "felten-lm-aioe", value: "-1.2345" }))).toBe("-1.23");
  });

  it("reads the en-US text assessments store", () => {
    expect(write(describeSourceFigure({ id: "bls-median-wage", value: "97,550" }))).toBe("US$97,550");
    expect(write(describeSourceFigure({ id: "bls-employment", value: "3,175,390" }))).toBe("3,175,390");
  });

  it("writes the same description in the visitor's locale", () => {
    expect(write(describeSourceFigure({ id: "bls-median-wage", value: "97550" }), "de-DE")).toBe("US$97.550");
    expect(write(describeSourceFigure({ id: "bls-median-wage", value: "97550" }), "en-CA")).toBe("US$97,550");
    expect(write(describeSourceFigure({ id: "bls-projected-growth", value: "1.7" }), "fr-FR")).toMatch(/^\+1,7\s%$/u);
  });

  it("leaves text that is not a number to be shown as it is", () => {
    expect(describeSourceFigure({ id: "bls-median-wage", value: "n/a" })).toBeNull();
    expect(describeSourceFigure({ id: "bls-median-wage", value: " " })).toBeNull();
  });
});

describe("figure descriptions", () => {
  it("gives US$97,550, 1.7% and counts as the newcomer's note asks, every amount marked as US dollars", () => {
    expect(write(describeDollars({ value: 97550 }))).toBe("US$97,550");
    expect(write(describeDollars({ value: 239200, topCoded: true }))).toBe("US$239,200+");
    expect(write(describeCount(1234567))).toBe("1,234,567");
    expect(write(describePercent({ value: 1.7 }))).toBe("1.7%");
    expect(write(describePercent({ value: -2, signed: true }))).toBe("-2.0%");
    expect(write(describePercent({ value: 0, signed: true }))).toBe("0.0%");
  });
});
