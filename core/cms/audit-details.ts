/**
 * The stored details of an audit-log entry, in words for the owner: a from → to change when the
 * entry records one (settings), then labelled facts (review message, submitter, account, …).
 */
export type AuditDetailsView = {
  change: { from: string | null; to: string | null } | null;
  facts: { label: string; value: string }[];
};

const labels: Readonly<Record<string, string>> = {
  approvalId: "Submission",
  reviewMessage: "Review message",
  submitterName: "Submitted by",
  submitterEmail: "Submitter e-mail",
  email: "Account",
  role: "Role",
};

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function describeAuditDetails(details: Readonly<Record<string, unknown>> | null | undefined): AuditDetailsView {
  const entries = Object.entries(details ?? {});
  const hasChange = entries.some(([key]) => key === "from" || key === "to");
  const change = hasChange
    ? {
        from: details?.from === null || details?.from === undefined ? null : asText(details.from),
        to: details?.to === null || details?.to === undefined ? null : asText(details.to),
      }
    : null;
  const facts = entries
    .filter(([key, value]) => key !== "from" && key !== "to" && value !== null && value !== undefined && value !== "")
    .map(([key, value]) => ({
      label: labels[key] ?? key,
      value: key === "approvalId" ? `#${asText(value)}` : asText(value),
    }));
  return { change, facts };
}
