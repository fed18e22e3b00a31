import { Download, Share2 } from "lucide-react";
import { summaryParagraph } from "../../../core/assessment-display/summary-paragraph";
import { buildTimeOutlook, describeTodayAndOutlook } from "../../../core/assessment-display/time-outlook";
import type { AssessmentView } from "../../../core/assessment/assessment-view";
import { toast } from "../../hooks/use-toast";
import { readErrorMessage } from "../../lib/api-request";
import { Button } from "../ui/button";
import { IloFigure, readIscoLanguage } from "./international-codes";
import { openReport } from "./open-report";
import { RiskGauge } from "./risk-gauge";
import { ShareMyResult } from "./share-my-result";
import { shareResults } from "./share-results";

const LEVEL_TEXT: Record<string, string> = {
  "Low Risk": "text-risk-low",
  "Medium Risk": "text-amber-800",
  "High Risk": "text-risk-high",
};

/**
 * Gauge, risk level, 'Replaceability Score', the paragraph, Download Report and Share Results.
 * `ownerKey` (this browser created the result) gets the owner's own report (open-report.ts).
 */
export function SummaryCard({ assessment, ownerKey }: { assessment: AssessmentView; ownerKey: string | null }) {
  const outlook = buildTimeOutlook({
    score: assessment.riskScore,
    band: assessment.band,
    timeline: assessment.timeline,
  });
  return (
    <section aria-labelledby="summary-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="summary-title" className="sr-only">
        Summary
      </h2>
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center">
          <RiskGauge score={assessment.riskScore} riskLevel={assessment.riskLevel} />
          <p className="mt-2 text-sm font-medium text-muted">Replaceability Score</p>
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <p
            className={`text-2xl font-bold ${LEVEL_TEXT[assessment.riskLevel] ?? "text-ink"}`}
            data-testid="risk-level"
          >
            {assessment.riskLevel}
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="score-meaning">
            {describeTodayAndOutlook(outlook)}
          </p>
          <IloFigure international={assessment.international} language={readIscoLanguage(assessment.country)} />
          <p className="mt-3 text-left leading-7 text-ink">
            {summaryParagraph({ score: assessment.riskScore, jobTitle: assessment.jobTitle })}
          </p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button
              type="button"
              onClick={() =>
                void openReport({ assessmentId: assessment.id, ownerKey }).catch((error: unknown) =>
                  toast({
                    title: "Download Failed",
                    description: readErrorMessage(error, "Could not prepare your report. Please try again."),
                    variant: "destructive",
                  }),
                )
              }
            >
              <Download aria-hidden /> Download Report
            </Button>
            <Button type="button" variant="secondary" onClick={() => void shareResults()}>
              <Share2 aria-hidden /> Share Results
            </Button>
          </div>
          <ShareMyResult assessmentId={assessment.id} isOwner={ownerKey !== null} />
        </div>
      </div>
    </section>
  );
}
