import { data } from "react-router";
import { CONTACT_EMAIL_TOKEN, privacyPageType, toPrivacyPolicy } from "../../core/content-types/privacy-page-type";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { staticPageHandle } from "../lib/content-route";
import { readContactEmail } from "../lib/read-contact-email";
import type { Route } from "./+types/privacy";
import { buildSitePageMeta } from "../lib/site-page-meta";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/**
 * The policy's words come from the CMS (read once per content revision); the contact address in
 * them is the contact_email site setting.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries } = context.services;
  const policy = await pageCache.remember("privacy", async () => {
    const entry = await publicEntries.readPublished({ type: privacyPageType, slug: "privacy" });
    return entry && toPrivacyPolicy(entry);
  });
  if (!policy) throw data(null, { status: 404 });
  return { policy, contactEmail: await readContactEmail({ readSettings: () => pageCache.readSettings() }) };
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

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.policy.meta, path: "/privacy" });
}

export default function Privacy({ loaderData, matches }: Route.ComponentProps) {
  const { policy, contactEmail } = loaderData;
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
