/**
 * When the text of each built-in page last changed, as an ISO date, for <lastmod> in
 * /sitemap.xml. Change the date whenever you change a page's seed copy (db/seed/content/) or the
 * words in its route. The privacy and terms pages also show their own "Last updated" line, fixed
 * by the spec; the dates here are what crawlers see.
 */
export const contentUpdatedAt = {
  "/": "2026-11-22",
  "/blog": "2026-11-22",
  "/how-it-works": "2026-11-23",
  "/ai-careers": "2026-11-23",
  "/faq": "2026-11-23",
  "/data-sources": "2026-11-23",
  "/contact": "2026-11-23",
  "/privacy": "2026-11-23",
  "/terms": "2026-11-22",
  // Country guides (CMS entries seeded from db/seed/content/guides/)
  "/usa": "2026-11-23",
  "/uk": "2026-11-23",
  "/canada": "2026-11-23",
  "/australia": "2026-11-23",
  "/germany": "2026-11-23",
  "/france": "2026-11-23",
  "/europe": "2026-11-23",
  "/india": "2026-11-23",
  "/japan": "2026-11-23",
  "/china": "2026-11-23",
} as const satisfies Record<string, `${number}-${number}-${number}`>;

export type DatedPath = keyof typeof contentUpdatedAt;

/** The page's content date as a Date (midnight UTC). */
export function readContentDate(path: DatedPath): Date {
  return new Date(`${contentUpdatedAt[path]}T00:00:00Z`);
}
