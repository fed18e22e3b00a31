import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { canChangeEntry, stateOfStatus } from "../../../core/cms/role-rules";
import type { ContentType } from "../../../core/content-types/content-type";
import { buildEmptyValues } from "../../../core/content-types/empty-values";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsRequest, type Approval, type StaffUser } from "./admin-api";
import { reportFailure } from "./blog-manager";
import { ContentFields } from "./content-fields";
import { cardClass, inputClass } from "./form-styles";
import { OwnerOnlyNote } from "./owner-only";
import { StatusBadge } from "./status-badge";
import { SubmitApprovalDialog, type ApprovalTarget } from "./submit-approval-dialog";

/** An entry as the collection API answers it: the shared columns and the type's own fields, flat. */
export type CmsEntry = Record<string, unknown> & {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published" | "archived";
  updatedAt: string;
};

/** Columns the server keeps itself; the form never sends them back. */
const bookkeeping = ["id", "authorId", "publishedAt", "createdAt", "updatedAt"];

function toDraft(entry: CmsEntry): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !bookkeeping.includes(key)));
}

/**
 * The list and the editor of a structured collection (the country guides), both derived from its
 * content type: search by title or slug, a status badge, Edit, Submit for Approval and Delete as
 * for pages, and a form with one input per field of the definition (ADR 028).
 */
export function EntriesManager({
  type,
  approvalType,
  user,
}: {
  type: ContentType;
  approvalType: Approval["contentType"];
  user: StaffUser;
}) {
  const queryClient = useQueryClient();
  const queryKey = ["cms", type.path];
  const url = `/api/cms/${type.path}`;
  const nounTitle = `${type.noun.charAt(0).toUpperCase()}${type.noun.slice(1)}`;
  const entries = useQuery({
    queryKey,
    queryFn: () => cmsRequest<CmsEntry[]>({ url, fallbackError: `Failed to load ${type.label.toLowerCase()}` }),
  });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<CmsEntry | "new" | null>(null);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null
        ? cmsRequest<CmsEntry>({ method: "POST", url, body, fallbackError: `Failed to create ${type.noun}` })
        : cmsRequest<CmsEntry>({
            method: "PUT",
            url: `${url}/${id}`,
            body,
            fallbackError: `Failed to update ${type.noun}`,
          }),
    onSuccess: (_entry, { id }) => {
      toast({
        title: id === null ? `${nounTitle} created successfully!` : `${nounTitle} updated successfully!`,
        variant: "success",
      });
      setEditing(null);
      void refresh();
    },
    onError: (error, { id }) =>
      reportFailure(id === null ? `Failed to create ${type.noun}` : `Failed to update ${type.noun}`)(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<CmsEntry>({ method: "DELETE", url: `${url}/${id}`, fallbackError: `Failed to delete ${type.noun}` }),
    onSuccess: () => {
      toast({ title: `${nounTitle} deleted successfully!`, variant: "success" });
      void refresh();
    },
    onError: reportFailure(`Failed to delete ${type.noun}`),
  });

  const open = (entry: CmsEntry | "new") => {
    setEditing(entry);
    setDraft(entry === "new" ? buildEmptyValues(type.fields) : toDraft(entry));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: editing === "new" || editing === null ? null : editing.id, body: draft });
  };

  const term = search.trim().toLowerCase();
  const shown = (entries.data ?? []).filter(
    (entry) => term === "" || entry.title.toLowerCase().includes(term) || entry.slug.toLowerCase().includes(term),
  );
  const headingId = `${type.path}-heading`;

  if (editing !== null) {
    return (
      <form
        className={`${cardClass} space-y-4`}
        onSubmit={onSubmit}
        aria-label={editing === "new" ? `New ${type.noun}` : `Edit ${type.noun}`}
      >
        <h2 className="text-lg font-semibold">
          {editing === "new" ? `New ${nounTitle}` : `Edit ${nounTitle}: ${editing.title}`}
        </h2>
        <ContentFields fields={type.fields} values={draft} onChange={setDraft} idPrefix={type.path} />
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-white py-3">
          <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : `Save ${nounTitle}`}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {type.label}
        </h2>
        <Button variant="secondary" onClick={() => open("new")}>
          New {nounTitle}
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label={`Search ${type.label.toLowerCase()} by title or slug`}
          placeholder={`Search ${type.label.toLowerCase()}…`}
          className={`${inputClass} pl-9`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {entries.isPending ? (
        <p className="text-sm text-muted">Loading {type.label.toLowerCase()}…</p>
      ) : entries.isError ? (
        <p className="text-sm text-risk-high">{entries.error.message}</p>
      ) : shown.length === 0 ? (
        <p className={`${cardClass} text-center text-sm text-muted`}>
          {term ? `No ${type.label.toLowerCase()} match your search.` : `No ${type.label.toLowerCase()} yet.`}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((entry) => {
            const changeable = canChangeEntry(user.role, stateOfStatus(entry.status));
            return (
              <li key={entry.id} className={cardClass}>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words">{entry.title}</h3>
                  <StatusBadge status={entry.status} />
                </div>
                <p className="mt-1 text-xs text-muted">/{entry.slug}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {changeable ? (
                    <Button size="sm" variant="secondary" onClick={() => open(entry)}>
                      Edit
                    </Button>
                  ) : null}
                  {entry.status !== "published" ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        setApprovalTarget({ contentType: approvalType, contentId: entry.id, label: entry.title })
                      }
                    >
                      Submit for Approval
                    </Button>
                  ) : null}
                  {changeable ? (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => {
                        if (window.confirm(`Are you sure you want to delete this ${type.noun}?`))
                          remove.mutate(entry.id);
                      }}
                    >
                      Delete
                    </Button>
                  ) : (
                    <OwnerOnlyNote />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <SubmitApprovalDialog target={approvalTarget} user={user} onClose={() => setApprovalTarget(null)} />
    </section>
  );
}
