import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { codeSettingsAmong } from "../../../core/cms/code-settings";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type Approval, type StaffUser } from "./admin-api";
import { badgeClass, cardClass, inputClass, labelClass } from "./form-styles";

type Review = {
  approval: Approval;
  current: Record<string, unknown> | null;
  changes: { field: string; submitted: unknown; current: unknown }[];
  /** Reviewable fields of a post, page or file edited since submission: approving is refused. */
  changedAfterSubmission: string[];
};

const typeLabels: Record<Approval["contentType"], string> = {
  blog_post: "Blog post",
  page: "Page",
  guide: "Country guide",
  site_page: "Site page",
  media: "Media",
  settings: "Settings",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

/**
 * A submitted or current value, in full: nothing is cut, long values scroll and wrap, so no code
 * can hide past a cut-off. Focusable so a keyboard can scroll it.
 */
function FullValue({ value, tone }: { value: unknown; tone?: "old" | "new" }) {
  const toneClass =
    tone === "old"
      ? "bg-red-50 text-red-800 line-through decoration-red-700"
      : tone === "new"
        ? "bg-green-50 text-green-900"
        : "bg-surface text-ink";
  return (
    <pre
      tabIndex={0}
      className={`max-h-72 overflow-auto rounded-lg p-2 font-mono text-xs break-words whitespace-pre-wrap ${toneClass}`}
    >
      {show(value)}
    </pre>
  );
}

/** Settings: each proposed key as "current → proposed" (current struck in red, proposed in green). */
function SettingsProposal({ review }: { review: Review }) {
  const proposed = review.approval.contentSnapshot;
  const current = review.current ?? {};
  return (
    <div>
      <h4 className="text-sm font-semibold">Proposed settings (current → proposed)</h4>
      <ul className="mt-2 space-y-3 text-sm">
        {Object.entries(proposed).map(([key, value]) => {
          const before = current[key] ?? null;
          const unchanged = show(before) === show(value);
          return (
            <li key={key} className="rounded-lg border border-line p-2">
              <p className="font-mono text-xs font-semibold">{key}</p>
              {unchanged ? (
                <>
                  <p className="mt-1 text-xs text-muted">Unchanged:</p>
                  <FullValue value={value} />
                </>
              ) : (
                <div className="mt-1 grid gap-1">
                  <p className="text-xs text-muted">Current</p>
                  <FullValue value={before} tone="old" />
                  <p className="text-xs text-muted">→ Proposed</p>
                  <FullValue value={value} tone="new" />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Posts, pages and files: the submitted row in full, then anything edited since. */
function ContentSubmission({ review }: { review: Review }) {
  return (
    <>
      <div>
        <h4 className="text-sm font-semibold">Submitted content</h4>
        <dl className="mt-2 space-y-2 text-sm">
          {Object.entries(review.approval.contentSnapshot)
            .filter(([field]) => !["id", "authorId", "uploadedBy", "createdAt", "updatedAt"].includes(field))
            .map(([field, value]) => (
              <div key={field}>
                <dt className="text-xs font-medium text-muted">{field}</dt>
                <dd>
                  <FullValue value={value} />
                </dd>
              </div>
            ))}
        </dl>
      </div>
      <div>
        <h4 className="text-sm font-semibold">Changed since submission</h4>
        {review.changedAfterSubmission.length > 0 ? (
          <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            This content was edited after it was submitted ({review.changedAfterSubmission.join(", ")}). Approving is
            refused until it is submitted again; you can reject it.
          </p>
        ) : null}
        {review.changes.length === 0 ? (
          <p className="text-sm text-muted">
            {review.current ? "Nothing has changed since it was submitted." : "The content no longer exists."}
          </p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {review.changes.map((change) => (
              <li key={change.field} className="grid gap-1 rounded-lg border border-line p-2">
                <p className="text-xs font-medium text-muted">{change.field}: as submitted → now</p>
                <FullValue value={change.submitted} tone="old" />
                <FullValue value={change.current} tone="new" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** Approvals: the pending list (refetched every 30 s) and the review panel. */
export function ApprovalsPanel({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: cmsKeys.approvals,
    queryFn: () => cmsRequest<Approval[]>({ url: "/api/approvals/pending", fallbackError: "Failed to load approvals" }),
    refetchInterval: 30_000,
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const review = useQuery({
    queryKey: ["approvals", "review", selectedId],
    queryFn: () =>
      cmsRequest<Review>({ url: `/api/approvals/${selectedId}`, fallbackError: "Failed to load the submission" }),
    enabled: selectedId !== null,
  });
  const decide = useMutation({
    mutationFn: (status: "approved" | "rejected") =>
      cmsRequest<Approval>({
        method: "PATCH",
        url: `/api/approvals/${selectedId}`,
        body: { status, reviewMessage: message.trim() || undefined },
        fallbackError: "Failed to process review",
      }),
    onSuccess: (approval) => {
      toast({
        title: approval.status === "approved" ? "Content Approved" : "Content Rejected",
        variant: approval.status === "approved" ? "success" : "info",
      });
      setSelectedId(null);
      setMessage("");
      void queryClient.invalidateQueries({ queryKey: ["approvals"] });
      void queryClient.invalidateQueries({ queryKey: ["cms"] });
    },
    onError: (error) =>
      toast({
        title: "Review Failed",
        description: error.message || "Failed to process review",
        variant: "destructive",
      }),
  });
  const isOwner = user.role === "owner";

  return (
    <section
      aria-labelledby="approvals-heading"
      className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="space-y-3">
        <h2 id="approvals-heading" className="text-lg font-semibold">
          Pending Approvals
        </h2>
        {pending.isPending ? (
          <p className="text-sm text-muted">Loading submissions…</p>
        ) : pending.isError ? (
          <p className="text-sm text-risk-high">{pending.error.message}</p>
        ) : pending.data.length === 0 ? (
          <p className={`${cardClass} text-center text-sm text-muted`}>
            No pending approvals. All content is up to date!
          </p>
        ) : (
          <ul className="space-y-2">
            {pending.data.map((approval) => (
              <li key={approval.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(approval.id)}
                  aria-pressed={selectedId === approval.id}
                  className={`w-full rounded-xl border bg-white p-3 text-left shadow-sm ${selectedId === approval.id ? "border-brand-600 ring-2 ring-brand-200" : "border-line hover:bg-surface"}`}
                >
                  <p className="text-sm font-semibold">
                    {typeLabels[approval.contentType]}:{" "}
                    {show(
                      approval.contentSnapshot.title ?? approval.contentSnapshot.originalName ?? approval.contentId,
                    )}
                  </p>
                  {approval.contentType === "settings" &&
                  codeSettingsAmong(Object.keys(approval.contentSnapshot)).length > 0 ? (
                    <span className={`${badgeClass} my-1 gap-1 bg-red-700 text-white`}>
                      <TriangleAlert className="size-3.5" aria-hidden="true" /> Contains code
                    </span>
                  ) : null}
                  <p className="text-xs text-muted">
                    {approval.submitterName} · {approval.submitterEmail} ·{" "}
                    {new Date(approval.submittedAt).toLocaleString("en-US")}
                  </p>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={cardClass}>
        {selectedId === null ? (
          <p className="text-sm text-muted">Select a submission to review it.</p>
        ) : review.isPending ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : review.isError ? (
          <p className="text-sm text-risk-high">{review.error.message}</p>
        ) : (
          <div className="space-y-4">
            <div>
              <h3 className="font-semibold">Review submission</h3>
              <p className="text-sm text-muted">
                {typeLabels[review.data.approval.contentType]} from {review.data.approval.submitterName} (
                {review.data.approval.submitterEmail})
              </p>
              {review.data.approval.contentType === "settings" &&
              codeSettingsAmong(Object.keys(review.data.approval.contentSnapshot)).length > 0 ? (
                <p
                  role="note"
                  className="mt-2 flex flex-wrap items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                >
                  <span className={`${badgeClass} gap-1 bg-red-700 text-white`}>
                    <TriangleAlert className="size-3.5" aria-hidden="true" /> Contains code
                  </span>
                  <span>
                    This submission changes{" "}
                    {codeSettingsAmong(Object.keys(review.data.approval.contentSnapshot)).join(", ")}, which run on
                    every public page. Read the code in full before approving.
                  </span>
                </p>
              ) : null}
              {review.data.approval.submissionMessage ? (
                <p className="mt-2 rounded-lg bg-surface p-3 text-sm">{review.data.approval.submissionMessage}</p>
              ) : null}
            </div>
            {review.data.approval.contentType === "settings" ? (
              <SettingsProposal review={review.data} />
            ) : (
              <ContentSubmission review={review.data} />
            )}
            {isOwner ? (
              <div className="space-y-3">
                <div>
                  <label htmlFor="review-message" className={labelClass}>
                    Message to the submitter (optional)
                  </label>
                  <textarea
                    id="review-message"
                    rows={3}
                    className={inputClass}
                    value={message}
                    onChange={(event) => setMessage(event.target.value)}
                  />
                </div>
                <div className="flex gap-2">
                  <Button
                    onClick={() => decide.mutate("approved")}
                    disabled={decide.isPending || review.data.changedAfterSubmission.length > 0}
                    title={
                      review.data.changedAfterSubmission.length > 0
                        ? "Edited after submission: ask for a new submission"
                        : undefined
                    }
                  >
                    Approve
                  </Button>
                  <Button variant="destructive" onClick={() => decide.mutate("rejected")} disabled={decide.isPending}>
                    Reject
                  </Button>
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted">The owner reviews submissions.</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
