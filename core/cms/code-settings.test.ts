import { describe, expect, it } from "vitest";
import { codeSettingsAmong } from "./code-settings";

describe("code settings in a submission", () => {
  it("finds every setting whose value is code placed into public pages", () => {
    expect(
      codeSettingsAmong([
        "site_title",
        "footer_code",
        "custom_js",
        "custom_css",
        "header_code",
        "custom_analytics_code",
      ]),
    ).toEqual(["custom_js", "custom_css", "header_code", "footer_code", "custom_analytics_code"]);
  });
  it("finds none in a submission of ordinary settings", () => {
    expect(codeSettingsAmong(["site_title", "contact_email", "google_analytics_id"])).toEqual([]);
  });
});
