import { Link } from "react-router";
import { terms, type TermsInline } from "../content/terms";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { contentPageHeaders, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const headers = contentPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return buildPageMeta({
    site: readSiteMeta(matches),
    fullTitle: terms.meta.title,
    description: terms.meta.description,
    path: "/terms",
  });
}

function Inline({ part }: { part: TermsInline }) {
  if (typeof part === "string") return <>{part}</>;
  if (part.href.startsWith("/")) return <Link to={part.href}>{part.text}</Link>;
  return <a href={part.href}>{part.text}</a>;
}

export default function Terms({ matches }: Route.ComponentProps) {
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: "Terms of Service", path: "/terms" }]} />
      <PageHero eyebrow={terms.lastUpdated} title={terms.title}>
        <p>{terms.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <nav aria-label="Sections" className="rounded-2xl border border-line bg-surface p-5">
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {terms.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {`${section.number}. ${section.heading}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-body mt-4">
          {terms.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{`${section.number}. ${section.heading}`}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  {paragraph.map((part, partIndex) => (
                    <Inline key={partIndex} part={part} />
                  ))}
                </p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            See also our <Link to={terms.privacyHref}>Privacy Policy</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
