import { pickContactEmail } from "../content/contact";
import { CONTACT_EMAIL_TOKEN, privacyPolicy } from "../content/privacy";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { contentPageHeaders, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const headers = contentPageHeaders;

/** The contact address in the policy is the contact_email site setting. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { contactEmail: pickContactEmail(await context.services.pageCache.readSettings()) };
  } catch {
    return { contactEmail: pickContactEmail(null) };
  }
}

/** A policy paragraph with the contact address (a mailto link) where the text holds the token. */
function Paragraph({ text, contactEmail }: { text: string; contactEmail: string }) {
  const parts = text.split(CONTACT_EMAIL_TOKEN);
  return (
    <p>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : null}
          {part}
        </span>
      ))}
    </p>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return buildPageMeta({
    site: readSiteMeta(matches),
    fullTitle: privacyPolicy.meta.title,
    description: privacyPolicy.meta.description,
    path: "/privacy",
  });
}

export default function Privacy({ loaderData, matches }: Route.ComponentProps) {
  const policy = privacyPolicy;
  const { contactEmail } = loaderData;
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: policy.title, path: "/privacy" }]} />
      <PageHero eyebrow={policy.lastUpdated} title={policy.title}>
        {policy.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <aside aria-labelledby="privacy-summary" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 id="privacy-summary" className="text-lg font-semibold text-ink">
            {policy.summary.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
            {policy.summary.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
        <div className="prose-body mt-6">
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <Paragraph key={paragraph} text={paragraph} contactEmail={contactEmail} />
              ))}
              {section.lists?.map((list, index) => (
                <div key={list.intro ?? index}>
                  {list.intro ? <p>{list.intro}</p> : null}
                  <ul>
                    {list.items.map((item) => (
                      <li key={item.text}>
                        {item.term ? <strong>{item.term} </strong> : null}
                        {item.text}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {section.closing?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
