import { ArrowLeft, Briefcase, ChevronDown, TrendingUp } from "lucide-react";
import { useState } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { aiCareersPageType, toAiCareersPage } from "../../core/content-types/ai-careers-page-type";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { cn } from "../lib/class-names";
import type { Route } from "./+types/ai-careers";
import { buildSitePageMeta } from "../lib/site-page-meta";

/**
 * The page's words come from the CMS (read once per content revision). The return button is the
 * page's fixed interface: its label is quoted by the spec (content-and-cms.md §2).
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries } = context.services;
  const page = await pageCache.remember("ai-careers", async () => {
    const entry = await publicEntries.readPublished({ type: aiCareersPageType, slug: "ai-careers" });
    return entry && toAiCareersPage(entry);
  });
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const RETURN_LABEL = "Return to Assessment Results";

/** Where the return button goes when there is no tab to close and no page of ours to go back to. */
const FALLBACK_HREF = "/";

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.page.meta, path: "/ai-careers" });
}

export type ReturnStep = "close" | "back" | "home";

/**
 * What "Return to Assessment Results" does. The result page opens this page in a tab of its own
 * (window.open, so the tab has an opener or a one-entry history), and closing that tab returns
 * there. Reached by a link inside the site (the footer), there is nothing to close: go back to
 * the previous page. Otherwise (an address typed or a link from another site) go to the home page.
 */
export function planReturnToResults({
  hasOpener,
  historyLength,
  cameFromSitePage,
}: {
  hasOpener: boolean;
  historyLength: number;
  cameFromSitePage: boolean;
}): ReturnStep {
  if (hasOpener) return "close";
  if (cameFromSitePage) return "back";
  if (historyLength <= 1) return "close";
  return "home";
}

function ReturnButton() {
  const navigate = useNavigate();
  // React Router gives the first page of a visit the key "default"; a page reached by an in-site
  // link has its own key, so going back stays on the site.
  const cameFromSitePage = useLocation().key !== "default";
  const goHome = () => window.location.assign(FALLBACK_HREF);
  const returnToResults = () => {
    const step = planReturnToResults({
      hasOpener: Boolean(window.opener),
      historyLength: window.history.length,
      cameFromSitePage,
    });
    if (step === "back") {
      void navigate(-1);
      return;
    }
    if (step === "home") {
      goHome();
      return;
    }
    window.close();
    // A browser may refuse to close the tab: then go back if the tab has a page before this one.
    window.setTimeout(() => {
      if (window.closed) return;
      if (window.history.length > 1) window.history.back();
      else goHome();
    }, 150);
  };
  return (
    <button
      type="button"
      onClick={returnToResults}
      className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <ArrowLeft className="size-4" aria-hidden /> {RETURN_LABEL}
    </button>
  );
}

export default function AiCareers({ loaderData, matches }: Route.ComponentProps) {
  const aiCareers = loaderData.page;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set([aiCareers.categories[0]?.id ?? ""]));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const { banner, whyThisMatters } = aiCareers;
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: aiCareers.title, path: "/ai-careers" }]} />
      <PageHero eyebrow="Career pathways" title={aiCareers.title}>
        <p>{aiCareers.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <section aria-labelledby="market-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="market-heading" className="flex items-center gap-2 text-xl font-semibold">
            <TrendingUp className="size-5" aria-hidden /> {banner.heading}
          </h2>
          <p className="mt-2 text-brand-100">{banner.text}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {banner.stats.map((stat) => (
              <div key={stat.label} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-brand-100">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold">{stat.value}</dd>
                <dd className="mt-1 text-xs text-brand-100">{stat.attribution}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-brand-100">
            {banner.note}{" "}
            <Link to="/data-sources#quoted-figures" className="font-medium text-white underline">
              About the figures we quote
            </Link>
          </p>
        </section>

        <p className="mt-8 text-sm text-muted">{aiCareers.salaryNote}</p>
        <div className="mt-4 space-y-4">
          {aiCareers.categories.map((category) => {
            const isOpen = open.has(category.id);
            return (
              <section
                key={category.id}
                aria-labelledby={`${category.id}-heading`}
                className="rounded-2xl border border-line bg-white shadow-sm"
              >
                <h2 id={`${category.id}-heading`}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={`${category.id}-jobs`}
                    onClick={() => toggle(category.id)}
                    className="flex w-full items-start justify-between gap-4 p-5 text-left hover:bg-surface sm:p-6"
                  >
                    <span>
                      <span className="block text-lg font-semibold text-ink">{category.name}</span>
                      <span className="mt-1 block text-sm font-normal text-muted">{category.summary}</span>
                    </span>
                    <ChevronDown
                      className={cn("mt-1 size-5 shrink-0 text-muted transition-transform", isOpen && "rotate-180")}
                      aria-hidden
                    />
                  </button>
                </h2>
                <div id={`${category.id}-jobs`} hidden={!isOpen} className="border-t border-line p-5 sm:p-6">
                  <p className="text-sm text-muted">
                    <strong className="text-ink">Good fit for:</strong> {category.goodFitFor}
                  </p>
                  <div className="mt-4 grid gap-4 lg:grid-cols-3">
                    {category.jobs.map((job) => (
                      <article key={job.title} className="flex flex-col rounded-xl border border-line bg-surface p-4">
                        <h3 className="flex items-center gap-2 font-semibold text-ink">
                          <Briefcase className="size-4 text-brand-700" aria-hidden /> {job.title}
                        </h3>
                        <p className="mt-2 text-sm text-ink">{job.description}</p>
                        <p className="mt-2 text-sm text-muted">
                          <strong className="text-ink">Example:</strong> {job.example}
                        </p>
                        <dl className="mt-3 space-y-2 text-sm">
                          <div>
                            <dt className="font-semibold text-ink">Skills</dt>
                            <dd>
                              <ul className="mt-1 flex flex-wrap gap-1">
                                {job.skills.map((skill) => (
                                  <li
                                    key={skill}
                                    className="rounded-full bg-white px-2 py-0.5 text-xs text-ink ring-1 ring-line"
                                  >
                                    {skill}
                                  </li>
                                ))}
                              </ul>
                            </dd>
                          </div>
                          <div className="flex justify-between gap-2">
                            <dt className="font-semibold text-ink">Demand</dt>
                            <dd className="font-medium text-emerald-800">{job.demand}</dd>
                          </div>
                          <div className="flex justify-between gap-2">
                            <dt className="font-semibold text-ink">Salary range</dt>
                            <dd className="text-ink">{job.salaryRange}</dd>
                          </div>
                          <div>
                            <dt className="font-semibold text-ink">Hiring companies</dt>
                            <dd className="text-muted">{job.hiringCompanies.join(", ")}</dd>
                          </div>
                        </dl>
                      </article>
                    ))}
                  </div>
                </div>
              </section>
            );
          })}
        </div>

        <section aria-labelledby="why-heading" className="prose-body mt-12">
          <h2 id="why-heading">{whyThisMatters.heading}</h2>
          {whyThisMatters.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul>
            {whyThisMatters.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <div className="mt-10 flex justify-center">
          <ReturnButton />
        </div>
      </div>
    </>
  );
}
