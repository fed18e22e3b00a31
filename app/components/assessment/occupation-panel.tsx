import { Briefcase } from "lucide-react";
import { useState } from "react";
import type { MatchedBy, MatchedOccupation } from "../../../core/assessment/assessment-view";
import type { CountryCode } from "../../../core/countries/countries";
import type { InternationalCodesView } from "../../../core/international/international-codes";
import { Button } from "../ui/button";
import { InternationalCodes, readIscoLanguage } from "./international-codes";
import type { OccupationOption } from "./occupation-search";
import { OccupationSearchField } from "./occupation-search-field";
import { useChooseOccupation } from "./use-choose-occupation";

/** How the occupation was chosen, said under its title. */
export const MATCHED_BY_LABELS: Record<MatchedBy, string> = {
  engine: "Matched by our engine",
  ai: "Chosen with your AI model from our top 10",
  visitor: "Chosen by you",
};

/**
 * The standard occupation we matched, with its code and our confidence, and "Not your job? Pick
 * another": the visitor chooses an occupation and the same profile is re-scored against it. When
 * the matcher was not sure (`sureEnough`), the panel asks "Is this your job?" above the closest
 * alternatives. It says who chose the occupation: our engine, the visitor's AI model among our top
 * 10, or the visitor. The search also offers the title matcher's candidates when prefix search finds few.
 * Only the browser that created the result (it holds the owner key) is offered the question, the
 * alternatives and the picker: the server refuses a change without the key (ADR 021).
 */
export function OccupationPanel({
  assessmentId,
  occupation,
  ownerKey,
  international = null,
  country = null,
}: {
  assessmentId: string;
  occupation: MatchedOccupation | null;
  ownerKey: string | null;
  /** The occupation's ISCO-08 and NOC 2021 groups (ADR 034). */
  international?: InternationalCodesView | null;
  /** Where the visitor works: only in the owner's own view. */
  country?: CountryCode | null;
}) {
  const [picking, setPicking] = useState(false);
  const { choose: chooseOccupation, saving } = useChooseOccupation({ assessmentId, ownerKey });

  async function choose(option: OccupationOption) {
    if (await chooseOccupation(option)) setPicking(false);
  }

  return (
    <section
      aria-labelledby="occupation-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="occupation-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <Briefcase className="size-5 text-brand-600" aria-hidden /> Matched occupation
      </h2>
      {occupation ? (
        <div className="mt-3" data-testid="matched-occupation">
          <p className="text-lg font-semibold text-ink">{occupation.title}</p>
          <p className="text-sm text-muted">
            O*NET-SOC {occupation.code}
            {occupation.matchedBy === "engine"
              ? ` · ${Math.round(occupation.confidence * 100)}% match confidence`
              : null}
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="occupation-matched-by">
            {MATCHED_BY_LABELS[occupation.matchedBy]}
          </p>
          <a
            href={`/jobs/${encodeURIComponent(occupation.code)}`}
            className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
            data-testid="occupation-page-link"
          >
            See the full page for this occupation
          </a>
          <InternationalCodes
            international={international}
            language={readIscoLanguage(country)}
            showNoc={country === "ca"}
          />
          {occupation.sureEnough || !ownerKey ? null : (
            <p
              className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="occupation-question"
            >
              <strong className="font-semibold">Is this your job?</strong> Your title could fit more than one
              occupation. If another is closer, pick it below and we will re-score your assessment.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          We could not match a standard occupation, so the score uses your own description only.
        </p>
      )}
      {ownerKey && occupation && occupation.alternatives.length > 0 && !picking ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {occupation.alternatives.slice(0, 3).map((alternative) => (
            <Button
              key={alternative.code}
              type="button"
              size="sm"
              variant="secondary"
              wrap
              className="py-1.5 text-left"
              disabled={saving}
              onClick={() => void choose(alternative)}
            >
              {alternative.title}
            </Button>
          ))}
        </div>
      ) : null}
      {!ownerKey ? null : picking ? (
        <OccupationSearchField onPick={(option) => void choose(option)} saving={saving} savingLabel="Re-scoring" />
      ) : (
        <Button type="button" variant="link" size="inline" className="mt-2" onClick={() => setPicking(true)}>
          Not your job? Pick another
        </Button>
      )}
    </section>
  );
}
