import { describe, expect, it } from "vitest";
import { isUuid, MAX_ROW_ID, parseRowId, parseUuid } from "./parse-id";

describe("parseRowId", () => {
  it("reads decimal digits within PostgreSQL's integer range", () => {
    expect(parseRowId("5")).toBe(5);
    expect(parseRowId("2147483647")).toBe(MAX_ROW_ID);
    expect(parseRowId(42)).toBe(42);
  });

  it.each([
    "0x5",
    "1e3",
    "99999999999999999999",
    "2147483648",
    "0",
    "-1",
    "+5",
    " 5",
    "5 ",
    "05",
    "5.0",
    "",
    "abc",
    "٣",
  ])("refuses %j", (value) => {
    expect(parseRowId(value)).toBeNull();
  });

  it("refuses numbers that are not positive safe integers", () => {
    for (const value of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e20]) expect(parseRowId(value)).toBeNull();
    expect(parseRowId(null)).toBeNull();
    expect(parseRowId(["5"])).toBeNull();
  });
});

describe("UUIDs", () => {
  it("accepts the 8-4-4-4-12 form in either case and lower-cases it", () => {
    expect(isUuid("3F1C2A9E-7B7D-4C1E-9A55-2F0E8B6D4C11")).toBe(true);
    expect(parseUuid("3F1C2A9E-7B7D-4C1E-9A55-2F0E8B6D4C11")).toBe("3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11");
  });

  it.each([
    "3f1c2a9e",
    "3f1c2a9e7b7d4c1e9a552f0e8b6d4c11",
    "../etc/passwd",
    "3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11\n",
    "",
  ])("refuses %j", (value) => {
    expect(isUuid(value)).toBe(false);
    expect(parseUuid(value)).toBeNull();
  });
});
