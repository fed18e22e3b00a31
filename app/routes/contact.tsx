import { Clock, Mail } from "lucide-react";
import { data } from "react-router";
import { contactMessageSchema } from "../../core/content/contact-form";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "../../core/input/control-characters";
import { contactPageType, toContactPage } from "../../core/content-types/contact-page-type";
import { ContactForm } from "../components/content/contact-form";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { buildSitePageMeta } from "../lib/site-page-meta";
import type { Route } from "./+types/contact";
import { SentenceLink } from "../components/content/sentence-link";
import { readContactEmail } from "../lib/read-contact-email";

/** The link to the FAQ is the page's fixed interface; its words are the entry's. */
const faqHref = "/faq";

/**
 * The page's words come from the CMS, read once per content revision; the contact address shown
 * is the contact_email site setting.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries } = context.services;
  const contact = await pageCache.remember("contact", async () => {
    const entry = await publicEntries.readPublished({ type: contactPageType, slug: "contact" });
    return entry && toContactPage(entry);
  });
  if (!contact) throw data(null, { status: 404 });
  return { contact, contactEmail: await readContactEmail({ readSettings: () => pageCache.readSettings() }) };
}

export type ContactActionResult = { status: "sent" | "failed"; message: string };

const CHECK_THE_FORM = "Please check the form and try again.";

/**
 * The form posted without JavaScript (before hydration, or with scripts off): the same checks and
 * service as POST /api/contact, answered with the page and a confirmation or the problem. With
 * JavaScript the form sends to the API itself and this never runs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (JSON, garbage) is the sender's mistake: a 400, not a failed action.
  const form = await request.formData().catch(() => null);
  if (!form) return data<ContactActionResult>({ status: "failed", message: CHECK_THE_FORM }, { status: 400 });
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  // The input gate's rule, as for POST /api/contact: no control characters (NUL …) in any field.
  if (findControlCharacter(values) !== null)
    return data<ContactActionResult>({ status: "failed", message: CONTROL_CHARACTER_MESSAGE }, { status: 400 });
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? CHECK_THE_FORM;
    return data<ContactActionResult>({ status: "failed", message }, { status: 400 });
  }
  try {
    const result = await context.services.contact.sendMessage({
      message: parsed.data,
      visitor: context.clientAddress || "unknown",
    });
    return { status: "sent", message: result.message } satisfies ContactActionResult;
  } catch (error) {
    const known = error as { status?: unknown; message?: unknown };
    if (known.status === 429 && typeof known.message === "string")
      return data<ContactActionResult>({ status: "failed", message: known.message }, { status: 429 });
    context.services.logger.error({ err: error }, "contact form: message not stored");
    return data<ContactActionResult>(
      { status: "failed", message: "Your message could not be sent. Please try again." },
      { status: 503 },
    );
  }
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.contact.meta, path: "/contact" });
}

export default function Contact({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { contact, contactEmail } = loaderData;
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: contact.title, path: "/contact" }]} />
      <PageHero eyebrow="Contact" title={contact.title}>
        <p>{contact.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-ink">
            Send us a message
          </h2>
          <ContactForm content={contact} initialResult={actionData} />
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="response-times" className="rounded-2xl border border-line bg-surface p-6">
            <h2 id="response-times" className="flex items-center gap-2 font-semibold text-ink">
              <Clock className="size-4 text-brand-700" aria-hidden /> {contact.responseTimes.heading}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {contact.responseTimes.items.map((item) => (
                <div key={item.subject} className="flex justify-between gap-3">
                  <dt className="text-muted">{item.subject}</dt>
                  <dd className="text-right font-medium text-ink">{item.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="business-hours" className="rounded-2xl border border-line bg-surface p-6">
            <h2 id="business-hours" className="font-semibold text-ink">
              {contact.businessHours.heading}
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-ink">
              {contact.businessHours.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-muted">{contact.businessHours.note}</p>
          </section>
          <section aria-labelledby="contact-email" className="rounded-2xl border border-line bg-surface p-6">
            <h2 id="contact-email" className="flex items-center gap-2 font-semibold text-ink">
              <Mail className="size-4 text-brand-700" aria-hidden /> {contact.email.heading}
            </h2>
            <p className="mt-2 text-sm text-muted">{contact.email.text}</p>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-2 inline-block font-medium break-all text-brand-700 hover:underline"
            >
              {contactEmail}
            </a>
          </section>
          <SentenceLink
            sentence={{ ...contact.faqLink, href: faqHref }}
            className="text-sm text-muted"
            linkClassName="font-medium"
          />
        </aside>
      </div>
    </>
  );
}
