import { ArrowRight, FileUp, Lock, PenLine, Sparkles } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_COUNTRY, type CountryCode } from "../../../core/countries/countries";
import { useApiKey } from "../../hooks/use-api-key";
import { setLastAssessment, useLastAssessment } from "../../hooks/use-last-assessment";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { AnalysisProgress } from "./analysis-progress";
import { analyzeButtonState, type InputMode } from "./analyze-button-state";
import { ApiKeyCard } from "./api-key-card";
import { PrivacyStatement } from "./landing-sections";
import { parseManualForm, type ManualFieldErrors } from "./manual-form-schema";
import { EMPTY_MANUAL_VALUES, ManualEntryForm, type ManualValues } from "./manual-entry-form";
import { CountrySelect, useDetectedCountry } from "./country-select";
import { checkPastedText } from "./pasted-text-check";
import { PremiumPlanCard } from "./premium-plan-card";
import { ResumeUploadPanel, type ExtractedResume } from "./resume-upload-panel";
import { StatusBanner, type StatusMessage } from "./status-banner";
import { useRunAnalysis } from "./use-run-analysis";

function StepHeading({ step, title, children }: { step: number; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 className="flex items-center gap-3 text-xl font-bold tracking-tight text-ink">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      {children ? <p className="mt-1.5 text-sm text-muted sm:pl-11">{children}</p> : null}
    </div>
  );
}

const tabTriggerClass =
  "flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/**
 * The three steps of the home screen (assessment-flow.md §2, §4): choose a plan and connect a
 * key, provide a resume or job details, analyze.
 *
 * DECISION (key-less analysis): the spec locks the analyze button until a key is connected and
 * shows a yellow notice; we keep that exactly. The product also promises a real answer without a
 * key, so under the notice we add a clearly labelled secondary action that runs the same call
 * with no key — the server then uses its research engine and reports reason "no_api_key".
 */
