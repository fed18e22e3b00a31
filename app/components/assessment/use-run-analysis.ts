import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { isAndroidUserAgent, isMobileUserAgent } from "../../../core/browser-detection/detect-in-app-browser";
import type { CountryCode } from "../../../core/countries/countries";
import { saveDeleteToken } from "../../hooks/use-delete-token";
import { toast } from "../../hooks/use-toast";
import { apiRequest, readErrorMessage } from "../../lib/api-request";
import {
  FALLBACK_NOTICE_DESCRIPTION,
  NO_ASSESSMENT_ID_TOAST,
  analysisCompleteTitle,
  describeAnalysisFailure,
  fallbackNoticeTitle,
  shouldShowFallbackSequence,
  type AnalysisKind,
} from "./analysis-messages";
import type { ManualAssessmentInput } from "./manual-form-schema";
import { buildFallbackDebugInfo, sendMobileDebugReport } from "./mobile-debug";
import { readRefusedJobTitle } from "./refused-job-title";
import type { StatusMessage } from "./status-banner";

/** Where the visitor works travels with both calls (ADR 034). */
export type AnalysisRequest =
  | { kind: "text" | "file"; resumeText: string; apiKey: string | null; country: CountryCode }
  | { kind: "manual"; payload: ManualAssessmentInput; apiKey: string | null; country: CountryCode };

type AnalysisResponse = {
  assessmentId?: string;
  /** Lets this browser delete the new assessment later; kept in localStorage. */
  deleteToken?: string;
  error?: string;
  aiStatus?: { success?: boolean; fallbackUsed?: boolean; reason?: string; message?: string };
};

const FALLBACK_SUCCESS_DELAY_MS = 2000;
const FALLBACK_REDIRECT_DELAY_MS = 1000;

function readUserAgent(): string {
  return typeof navigator === "undefined" ? "" : navigator.userAgent;
}

/**
 * Runs one analysis (POST /api/assessments/text or /manual) and what follows it: the toasts of
 * §8, the fallback_triggered debug report, the uploaded file's fallback notice sequence
 * (2 s, then 1 s) and the move to the result page.
 */
export function useRunAnalysis({
  onStatus,
  onAssessment,
  onRefusedJobTitle,
}: {
  onStatus: (status: StatusMessage | null) => void;
  onAssessment: (assessmentId: string) => void;
  /** The manual form's job title was refused (422): the server's reason, for the field itself. */
  onRefusedJobTitle?: (message: string) => void;
}) {
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  return useMutation({
    mutationFn: async (request: AnalysisRequest) => {
      const options = request.apiKey ? { apiKey: request.apiKey } : undefined;
      const response =
        request.kind === "manual"
          ? await apiRequest(
              "POST",
              "/api/assessments/manual",
              { ...request.payload, country: request.country },
              options,
            )
          : await apiRequest(
              "POST",
              "/api/assessments/text",
              { resumeText: request.resumeText, country: request.country },
              options,
            );
      const body = (await response.json()) as AnalysisResponse;
      return { body, status: response.status };
    },
    onError: (error, request) => {
      const message = readErrorMessage(error, "");
      const copy = describeAnalysisFailure({ kind: request.kind as AnalysisKind, message });
      onStatus({ type: "error", message: copy.description });
      toast({ title: copy.title, description: copy.description, variant: "destructive" });
      const refusedTitle = request.kind === "manual" ? readRefusedJobTitle(error) : null;
      if (refusedTitle) onRefusedJobTitle?.(refusedTitle);
    },
    onSuccess: ({ body, status }, request) => {
      if (body.error) {
        const copy = describeAnalysisFailure({ kind: request.kind, message: body.error });
        onStatus({ type: "error", message: copy.description });
        toast({ title: copy.title, description: copy.description, variant: "destructive" });
        return;
      }
      const assessmentId = body.assessmentId;
      if (!assessmentId) {
        toast({ ...NO_ASSESSMENT_ID_TOAST, variant: "destructive" });
        return;
      }
      const userAgent = readUserAgent();
      const isMobile = isMobileUserAgent(userAgent);
      const aiStatus = body.aiStatus ?? {};
      // A key-less run falls back by design (reason no_api_key): nothing to debug there.
      if (aiStatus.fallbackUsed && aiStatus.reason !== "no_api_key" && request.kind !== "manual") {
        const connection = (navigator as Navigator & { connection?: { effectiveType?: string; type?: string } })
          .connection;
        sendMobileDebugReport({
          type: "fallback_triggered",
          debugInfo: buildFallbackDebugInfo({
            userAgent,
            responseStatus: status,
            aiStatus,
            online: navigator.onLine,
            connection,
            isAndroid: isAndroidUserAgent(userAgent),
            isMobile,
          }),
        });
      }
      saveDeleteToken({ assessmentId, token: body.deleteToken });
      onAssessment(assessmentId);
      const goToResult = () => navigate(`/assessment/${assessmentId}`);
      const completeTitle = analysisCompleteTitle({ isMobile });

      if (request.kind === "file" && shouldShowFallbackSequence(aiStatus)) {
        onStatus({ type: "info", message: FALLBACK_NOTICE_DESCRIPTION });
        toast({ title: fallbackNoticeTitle({ isMobile }), description: FALLBACK_NOTICE_DESCRIPTION, variant: "info" });
        timers.current.push(
          window.setTimeout(() => {
            onStatus({ type: "success", message: "Your assessment is ready." });
            toast({ title: completeTitle, description: "Your assessment is ready.", variant: "success" });
            timers.current.push(window.setTimeout(goToResult, FALLBACK_REDIRECT_DELAY_MS));
          }, FALLBACK_SUCCESS_DELAY_MS),
        );
        return;
      }
      if (shouldShowFallbackSequence(aiStatus)) {
        toast({ title: fallbackNoticeTitle({ isMobile }), description: FALLBACK_NOTICE_DESCRIPTION, variant: "info" });
      } else {
        toast({
          title: completeTitle,
          description: aiStatus.fallbackUsed
            ? "Scored with our research engine. Opening your results."
            : "Opening your results.",
          variant: "success",
        });
      }
      void goToResult();
    },
  });
}
