import { describe, expect, it } from "vitest";
import { readSessionToken, shouldUseSecureCookie } from "./session-cookie";

describe("the session cookie", () => {
  it("reads our cookie among others", () => {
    expect(readSessionToken("a=1; ajr_session=abc_DEF-1; b=2")).toBe("abc_DEF-1");
    expect(readSessionToken("ajr_session=")).toBeUndefined();
    expect(readSessionToken(undefined)).toBeUndefined();
  });
  it("is Secure in production except on plain-HTTP loopback", () => {
    expect(shouldUseSecureCookie({ nodeEnv: "production", publicUrl: "https://aijobrisk.example" })).toBe(true);
    expect(shouldUseSecureCookie({ nodeEnv: "production", publicUrl: "http://example.org" })).toBe(true);
    expect(shouldUseSecureCookie({ nodeEnv: "production", publicUrl: "http://127.0.0.1:3000" })).toBe(false);
    expect(shouldUseSecureCookie({ nodeEnv: "development", publicUrl: "http://localhost:3000" })).toBe(false);
  });
  it("is Secure whenever PUBLIC_URL is https or the request itself came in over HTTPS", () => {
    expect(shouldUseSecureCookie({ nodeEnv: "development", publicUrl: "https://aijobrisk.example" })).toBe(true);
    // The default PUBLIC_URL (http://localhost) behind a TLS proxy: the request decides.
    expect(
      shouldUseSecureCookie({ nodeEnv: "production", publicUrl: "http://localhost:3000", requestIsSecure: true }),
    ).toBe(true);
    expect(
      shouldUseSecureCookie({ nodeEnv: "production", publicUrl: "http://localhost:3000", requestIsSecure: false }),
    ).toBe(false);
  });
});