export function AssessmentStart({
  prefill,
  presetCountry = null,
}: {
  prefill?: { jobTitle: string };
  /** The country of the guide the visitor came from (?country=…, ADR 034). */
  presetCountry?: CountryCode | null;
} = {}) {
  const navigate = useNavigate();
  const [country, setCountry] = useState<CountryCode>(presetCountry ?? DEFAULT_COUNTRY);
  useDetectedCountry({ preset: presetCountry, onDetected: setCountry });
  const { apiKey, connected, resets, connect, disconnect } = useApiKey();
  // A link such as /?tab=manual&jobTitle=… (from an occupation page) opens the manual tab with the title filled in.
  const [mode, setMode] = useState<InputMode>(prefill ? "manual" : "upload");
  const [extracted, setExtracted] = useState<ExtractedResume | null>(null);
  const [pastedText, setPastedText] = useState("");
  const [manual, setManual] = useState<ManualValues>(
    prefill ? { ...EMPTY_MANUAL_VALUES, jobTitle: prefill.jobTitle } : EMPTY_MANUAL_VALUES,
  );
  const [manualErrors, setManualErrors] = useState<ManualFieldErrors>({});
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const assessmentId = useLastAssessment();
  const setAssessmentId = setLastAssessment;
  const analysis = useRunAnalysis({
    onStatus: setStatus,
    onAssessment: setAssessmentId,
    // A refused title (keyboard noise, a name) is also marked on the Job Title field itself.
    onRefusedJobTitle: (message) => setManualErrors({ jobTitle: message }),
  });
  const pending = analysis.isPending;

  const button = analyzeButtonState({
    mode,
    hasKey: connected,
    assessmentId,
    hasExtractedFile: extracted !== null,
    pastedText,
    pending,
  });

  function analyze({ withKey }: { withKey: boolean }) {
    const key = withKey ? apiKey : null;
    if (mode === "manual") {
      if (withKey && !key) {
        toast({
          title: "OpenAI API Key Required",
          description: "Please connect your OpenAI API key first using the green button above.",
          variant: "destructive",
        });
        return;
      }
      // Every missing field is marked together, inline (skills with the spec's "at least one skill" line).
      const parsed = parseManualForm(manual);
      if (!parsed.ok) {
        setManualErrors(parsed.errors);
        return;
      }
      setManualErrors({});
      analysis.mutate({ kind: "manual", payload: parsed.payload, apiKey: key, country });
      return;
    }
    if (extracted) {
      if (withKey && !key) {
        toast({
          title: "API Key Required",
          description: "Please connect your OpenAI API key first using the green button above.",
          variant: "destructive",
        });
        return;
      }
      analysis.mutate({ kind: "file", resumeText: extracted.extractedText, apiKey: key, country });
      return;
    }
    if (withKey && !key) {
      toast({ title: "API Key Required", description: "Please enter your API key", variant: "destructive" });
      return;
    }
    const problem = checkPastedText(pastedText);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    analysis.mutate({ kind: "text", resumeText: pastedText.trim(), apiKey: key, country });
  }

  return (
    // #start: where a guide's "Start Your … Assessment" lands (ADR 034).
    <div id="start" className="mx-auto max-w-3xl scroll-mt-20 space-y-6 px-4 sm:px-6">
      <section aria-labelledby="step-1" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
        <div id="step-1">
          <StepHeading step={1} title="Select Plan">
            Bring your own AI key for free. Your key stays in this tab.
          </StepHeading>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <ApiKeyCard
            key={resets}
            connected={connected}
            connectedKey={apiKey}
            onConnect={connect}
            onDisconnect={disconnect}
          />
          <PremiumPlanCard />
        </div>
      </section>

      <section aria-labelledby="step-2" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
        <div id="step-2">
          <StepHeading step={2} title="Provide Information">
            Upload or paste your resume, or describe your job yourself.
          </StepHeading>
        </div>
        <CountrySelect
          value={country}
          onChange={(value) => {
            setCountry(value);
            setAssessmentId(null);
          }}
          disabled={pending}
        />
        <Tabs.Root value={mode} onValueChange={(value) => setMode(value as InputMode)}>
          <Tabs.List
            aria-label="How to provide your information"
            className="mb-5 flex gap-1 rounded-xl bg-surface p-1 ring-1 ring-line"
          >
            <Tabs.Trigger value="upload" className={tabTriggerClass} disabled={pending}>
              <FileUp className="size-4" aria-hidden /> Upload Resume
            </Tabs.Trigger>
            <Tabs.Trigger value="manual" className={tabTriggerClass} disabled={pending}>
              <PenLine className="size-4" aria-hidden /> Enter Skills Manually
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upload" className="outline-none">
            <ResumeUploadPanel
              extracted={extracted}
              onExtracted={(resume) => {
                setExtracted(resume);
                setAssessmentId(null);
              }}
              onClearFile={() => setExtracted(null)}
              pastedText={pastedText}
              onPastedTextChange={(text) => {
                setPastedText(text);
                setAssessmentId(null);
              }}
              onStatus={setStatus}
              disabled={pending}
            />
          </Tabs.Content>
          <Tabs.Content value="manual" className="outline-none">
            <ManualEntryForm
              values={manual}
              errors={manualErrors}
              onChange={(values) => {
                setManual(values);
                setAssessmentId(null);
              }}
              disabled={pending}
            />
          </Tabs.Content>
        </Tabs.Root>
        <div className="mt-5">
          <StatusBanner status={status} />
        </div>
      </section>

      <section aria-labelledby="step-3" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
        <div id="step-3">
          <StepHeading step={3} title="Analyze" />
        </div>
        {pending ? (
          <div className="mb-4">
            <AnalysisProgress source={mode === "manual" ? "profile" : "resume"} />
          </div>
        ) : null}
        <Button
          type="button"
          size="lg"
          wrap
          className="w-full py-3 text-center"
          disabled={button.disabled}
          onClick={() => {
            if (button.kind === "view" && assessmentId) navigate(`/assessment/${assessmentId}`);
            else analyze({ withKey: true });
          }}
        >
          {button.kind === "locked" ? <Lock aria-hidden /> : null}
          {button.label}
          {button.kind === "view" ? <ArrowRight aria-hidden /> : null}
        </Button>
        {button.kind === "locked" ? (
          <div className="mt-4 space-y-3">
            <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
              Please connect your OpenAI API key first using the green button above.
            </p>
            <div className="rounded-xl border border-line bg-surface p-4">
              <Button
                type="button"
                variant="secondary"
                wrap
                className="w-full py-2.5 text-center"
                disabled={pending}
                onClick={() => analyze({ withKey: false })}
              >
                <Sparkles aria-hidden />{" "}
                {pending
                  ? mode === "manual"
                    ? "Analyzing Profile"
                    : "Analyzing Resume"
                  : "No key? Analyze with our research engine"}
              </Button>
              <p className="mt-2 text-xs text-muted">
                Same occupation match, task scoring and sources, without the personal AI reading. Nothing is sent to an
                AI provider.
              </p>
            </div>
          </div>
        ) : null}
        <div className="mt-5">
          <PrivacyStatement />
        </div>
      </section>
    </div>
  );
}
