/**
 * The approval state machine (content-and-cms.md §4): an approval starts pending and is decided
 * once, to approved or rejected. Decided approvals are final.
 */
export type ApprovalStatus = "pending" | "approved" | "rejected";
export type ApprovalDecision = "approved" | "rejected";

export function canDecideApproval(status: ApprovalStatus): boolean {
  return status === "pending";
}

export function decideApproval({
  status,
  decision,
}: {
  status: ApprovalStatus;
  decision: ApprovalDecision;
}): { ok: true; status: ApprovalDecision } | { ok: false; error: string } {
  if (!canDecideApproval(status)) return { ok: false, error: `This submission was already ${status}` };
  return { ok: true, status: decision };
}

/** What changed between the snapshot taken at submission and the current row: one entry per differing field. */
export function diffSnapshot({
  snapshot,
  current,
}: {
  snapshot: Readonly<Record<string, unknown>>;
  current: Readonly<Record<string, unknown>> | null;
}): { field: string; submitted: unknown; current: unknown }[] {
  if (!current) return [];
  const ignored = new Set(["updatedAt", "createdAt"]);
  const fields = new Set([...Object.keys(snapshot), ...Object.keys(current)]);
  const changes: { field: string; submitted: unknown; current: unknown }[] = [];
  for (const field of fields) {
    if (ignored.has(field) || !(field in snapshot)) continue;
    if (JSON.stringify(snapshot[field]) !== JSON.stringify(current[field])) {
      changes.push({ field, submitted: snapshot[field], current: current[field] });
    }
  }
  return changes;
}

/**
 * Fields an approval itself changes or that only record when something happened: a difference
 * in these does not mean the content the owner reviews is different.
 */
const bookkeepingFields: Readonly<Record<"blog_post" | "page" | "guide" | "site_page" | "media", readonly string[]>> = {
  blog_post: ["updatedAt", "createdAt", "status", "publishedAt"],
  guide: ["updatedAt", "createdAt", "status", "publishedAt"],
  site_page: ["updatedAt", "createdAt", "status", "publishedAt"],
  page: ["updatedAt", "createdAt", "isVisible"],
  media: ["createdAt", "isApproved"],
};

/**
 * The reviewable fields of a post, page or file that differ between the submission snapshot and
 * the row now. Approving must publish exactly what was submitted, so any such field refuses the
 * approval (the submitter submits again).
 */
export function reviewableChanges({
  contentType,
  snapshot,
  current,
}: {
  contentType: "blog_post" | "page" | "guide" | "site_page" | "media";
  snapshot: Readonly<Record<string, unknown>>;
  current: Readonly<Record<string, unknown>>;
}): string[] {
  const ignored = new Set(bookkeepingFields[contentType]);
  // The snapshot is the server's copy of the whole row, so its keys are the row's columns.
  return Object.keys(snapshot).filter(
    (field) => !ignored.has(field) && JSON.stringify(snapshot[field]) !== JSON.stringify(current[field]),
  );
}

export const changedAfterSubmissionMessage = "This content changed after it was submitted. Ask for a new submission.";
