import { HelpCircle } from "lucide-react";
import { useState } from "react";
import type { MatchedOccupation } from "../../../core/assessment/assessment-view";
import { PUBLIC_JOB_TITLE } from "../../../core/assessment/public-assessment-view";
import { Button } from "../ui/button";
import { OccupationSearchField } from "./occupation-search-field";
import { useChooseOccupation } from "./use-choose-occupation";

/**
 * The choose-first screen (ADR 025): the engine was not sure which occupation the title means and
 * no AI model picked, so the visitor chooses among our best candidates (each with one line on the
 * work) or searches, and only then sees a score. Choosing re-scores the same assessment: it does
 * not count against the daily limit again.
 */
export function ChooseOccupationFirst({
  assessmentId,
  jobTitle,
  occupation,
  ownerKey,
}: {
  assessmentId: string;
  jobTitle: string;
  occupation: MatchedOccupation;
  /** The owner key of this browser; without it (a shared link) there is nothing to choose (ADR 021). */
  ownerKey: string | null;
}) {
  const [searching, setSearching] = useState(false);
  const { choose, saving } = useChooseOccupation({ assessmentId, ownerKey });
  if (!ownerKey) return <AwaitingOwnerChoice />;
  const candidates = occupation.candidates ?? [
    { code: occupation.code, title: occupation.title, description: "" },
    ...occupation.alternatives.slice(0, 4).map((a) => ({ code: a.code, title: a.title, description: "" })),
  ];
  return (
    <section
      aria-labelledby="choose-occupation-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
      data-testid="choose-occupation-first"
    >
      <h2 id="choose-occupation-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <HelpCircle className="size-5 text-brand-600" aria-hidden /> Which of these is your job?
      </h2>
      <p className="mt-2 leading-7 text-muted">
        {jobTitle === PUBLIC_JOB_TITLE
          ? "We found no job title in what you wrote, so these are the occupations whose work your description fits best. Choose the closest one and we will score your assessment for it. This does not use up another assessment."
          : `“${jobTitle}” could mean more than one occupation, and the score depends on which. Choose the closest one and we will score your assessment for it. This does not use up another assessment.`}
      </p>
      <ul className="mt-4 space-y-2.5">
        {candidates.map((candidate) => (
          <li key={candidate.code}>
            <button
              type="button"
              disabled={saving}
              onClick={() => void choose(candidate)}
              className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-left transition hover:border-brand-400 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60"
            >
              <span className="block font-semibold text-ink">{candidate.title}</span>
              {candidate.description ? (
                <span className="mt-0.5 block text-sm text-muted">{candidate.description}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {searching ? (
        <OccupationSearchField onPick={(option) => void choose(option)} saving={saving} savingLabel="Scoring" />
      ) : (
        <Button type="button" variant="secondary" className="mt-4" onClick={() => setSearching(true)}>
          None of these: search
        </Button>
      )}
    </section>
  );
}

/** What a shared link shows before the person who made the result has chosen their occupation. */
function AwaitingOwnerChoice() {
  return (
    <section
      aria-labelledby="awaiting-choice-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
      data-testid="awaiting-owner-choice"
    >
      <h2 id="awaiting-choice-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <HelpCircle className="size-5 text-brand-600" aria-hidden /> Not scored yet
      </h2>
      <p className="mt-2 leading-7 text-muted">
        The job title on this assessment could mean more than one occupation. It gets a score once the person who made
        it chooses theirs, on the device they used.
      </p>
    </section>
  );
}
