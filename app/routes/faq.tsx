import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { faqEntries, faqPage, type FaqCategory } from "../content/faq";
import { JsonLd, PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { cn } from "../lib/class-names";
import { contentPageHeaders, readNonce, readSiteMeta } from "../lib/content-route";
import { fillOccupationCount } from "../lib/occupation-count";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/faq";

export const headers = contentPageHeaders;

/** The dataset's occupation count, which one answer states. */
export function loader({ context }: Route.LoaderArgs) {
  return { occupationCount: context.services.siteFigures.countOccupations() };
}

export function meta({ matches }: Route.MetaArgs) {
  return buildPageMeta({
    site: readSiteMeta(matches),
    fullTitle: faqPage.meta.title,
    description: faqPage.meta.description,
    path: "/faq",
  });
}

export default function Faq({ matches, loaderData }: Route.ComponentProps) {
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
      <PageHero eyebrow="FAQ" title={faqPage.title}>
        <p>{faqPage.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {faqPage.filters.map((filter) => (
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
            <h2 className="text-lg font-semibold text-ink">{faqPage.emptyTitle}</h2>
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
        <p className="mt-10 text-center text-muted">
          {faqPage.contactPrompt.text}{" "}
          <Link to={faqPage.contactPrompt.href} className="font-semibold text-brand-700 hover:underline">
            {faqPage.contactPrompt.label}
          </Link>
        </p>
      </div>
    </>
  );
}
