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
