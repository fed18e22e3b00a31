import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeAuditDetails } from "../../../core/cms/audit-details";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest } from "./admin-api";
import { cardClass } from "./form-styles";
import { StatusBadge } from "./status-badge";
import { TextField } from "./text-field";

type Account = { id: string; email: string; displayName: string | null; role: "owner" | "editor"; isActive: boolean };
type AuditEntry = {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
  actorEmail: string | null;
};

/** Owner only: editors (create, disable, enable) and the audit log of decisions and settings changes. */
export function StaffPanel() {
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: cmsKeys.staff,
    queryFn: () => cmsRequest<Account[]>({ url: "/api/cms/staff", fallbackError: "Failed to load accounts" }),
  });
  const audit = useQuery({
    queryKey: cmsKeys.audit,
    queryFn: () =>
      cmsRequest<AuditEntry[]>({ url: "/api/cms/audit-log", fallbackError: "Failed to load the audit log" }),
  });
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: cmsKeys.staff });
    void queryClient.invalidateQueries({ queryKey: cmsKeys.audit });
  };
  const create = useMutation({
    mutationFn: () =>
      cmsRequest<Account>({
        method: "POST",
        url: "/api/cms/staff",
        body: { email, password, displayName: name },
        fallbackError: "Failed to create account",
      }),
    onSuccess: () => {
      toast({ title: "Editor account created", variant: "success" });
      setEmail("");
      setName("");
      setPassword("");
      refresh();
    },
    onError: (error) =>
      toast({ title: "Failed to create account", description: error.message, variant: "destructive" }),
  });
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      cmsRequest<Account>({
        method: "PATCH",
        url: `/api/cms/staff/${id}`,
        body: { isActive },
        fallbackError: "Failed to update account",
      }),
    onSuccess: (account) => {
      toast({ title: account.isActive ? "Account enabled" : "Account disabled", variant: "success" });
      refresh();
    },
    onError: (error) =>
      toast({ title: "Failed to update account", description: error.message, variant: "destructive" }),
  });
  return (
    <div className="space-y-6">
      <div className={`${cardClass} space-y-4`}>
        <h3 className="font-semibold">Editors</h3>
        <form
          className="grid gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
          aria-label="Create an editor account"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <TextField id="staff-name" label="Name" value={name} onChange={setName} autoComplete="off" />
          <TextField id="staff-email" label="Email" value={email} onChange={setEmail} type="email" autoComplete="off" />
          <TextField
            id="staff-password"
            label="Password (12+ characters)"
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={create.isPending || email.trim() === "" || password === ""}>
            Create Editor
          </Button>
        </form>
        {staff.isPending ? (
          <p className="text-sm text-muted">Loading accounts…</p>
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-risk-high">
            {staff.error.message}
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {staff.data.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="text-sm font-medium">{account.displayName ?? account.email}</p>
                  <p className="text-xs text-muted">
                    {account.email} · {account.role}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge status={account.isActive ? "active" : "disabled"} />
                  {account.role === "editor" ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setActive.mutate({ id: account.id, isActive: !account.isActive })}
                    >
                      {account.isActive ? "Disable" : "Enable"}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`${cardClass} space-y-3`}>
        <h3 className="font-semibold">Audit log</h3>
        {audit.isPending ? (
          <p className="text-sm text-muted">Loading the audit log…</p>
        ) : audit.isError ? (
          <p role="alert" className="text-sm text-risk-high">
            {audit.error.message}
          </p>
        ) : audit.data.length === 0 ? (
          <p className="text-sm text-muted">No entries yet.</p>
        ) : (
          <ul
            className="max-h-[32rem] divide-y divide-line overflow-y-auto text-sm"
            tabIndex={0}
            aria-label="Audit log entries"
          >
            {audit.data.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One audit entry: what, when and who, then its stored details (from → to, review message, submitter). */
function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { change, facts } = describeAuditDetails(entry.details);
  const valueClass = "max-h-40 overflow-auto rounded p-1.5 font-mono text-xs break-words whitespace-pre-wrap";
  return (
    <li className="space-y-1 py-2">
      <p>
        <span className="font-mono font-semibold">{entry.action}</span> {entry.entityType}
        {entry.entityId ? ` ${entry.entityId}` : ""}
      </p>
      <p className="text-xs text-muted">
        {new Date(entry.createdAt).toLocaleString("en-US")} · {entry.actorEmail ?? "system"}
      </p>
      {change ? (
        <div className="grid gap-1 sm:grid-cols-2">
          <div>
            <p className="text-xs text-muted">From</p>
            <pre tabIndex={0} className={`${valueClass} bg-red-50 text-red-900`}>
              {change.from ?? "(not set)"}
            </pre>
          </div>
          <div>
            <p className="text-xs text-muted">To</p>
            <pre tabIndex={0} className={`${valueClass} bg-green-50 text-green-900`}>
              {change.to ?? "(deleted)"}
            </pre>
          </div>
        </div>
      ) : null}
      {facts.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted">{fact.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
