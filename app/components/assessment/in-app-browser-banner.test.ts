import { describe, expect, it } from "vitest";
import { buildOpenInBrowserUrl } from "./in-app-browser-banner";

describe("buildOpenInBrowserUrl", () => {
  it("asks Android to open the same address in Chrome through an intent", () => {
    expect(buildOpenInBrowserUrl({ href: "https://aijobrisk.example/assessment/abc?x=1#top", isAndroid: true })).toBe(
      "intent://aijobrisk.example/assessment/abc?x=1#Intent;scheme=https;package=com.android.chrome;end",
    );
  });

  it("asks iOS to open the same address in Safari", () => {
    expect(buildOpenInBrowserUrl({ href: "https://aijobrisk.example/", isAndroid: false })).toBe(
      "x-safari-https://aijobrisk.example/",
    );
  });
});
