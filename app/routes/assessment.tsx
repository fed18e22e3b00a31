import { CheckCircle2, Info, MapPin, RefreshCw, Award, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useNavigation } from "react-router";
import { describeAiStatus } from "../../core/assessment-display/describe-ai-status";
import { formatHeaderLine } from "../../core/assessment-display/format-header-line";
import { selectCertifications } from "../../core/assessment-display/select-certifications";
import { selectLocation } from "../../core/assessment-display/select-location";
import type { AssessmentView } from "../../core/assessment/assessment-view";
import { buildTimeOutlook } from "../../core/assessment-display/time-outlook";
import { UNCONFIRMED_MATCH_TEXT } from "../../core/assessment-display/unconfirmed-match-text";
import { readPreparedForName } from "../../core/assessment/public-assessment-view";
import { ActionWindowPanel, TimelineSection } from "../components/assessment/action-window-panel";
import { AssessmentLoading } from "../components/assessment/assessment-loading";
import { CareerBlueprintSection } from "../components/assessment/career-blueprint-section";
import { CareerMovesSection } from "../components/assessment/career-moves-section";
import { ChooseOccupationFirst } from "../components/assessment/choose-occupation-first";
import { DeleteAssessmentPanel } from "../components/assessment/delete-assessment-panel";
import { InAppBrowserBanner } from "../components/assessment/in-app-browser-banner";
import { SourcesPanel, TaskGroupsPanel } from "../components/assessment/evidence-panels";
import { OccupationPanel } from "../components/assessment/occupation-panel";
import { SummaryCard } from "../components/assessment/summary-card";
import { UsFiguresNote } from "../components/assessment/us-figures-note";
import { AiCareersPromo, WhatsNextPanel, useStartNewAssessment } from "../components/assessment/whats-next-panel";
import { Button } from "../components/ui/button";
import { useOwnerView } from "../hooks/use-owner-view";
import type { PageHandle } from "../lib/content-route";
import { buildPageMeta, type SiteMeta } from "../lib/page-meta";
import { MISSING_RESULT_CACHE_CONTROL, RESULT_PAGE_CACHE_CONTROL } from "../lib/result-page-cache";
import { assessmentCardPath, buildShareCardMeta, describeCard } from "../lib/share-card-meta";
import type { Route } from "./+types/assessment";

export const RESULT_PAGE_TITLE = "Career Automation Impact Analysis";

function isNotFoundError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * Server-rendered: the assessment comes from the service. A missing one answers 404 and a failed
 * read 500, both with the Assessment Not Found screen (assessment-flow.md §8), never the site's
 * error page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const cached = await context.services.assessments.readCached(params.id);
    const assessment: AssessmentView = cached.view;
    // Lets the server keep this render beside the cached assessment (server/page-cache/result-pages.ts).
    context.pageCacheHandle.keepWithAssessment({ id: cached.id, revision: cached.revision });
    return data({ assessment }, { headers: { "Cache-Control": RESULT_PAGE_CACHE_CONTROL } });
  } catch (error) {
    const headers = { "Cache-Control": MISSING_RESULT_CACHE_CONTROL };
    if (isNotFoundError(error)) return data({ assessment: null }, { status: 404, headers });
    context.services.logger.error({ err: error }, "result page: assessment not read");
    return data({ assessment: null }, { status: 500, headers });
  }
}

/**
 * A result is mostly read, often by people it was shared with: React starts at the first input
 * (ADR 018). Nothing secret is typed here (the AI key and resume are given on the home page), so it
 * goes out without the opener policy and keeps the browser's warm process (ADR 015).
 */
export const handle: PageHandle = { hydrate: "on-input", openerPolicy: false };

/** Passes the loader's Cache-Control on to the response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const RESULT_PAGE_DESCRIPTION =
  "Your personal estimate of how exposed your job is to AI, with a timeline, the drivers and next steps.";

/**
 * Not indexed, but a shared link shows its card: the occupation, score and level only (never
 * the person's name, location or resume text).
 */
