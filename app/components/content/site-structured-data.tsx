import { useLocation } from "react-router";
import type { SiteMeta } from "../../lib/page-meta";
import { JsonLd } from "./json-ld";

/** Organization and WebSite structured data, on the home page only (rendered from root.tsx). */
export function SiteStructuredData({ site, nonce }: { site: SiteMeta | undefined; nonce: string | undefined }) {
  const { pathname } = useLocation();
  if (pathname !== "/" || !site) return null;
  return (
    <JsonLd
      nonce={nonce}
      data={[
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.siteTitle,
          url: `${site.publicUrl}/`,
          logo: `${site.publicUrl}/favicon.svg`,
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.siteTitle,
          description: site.siteDescription,
          url: `${site.publicUrl}/`,
        },
      ]}
    />
  );
}
