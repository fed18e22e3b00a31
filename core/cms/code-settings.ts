/**
 * Settings whose value is code placed into every public page (ADR 004): approving a settings
 * submission that touches one of them runs someone's code on the site, so the review flags it.
 */
export const codeSettingKeys: readonly string[] = [
  "custom_js",
  "custom_css",
  "header_code",
  "footer_code",
  "custom_analytics_code",
];

/** The code settings among the given keys, in the order of {@link codeSettingKeys}. */
export function codeSettingsAmong(keys: Iterable<string>): string[] {
  const present = new Set(keys);
  return codeSettingKeys.filter((key) => present.has(key));
}
