import { escapeHtml } from "./render-markdown";

export type SitemapEntry = { path: string; lastModified: Date | null };

/** The sitemap.xml document for a list of site paths under a public origin. */
export function buildSitemapXml({ origin, entries }: { origin: string; entries: readonly SitemapEntry[] }): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt from the owner's setting, with the Sitemap line added when it is missing. */
export function buildRobotsTxt({
  robotsSetting,
  origin,
}: {
  robotsSetting: string | undefined;
  origin: string;
}): string {
  const base = robotsSetting?.trim()
    ? robotsSetting.replace(/\r\n/g, "\n").trimEnd()
    : ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api"].join("\n");
  const withSitemap = /^sitemap:/im.test(base) ? base : `${base}\n\nSitemap: ${origin}/sitemap.xml`;
  return `${withSitemap}\n`;
}
