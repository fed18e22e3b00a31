import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type Approval, type StaffUser } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";

type Review = {
  approval: Approval;
  current: Record<string, unknown> | null;
  changes: { field: string; submitted: unknown; current: unknown }[];
};

const typeLabels: Record<Approval["contentType"], string> = {
  blog_post: "Blog post",
  page: "Page",
  media: "Media",
  settings: "Settings",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return typeof value === "string" ? value : JSON.stringify(value);
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
              {review.data.approval.submissionMessage ? (
                <p className="mt-2 rounded-lg bg-surface p-3 text-sm">{review.data.approval.submissionMessage}</p>
              ) : null}
            </div>
            <div>
              <h4 className="text-sm font-semibold">Submitted content</h4>
              <dl className="mt-2 max-h-72 space-y-2 overflow-y-auto text-sm">
                {Object.entries(review.data.approval.contentSnapshot)
                  .filter(([field]) => !["id", "authorId", "uploadedBy", "createdAt", "updatedAt"].includes(field))
                  .map(([field, value]) => (
                    <div key={field}>
                      <dt className="text-xs font-medium text-muted">{field}</dt>
                      <dd className="break-words whitespace-pre-wrap">{show(value).slice(0, 2000)}</dd>
                    </div>
                  ))}
              </dl>
            </div>
            <div>
              <h4 className="text-sm font-semibold">Changed since submission</h4>
              {review.data.changes.length === 0 ? (
                <p className="text-sm text-muted">
                  {review.data.current
                    ? "Nothing has changed since it was submitted."
                    : "The content no longer exists."}
                </p>
              ) : (
                <ul className="mt-2 space-y-2 text-sm">
                  {review.data.changes.map((change) => (
                    <li key={change.field} className="rounded-lg border border-line p-2">
                      <p className="text-xs font-medium text-muted">{change.field}</p>
                      <p>
                        <span className="text-risk-high line-through">{show(change.submitted).slice(0, 500)}</span> →{" "}
                        <span className="text-risk-low">{show(change.current).slice(0, 500)}</span>
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
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
                  <Button onClick={() => decide.mutate("approved")} disabled={decide.isPending}>
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
