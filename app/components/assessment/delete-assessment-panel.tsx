import { Trash2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "../ui/button";

export const DELETE_BUTTON_LABEL = "Delete this assessment";

const DeleteAssessmentDialog = lazy(() =>
  import("./delete-assessment-dialog").then((module) => ({ default: module.DeleteAssessmentDialog })),
);

/**
 * "Delete this assessment", shown only in the browser that created the result (it holds the
 * delete token, the result's owner key: `token`, null elsewhere). A confirmation dialog comes first; its code (the alert dialog library) is loaded
 * only here, once the token is found, so the result page other visitors open does not carry it
 * (ADR 014). Until it arrives the same button is shown, inert.
 */
export function DeleteAssessmentPanel({ assessmentId, token }: { assessmentId: string; token: string | null }) {
  if (!token) return null;
  const button = (
    <Button type="button" variant="secondary" className="mt-4 text-risk-high">
      <Trash2 aria-hidden /> {DELETE_BUTTON_LABEL}
    </Button>
  );

  return (
    <section
      aria-labelledby="delete-assessment-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
      data-testid="delete-assessment"
    >
      <h2 id="delete-assessment-title" className="text-lg font-semibold tracking-tight text-ink">
        Your data, your choice
      </h2>
      <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">
        We keep this result so your link keeps working. This browser created it, so you can delete it for good at any
        time: the page, its share image and its PDF report.
      </p>
      <Suspense fallback={button}>
        <DeleteAssessmentDialog assessmentId={assessmentId} token={token} trigger={button} />
      </Suspense>
    </section>
  );
}