export function meta({ matches, location, data: loaderData }: Route.MetaArgs) {
  const site = (matches[0]?.loaderData as { site?: SiteMeta } | undefined)?.site;
  const descriptors = buildPageMeta({
    site,
    title: RESULT_PAGE_TITLE,
    description: RESULT_PAGE_DESCRIPTION,
    path: location.pathname,
    noIndex: true,
  });
  const assessment = loaderData?.assessment;
  if (!assessment) return descriptors;
  if (assessment.occupation?.needsConfirmation) {
    // A weak match: no score and no candidate's title until the visitor chooses (ADR 025).
    return [
      ...descriptors,
      ...buildShareCardMeta({
        site,
        imagePath: assessmentCardPath(assessment.id),
        alt: `${UNCONFIRMED_MATCH_TEXT.heading}: ${UNCONFIRMED_MATCH_TEXT.status.toLowerCase()}`,
        title: UNCONFIRMED_MATCH_TEXT.previewTitle,
        description: UNCONFIRMED_MATCH_TEXT.previewDescription,
        path: location.pathname,
      }),
    ];
  }
  const occupationTitle = assessment.occupation?.title ?? assessment.jobTitle;
  const summary = describeCard({
    title: occupationTitle,
    score: assessment.riskScore,
    riskLevel: assessment.riskLevel,
  });
  return [
    ...descriptors,
    ...buildShareCardMeta({
      site,
      imagePath: assessmentCardPath(assessment.id),
      alt: summary,
      title: `${occupationTitle}: how exposed is this job to AI?`,
      description: `${summary}. See the tasks behind the score and check your own job free.`,
      path: location.pathname,
    }),
  ];
}

function NotFoundState() {
  const startNew = useStartNewAssessment();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <XCircle className="size-10 text-muted" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Assessment Not Found</h1>
      <p className="mt-3 text-muted">The assessment you're looking for doesn't exist or has expired</p>
      <Button type="button" className="mt-8" onClick={startNew}>
        Start New Assessment
      </Button>
    </section>
  );
}

function AiStatusBanner({ assessment }: { assessment: AssessmentView }) {
  const banner = describeAiStatus(assessment.aiStatus);
  if (!banner) return null;
  const styles = {
    success: "border-emerald-200 bg-emerald-50 text-emerald-900",
    fallback: "border-brand-200 bg-brand-50 text-brand-900",
    error: "border-red-200 bg-red-50 text-red-900",
  }[banner.tone];
  const Icon = banner.tone === "success" ? CheckCircle2 : banner.tone === "error" ? XCircle : Info;
  return (
    <div
      className={`flex items-start gap-2 rounded-xl border p-3 text-sm font-medium ${styles}`}
      role="status"
      data-testid="ai-status"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {banner.text}
        {banner.detail ? <span className="mt-0.5 block font-normal">{banner.detail}</span> : null}
      </span>
    </div>
  );
}

/**
 * Who the page speaks to: the browser that made the result ("Your results") or anyone it was
 * shared with ("Their results"). The page is rendered for everyone with the stranger's words; the
 * owner's browser swaps them once it holds the owner key (ADR 021).
 */
const RESULT_LABELS = {
  owner: { section: "Your results", bar: "Your assessment" },
  stranger: { section: "Their results", bar: "Shared assessment" },
} as const;

function ResultHeader({ isOwner }: { isOwner: boolean }) {
  const startNew = useStartNewAssessment();
  return (
    <div className="sticky top-16 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {/* The site header right above carries the logo (a link to /). */}
        <p className="text-sm font-medium text-muted">{RESULT_LABELS[isOwner ? "owner" : "stranger"].bar}</p>
        <Button type="button" size="sm" variant="secondary" onClick={startNew}>
          <RefreshCw aria-hidden /> New Assessment
        </Button>
      </div>
    </div>
  );
}

/**
 * The job, experience, industry and date line. Dates render in UTC on the server, then in the
 * visitor's own time zone once hydrated; the state lives here so that only this line renders
 * again, not the whole result (ADR 014).
 */
function HeaderLine({ assessment }: { assessment: AssessmentView }) {
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return (
    <p className="text-muted" data-testid="header-line">
      {formatHeaderLine({ assessment, timeZone })}
    </p>
  );
}

