import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";
import { StatusBadge } from "./status-badge";

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
          <div>
            <label htmlFor="staff-name" className={labelClass}>
              Name
            </label>
            <input
              id="staff-name"
              className={inputClass}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          </div>
          <div>
            <label htmlFor="staff-email" className={labelClass}>
              Email
            </label>
            <input
              id="staff-email"
              type="email"
              className={inputClass}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
            />
          </div>
          <div>
            <label htmlFor="staff-password" className={labelClass}>
              Password (12+ characters)
            </label>
            <input
              id="staff-password"
              type="password"
              className={inputClass}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
            />
          </div>
          <Button type="submit" disabled={create.isPending || email.trim() === "" || password === ""}>
            Create Editor
          </Button>
        </form>
        <ul className="divide-y divide-line">
          {(staff.data ?? []).map((account) => (
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
      </div>
      <div className={`${cardClass} space-y-3`}>
        <h3 className="font-semibold">Audit log</h3>
        {(audit.data ?? []).length === 0 ? (
          <p className="text-sm text-muted">No entries yet.</p>
        ) : (
          <ul className="max-h-96 divide-y divide-line overflow-y-auto text-sm">
            {(audit.data ?? []).map((entry) => (
              <li key={entry.id} className="py-2">
                <p>
                  <span className="font-mono font-semibold">{entry.action}</span> {entry.entityType}
                  {entry.entityId ? ` ${entry.entityId}` : ""}
                </p>
                <p className="text-xs text-muted">
                  {new Date(entry.createdAt).toLocaleString("en-US")} · {entry.actorEmail ?? "system"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
