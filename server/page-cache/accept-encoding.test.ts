import { describe, expect, it } from "vitest";
import { codingWeight } from "./accept-encoding";
import { chooseEncoding } from "./stored-body";

describe("Accept-Encoding weights", () => {
  it.each([
    ["gzip, br", "gzip", 1],
    ["br;q=1.0, gzip;q=0.8", "gzip", 0.8],
    ["*;q=0.5", "br", 0.5],
    ["gzip;q=0, *", "gzip", 0],
    ["gzip;q=abc", "gzip", 0],
    [undefined, "gzip", 0],
  ])("%s gives %s the weight %s", (header, coding, weight) => {
    expect(codingWeight(header, coding)).toBe(weight);
  });

  it("answers brotli on a tie, gzip when it weighs more, and leaves a deflate-first client to Express", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});