/**
 * The server renders the public view (nothing personal, ADR 021); in the browser that created the
 * result, its own view (name, location, certifications, its words) replaces it once fetched with
 * the owner key, and the actions that change the result are offered.
 */
function AssessmentResult({ assessment: publicView }: { assessment: AssessmentView }) {
  const { view: assessment, ownerKey } = useOwnerView(publicView);
  const certifications = selectCertifications({
    certifications: assessment.certifications,
    text: [assessment.responsibilities, assessment.skills.join(", ")].join("\n"),
  });
  const location = selectLocation(assessment.personalInfo);
  const name = readPreparedForName(assessment);

  return (
    <div className="bg-surface pb-16">
      <ResultHeader isOwner={ownerKey !== null} />
      <InAppBrowserBanner />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pt-8 sm:px-6">
        <header className="space-y-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {name ? `Prepared for ${name}` : RESULT_LABELS[ownerKey ? "owner" : "stranger"].section}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{RESULT_PAGE_TITLE}</h1>
          <HeaderLine assessment={assessment} />
          {certifications.length > 0 ? (
            <p className="flex items-start gap-1.5 text-sm text-muted">
              <Award className="mt-0.5 size-4 shrink-0" aria-hidden /> {certifications.join(" · ")}
            </p>
          ) : null}
          {location ? (
            <p className="flex items-start gap-1.5 text-sm text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {location}
            </p>
          ) : null}
        </header>
        {assessment.occupation?.needsConfirmation ? (
          <>
            <ChooseOccupationFirst
              assessmentId={assessment.id}
              jobTitle={assessment.jobTitle}
              occupation={assessment.occupation}
              ownerKey={ownerKey}
            />
            <DeleteAssessmentPanel assessmentId={assessment.id} token={ownerKey} />
          </>
        ) : (
          <ScoredResult assessment={assessment} ownerKey={ownerKey} />
        )}
      </div>
    </div>
  );
}

/** Everything after the header, once the occupation is settled. */
function ScoredResult({ assessment, ownerKey }: { assessment: AssessmentView; ownerKey: string | null }) {
  return (
    <>
      <AiStatusBanner assessment={assessment} />
      <SummaryCard assessment={assessment} ownerKey={ownerKey} />
      <OccupationPanel
        assessmentId={assessment.id}
        occupation={assessment.occupation}
        ownerKey={ownerKey}
        international={assessment.international}
        country={assessment.country}
      />
      <ActionWindowPanel score={assessment.riskScore} timeline={assessment.timeline} />
      <TimelineSection
        outlook={buildTimeOutlook({
          score: assessment.riskScore,
          band: assessment.band,
          timeline: assessment.timeline,
        })}
      />
      {assessment.aiReading?.summary ? (
        <section
          aria-labelledby="ai-reading-title"
          className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="ai-reading-title" className="text-xl font-bold tracking-tight text-ink">
            Your personal AI reading
          </h2>
          <p className="mt-2 leading-7 text-ink">{assessment.aiReading.summary}</p>
          {assessment.aiReading.recommendations.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
              {assessment.aiReading.recommendations.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <TaskGroupsPanel
        tasks={assessment.tasks}
        riskFactors={assessment.riskFactors}
        fromResume={assessment.resumeData !== null}
      />
      <AiCareersPromo />
      <UsFiguresNote country={assessment.country} />
      <CareerMovesSection assessment={assessment} />
      <CareerBlueprintSection assessment={assessment} />
      <SourcesPanel sources={assessment.sources} />
      <WhatsNextPanel />
      <DeleteAssessmentPanel assessmentId={assessment.id} token={ownerKey} />
    </>
  );
}

export default function AssessmentPage({ loaderData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const switchingAssessment =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/assessment/") &&
    navigation.location.pathname !== `/assessment/${params.id}`;
  if (switchingAssessment) return <AssessmentLoading />;
  if (!loaderData.assessment) return <NotFoundState />;
  return <AssessmentResult assessment={loaderData.assessment} />;
}
