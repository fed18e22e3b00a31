import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { parseCountryCode } from "../../core/countries/countries";
import { AssessmentLoading } from "../components/assessment/assessment-loading";
import { AssessmentStart } from "../components/assessment/assessment-start";
import { InAppBrowserBanner } from "../components/assessment/in-app-browser-banner";
import { MethodologySection, StatsSection, WarningSignsSection } from "../components/assessment/landing-sections";
import { clearApiKey, consumeApiKeyClearRequest } from "../hooks/use-api-key";
import { setLastAssessment } from "../hooks/use-last-assessment";
import { useScrollToTopOnQueryChange } from "../hooks/use-scroll-to-top-on-query-change";
import type { PageHandle } from "../lib/content-route";
import { buildHomeMeta, type SiteMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";

export const HOME_HEADLINE = "Will AI Replace Your Job?";

// The home page is the same for every visitor on the server (the key, the last assessment and the
// in-app browser check live in the browser), so it joins the page cache.
/**
 * React starts at the first input (ADR 018). The page keeps its opener policy: the visitor's AI
 * key and resume are given here (ADR 015).
 */
export const handle: PageHandle = { hydrate: "on-input" };

/** The dataset's occupation count, which the methodology section states. */
export function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  return { occupationCount: context.services.siteFigures.countOccupations() };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { site?: SiteMeta } | undefined;
  // The SEO settings meta_title/meta_description (else the site title and description), with the social card tags.
  return buildHomeMeta({ site: root?.site, fallbackTitle: HOME_HEADLINE });
}

/**
 * clearKey=true in the address, or the clearApiKey session flag set by the result page's "New
 * Assessment" actions, forgets the stored key; the parameter or flag is then removed (§2).
 */
function useClearKeyRequests(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const clearKeyParam = searchParams.get("clearKey");
  useEffect(() => {
    if (consumeApiKeyClearRequest()) {
      clearApiKey();
      setLastAssessment(null);
    }
    if (clearKeyParam === "true") {
      clearApiKey();
      setSearchParams(
        (params) => {
          params.delete("clearKey");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [clearKeyParam, setSearchParams]);
}

/** Longest job title the manual form takes from the address. */
const MAX_PREFILLED_TITLE = 200;

/** ?tab=manual&jobTitle=… opens the manual tab with that title; the title lives in the address only. */
function usePrefilledTitle(): { jobTitle: string } | undefined {
  const [searchParams] = useSearchParams();
  if (searchParams.get("tab") !== "manual") return undefined;
  return { jobTitle: (searchParams.get("jobTitle") ?? "").trim().slice(0, MAX_PREFILLED_TITLE) };
}

/** ?country=de (a guide's "Start Your … Assessment") presets "Where do you work?" (ADR 034). */
function usePresetCountry() {
  const [searchParams] = useSearchParams();
  return parseCountryCode(searchParams.get("country"));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const prefill = usePrefilledTitle();
  const presetCountry = usePresetCountry();
  useClearKeyRequests();
  useScrollToTopOnQueryChange();
  const navigation = useNavigation();
  const openingResult = navigation.state === "loading" && navigation.location.pathname.startsWith("/assessment/");

  return (
    <div>
      {openingResult ? <AssessmentLoading overlay /> : null}
      <div className="bg-gradient-to-b from-brand-50 to-white pb-10">
        <InAppBrowserBanner />
        <section className="mx-auto max-w-4xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <ShieldCheck className="size-4" aria-hidden /> Free, private, grounded in research
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-6xl">{HOME_HEADLINE}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Upload your resume or describe your work. We match it to a standard occupation and score it from published
            task-level research on AI exposure, then show you what drives the risk and where to go next.
          </p>
          <p className="mt-4 text-sm text-muted">
            Or{" "}
            <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
              browse AI exposure for every job
            </Link>
            , with tasks, pay and outlook.
          </p>
          <StatsSection />
        </section>
        <AssessmentStart
          key={`${prefill?.jobTitle ?? ""}|${presetCountry ?? ""}`}
          prefill={prefill}
          presetCountry={presetCountry}
        />
      </div>
      <WarningSignsSection />
      <MethodologySection occupationCount={loaderData.occupationCount} />
    </div>
  );
}
