import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { data } from "react-router";
import { faqCategories, faqPageType, toFaqPage, type FaqCategory } from "../../core/content-types/faq-page-type";
import { JsonLd, PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { cn } from "../lib/class-names";
import { readNonce } from "../lib/content-route";
import { fillDailyAssessments } from "../lib/daily-limit-text";
import { fillOccupationCount } from "../lib/occupation-count";
import type { Route } from "./+types/faq";
import { buildSitePageMeta } from "../lib/site-page-meta";
import { SentenceLink } from "../components/content/sentence-link";

/**
 * The page's fixed interface (content-and-cms.md §2 "FAQ"): the category filter (all, then the
 * type's categories), the empty state and the link to /contact. Its title, introduction and
 * entries are CMS content (core/content-types/faq-page-type.ts).
 */
const filters: { value: "all" | FaqCategory; label: string }[] = [
  { value: "all", label: "All" },
  ...faqCategories.map((category) => ({
    value: category,
    label: category.charAt(0).toUpperCase() + category.slice(1),
  })),
];
const emptyTitle = "No Questions Found";
const contactPrompt = { text: "Did not find your answer?", label: "Contact us", href: "/contact" };

/**
 * The FAQ's words come from the CMS, read once per content revision (an edit shows within a second);
 * answers may state the dataset's occupation count and the server's daily assessment limit (DAILY_ASSESSMENT_LIMIT,
 * filled in by the loader, so the page never carries the token), filled in here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries, siteFigures } = context.services;
  const stored = await pageCache.remember("faq", async () => {
    const entry = await publicEntries.readPublished({ type: faqPageType, slug: "faq" });
    return entry && toFaqPage(entry);
  });
  if (!stored) throw data(null, { status: 404 });
  const limit = context.services.env.DAILY_ASSESSMENT_LIMIT;
  const entries = stored.entries.map((entry) => ({
    ...entry,
    answer: fillDailyAssessments({ text: entry.answer, limit }),
  }));
  return { faq: { ...stored, entries }, occupationCount: siteFigures.countOccupations() };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.faq.meta, path: "/faq" });
}

export default function Faq({ loaderData, matches }: Route.ComponentProps) {
  const faqEntries = loaderData.faq.entries;
  const [category, setCategory] = useState<"all" | FaqCategory>("all");
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const allEntries = faqEntries.map((entry) => ({
    ...entry,
    answer: fillOccupationCount({ text: entry.answer, count: loaderData.occupationCount }),
  }));
  const entries = category === "all" ? allEntries : allEntries.filter((entry) => entry.category === category);

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: "FAQ", path: "/faq" }]} />
      <JsonLd
        nonce={readNonce(matches[0]?.loaderData)}
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: allEntries.map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer },
          })),
        }}
      />
      <PageHero eyebrow="FAQ" title={loaderData.faq.title}>
        <p>{loaderData.faq.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors",
                category === filter.value
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-white text-ink hover:bg-surface",
              )}
            >
              {filter.label}
            </button>
          ))}
        </div>
        {entries.length === 0 ? (
          <div role="status" className="mt-8 rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
            <h2 className="text-lg font-semibold text-ink">{emptyTitle}</h2>
          </div>
        ) : (
          <ul className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
            {entries.map((entry) => {
              const isOpen = open.has(entry.id);
              return (
                <li key={entry.id}>
                  <h2 className="text-base">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={`faq-${entry.id}`}
                      onClick={() => toggle(entry.id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface"
                    >
                      {entry.question}
                      <ChevronDown
                        className={cn("size-5 shrink-0 text-muted transition-transform", isOpen && "rotate-180")}
                        aria-hidden
                      />
                    </button>
                  </h2>
                  <div id={`faq-${entry.id}`} hidden={!isOpen} className="px-5 pb-5 text-muted">
                    <p>{entry.answer}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <SentenceLink sentence={contactPrompt} className="mt-10 text-center text-muted" linkClassName="font-semibold" />
      </div>
    </>
  );
}
