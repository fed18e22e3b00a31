import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords";
import { checkPassword } from "./password-rules";

describe("staff password rules", () => {
  it("needs at least 12 characters", () => {
    expect(checkPassword({ password: "elevenchars", commonPasswords })).toBe("Password must be at least 12 characters");
    expect(checkPassword({ password: "twelve-chars", commonPasswords })).toBeNull();
  });
  it("refuses common passwords whatever their case", () => {
    expect(checkPassword({ password: "Password1234", commonPasswords })).toBe(
      "This password is too common; choose another",
    );
  });
});
