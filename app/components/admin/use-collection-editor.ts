import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useState, type Dispatch, type SetStateAction } from "react";
import { toast } from "../../hooks/use-toast";
import { cmsRequest, type Approval } from "./admin-api";
import type { CollectionWords } from "./collection-words";
import { filterBySearch } from "./filter-by-search";
import { reportFailure } from "./report-failure";
import type { ApprovalTarget } from "./submit-approval-dialog";

/** What every collection item has: the list, the approval dialog and the delete confirm need these. */
export type CollectionItem = { id: number; title: string };

/**
 * The state and calls one collection editor runs, for posts, pages and guides alike: the list and
 * its search, which item is open and its draft, save (create or update) and delete with their
 * toasts, the delete confirm, and the submit-for-approval target. The managers only say how an
 * item becomes a draft and which fields the search reads.
 */
export interface CollectionEditor<Item extends CollectionItem, Draft> {
  words: CollectionWords;
  items: UseQueryResult<Item[], Error>;
  search: string;
  setSearch: (search: string) => void;
  /** The items the search keeps. */
  visible: Item[];
  editing: Item | "new" | null;
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  open: (item: Item | "new") => void;
  close: () => void;
  /** Creates (nothing open yet is "new") or updates the open item with `body`. */
  save: (body: unknown) => void;
  isSaving: boolean;
  /** Asks "Are you sure you want to delete this …?" and deletes on yes. */
  confirmDelete: (item: Item) => void;
  approvalTarget: ApprovalTarget | null;
  submitForApproval: (item: Item) => void;
  closeApproval: () => void;
}

export function useCollectionEditor<Item extends CollectionItem, Draft>({
  url,
  queryKey,
  words,
  approvalType,
  toDraft,
  searchFieldsOf,
}: {
  /** The collection's API, e.g. "/api/cms/pages"; an item is `${url}/${id}`. */
  url: string;
  queryKey: readonly string[];
  words: CollectionWords;
  approvalType: Approval["contentType"];
  toDraft: (item: Item | "new") => Draft;
  searchFieldsOf: (item: Item) => readonly string[];
}): CollectionEditor<Item, Draft> {
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey,
    queryFn: () => cmsRequest<Item[]>({ url, fallbackError: words.loadFailed }),
  });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [draft, setDraft] = useState<Draft>(() => toDraft("new"));
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const saving = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null
        ? cmsRequest<Item>({ method: "POST", url, body, fallbackError: words.createFailed })
        : cmsRequest<Item>({ method: "PUT", url: `${url}/${id}`, body, fallbackError: words.updateFailed }),
    onSuccess: (_item, { id }) => {
      toast({ title: id === null ? words.created : words.updated, variant: "success" });
      setEditing(null);
      void refresh();
    },
    onError: (error, { id }) => reportFailure(id === null ? words.createFailed : words.updateFailed)(error),
  });
  const removing = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<Item>({ method: "DELETE", url: `${url}/${id}`, fallbackError: words.deleteFailed }),
    onSuccess: () => {
      toast({ title: words.deleted, variant: "success" });
      void refresh();
    },
    onError: reportFailure(words.deleteFailed),
  });

  return {
    words,
    items,
    search,
    setSearch,
    visible: filterBySearch({ items: items.data ?? [], term: search, fieldsOf: searchFieldsOf }),
    editing,
    draft,
    setDraft,
    open: (item) => {
      setEditing(item);
      setDraft(toDraft(item));
    },
    close: () => setEditing(null),
    save: (body) => saving.mutate({ id: editing === "new" || editing === null ? null : editing.id, body }),
    isSaving: saving.isPending,
    confirmDelete: (item) => {
      if (window.confirm(words.confirmDelete)) removing.mutate(item.id);
    },
    approvalTarget,
    submitForApproval: (item) =>
      setApprovalTarget({ contentType: approvalType, contentId: item.id, label: item.title }),
    closeApproval: () => setApprovalTarget(null),
  };
}
