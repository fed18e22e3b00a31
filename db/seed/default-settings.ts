import { DEFAULT_CONTACT_EMAIL } from "../../core/content/contact-email";

/**
 * Default site settings written on first start (content-and-cms.md §3 "Setting keys by tab",
 * §6 default robots text, §9 defaults). Existing keys are never overwritten by the seed.
 *
 * Decisions:
 * - Branding: title "AI Job Risk: Will AI Replace My Job?"; the description is written to the
 *   120–160 character guide. The SEO tab's meta_title/meta_description hold the home page's
 *   search snippet, which is deliberately a little different from the general site description.
 * - contact_email uses the placeholder domain `.example`, the pages' own fallback
 *   (core/content/contact-email.ts); the owner sets the real address in Site Settings before launch.
 * - IDs, pixels, URLs and code fields start as empty strings, so nothing third-party loads until
 *   the owner fills them in.
 * - meta_keywords is a comma-separated text list drawn from the spec's suggested keywords.
 * - og_image is empty: no image ships with the seed; the recommended size goes in the description.
 */

import type { SeedSetting } from "../seed";

export type SettingsTab = "general" | "seo" | "social" | "analytics" | "advanced";

export interface DefaultSetting extends SeedSetting {
  description: string;
  tab: SettingsTab;
}

const robotsTxt = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", ""].join("\n");

export const defaultSettings: readonly DefaultSetting[] = [
  // general
  {
    tab: "general",
    key: "site_title",
    value: "AI Job Risk: Will AI Replace My Job?",
    type: "text",
    description: "Site name shown in the header, browser tab and search results.",
  },
  {
    tab: "general",
    key: "site_description",
    value:
      "Will AI replace your job? Get a free, private score for your occupation, grounded in published task-level research on AI exposure.",
    type: "text",
    description: "Short description of the site used by default in search results and link previews.",
  },
  {
    tab: "general",
    key: "contact_email",
    value: DEFAULT_CONTACT_EMAIL,
    type: "text",
    description: "Public contact address shown on the contact and privacy pages.",
  },
  {
    tab: "general",
    key: "timezone",
    value: "UTC",
    type: "text",
    description:
      "Time zone for dates in the content area (UTC, America/New_York, America/Los_Angeles, Europe/London, Asia/Tokyo).",
  },
  {
    tab: "general",
    key: "language",
    value: "en",
    type: "text",
    description: "Main site language (en, es, fr, de, ja).",
  },
  {
    tab: "general",
    key: "maintenance_mode",
    value: "false",
    type: "boolean",
    description: "When true, public pages show a maintenance notice instead of the site.",
  },
  // seo
  {
    tab: "seo",
    key: "meta_title",
    value: "Will AI Replace My Job? Free AI Risk Assessment",
    type: "text",
    description: "Default search title for the home page (aim for 30-60 characters).",
  },
  {
    tab: "seo",
    key: "meta_description",
    value:
      "Find out how exposed your job is to AI. Upload a resume or answer a few questions and get a free, research-based risk score in 2-5 minutes.",
    type: "text",
    description: "Default search description for the home page (aim for 120-160 characters).",
  },
  {
    tab: "seo",
    key: "meta_keywords",
    value: "will AI replace my job, future of work, AI proof careers, automation risk assessment, job security AI",
    type: "text",
    description: "Comma-separated default keywords.",
  },
  {
    tab: "seo",
    key: "robots_txt",
    value: robotsTxt,
    type: "text",
    description: "Contents of robots.txt. By default all crawlers are allowed except on /admin and /api.",
  },
  {
    tab: "seo",
    key: "google_analytics_id",
    value: "",
    type: "text",
    description: "Google Analytics measurement ID (for example G-XXXXXXX). Empty means not loaded.",
  },
  {
    tab: "seo",
    key: "google_search_console",
    value: "",
    type: "text",
    description: "Google Search Console verification code. Empty means no verification tag.",
  },
  // social
  { tab: "social", key: "facebook_url", value: "", type: "text", description: "Link to the Facebook page." },
  { tab: "social", key: "twitter_url", value: "", type: "text", description: "Link to the X (Twitter) profile." },
  { tab: "social", key: "linkedin_url", value: "", type: "text", description: "Link to the LinkedIn page." },
  { tab: "social", key: "instagram_url", value: "", type: "text", description: "Link to the Instagram profile." },
  { tab: "social", key: "youtube_url", value: "", type: "text", description: "Link to the YouTube channel." },
  {
    tab: "social",
    key: "og_image",
    value: "",
    type: "text",
    description: "Default image for link previews (recommended 1200x630).",
  },
  {
    tab: "social",
    key: "twitter_card",
    value: "summary_large_image",
    type: "text",
    description: "Card type for X (Twitter) previews: summary, summary_large_image, app or player.",
  },
  // analytics
  {
    tab: "analytics",
    key: "facebook_pixel_id",
    value: "",
    type: "text",
    description: "Facebook Pixel ID. Empty means not loaded.",
  },
  {
    tab: "analytics",
    key: "hotjar_id",
    value: "",
    type: "text",
    description: "Hotjar site ID. Empty means not loaded.",
  },
  {
    tab: "analytics",
    key: "custom_analytics_code",
    value: "",
    type: "text",
    description: "Extra analytics snippet added to every public page.",
  },
  // advanced
  { tab: "advanced", key: "custom_css", value: "", type: "text", description: "Extra CSS added to every public page." },
  {
    tab: "advanced",
    key: "custom_js",
    value: "",
    type: "text",
    description: "Extra JavaScript added to every public page.",
  },
  {
    tab: "advanced",
    key: "header_code",
    value: "",
    type: "text",
    description: "Code inserted into the page head (for example verification tags).",
  },
  {
    tab: "advanced",
    key: "footer_code",
    value: "",
    type: "text",
    description: "Code inserted before the end of the page body.",
  },
];
