import { data, Link } from "react-router";
import { CONTACT_EMAIL_TOKEN } from "../../core/content-types/privacy-page-type";
import { termsPageType, toTermsPage } from "../../core/content-types/terms-page-type";
import { splitInlineLinks } from "../../core/content/inline-links";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { staticPageHandle } from "../lib/content-route";
import { readContactEmail } from "../lib/read-contact-email";
import type { Route } from "./+types/terms";
import { buildSitePageMeta } from "../lib/site-page-meta";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/**
 * The terms' words come from the CMS (read once per content revision); the contact address in
 * them is the contact_email site setting, as on /privacy.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries } = context.services;
  const terms = await pageCache.remember("terms", async () => {
    const entry = await publicEntries.readPublished({ type: termsPageType, slug: "terms" });
    return entry && toTermsPage(entry);
  });
  if (!terms) throw data(null, { status: 404 });
  return { terms, contactEmail: await readContactEmail({ readSettings: () => pageCache.readSettings() }) };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.terms.meta, path: "/terms" });
}

/** A paragraph's text with the contact address filled in and `[label](/path)` links as links. */
function Paragraph({ text, contactEmail }: { text: string; contactEmail: string }) {
  const parts = splitInlineLinks(text.replaceAll(CONTACT_EMAIL_TOKEN, contactEmail));
  return (
    <p>
      {parts.map((part, index) => {
        if (part.kind === "text") return part.text;
        if (part.href.startsWith("/"))
          return (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          );
        return (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </p>
  );
}

export default function Terms({ loaderData, matches }: Route.ComponentProps) {
  const { terms, contactEmail } = loaderData;
  const numbered = terms.sections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.heading}` }));
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: terms.title, path: "/terms" }]} />
      <PageHero eyebrow={terms.lastUpdated} title={terms.title}>
        <p>{terms.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <nav aria-label="Sections" className="rounded-2xl border border-line bg-surface p-5">
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {numbered.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-body mt-4">
          {numbered.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.title}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <Paragraph key={index} text={paragraph} contactEmail={contactEmail} />
              ))}
              {section.bullets?.length ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            See also our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
