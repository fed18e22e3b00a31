import { canChangeEntry, stateOfStatus } from "../../../core/cms/role-rules";
import type { ContentType } from "../../../core/content-types/content-type";
import { buildEmptyValues } from "../../../core/content-types/empty-values";
import type { Approval, StaffUser } from "./admin-api";
import { CollectionList } from "./collection-list";
import { describeCollectionWords } from "./collection-words";
import { ContentFields } from "./content-fields";
import { EditorForm } from "./editor-form";
import { RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";
import { useCollectionEditor } from "./use-collection-editor";

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
 * The list and the editor of a structured collection (the country guides, the site's own pages),
 * both derived from its content type: search by title or slug, a status badge, Edit, Submit for
 * Approval and Delete as for pages, and a form with one input per field of the definition (ADR 028).
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
  const plural = type.label.toLowerCase();
  const editor = useCollectionEditor<CmsEntry, Record<string, unknown>>({
    url: `/api/cms/${type.path}`,
    queryKey: ["cms", type.path],
    words: describeCollectionWords({ noun: type.noun, plural }),
    approvalType,
    toDraft: (entry) => (entry === "new" ? buildEmptyValues(type.fields) : toDraft(entry)),
    searchFieldsOf: (entry) => [entry.title, entry.slug],
  });

  if (editor.editing !== null) {
    return (
      <EditorForm editor={editor} onSubmit={() => editor.save(editor.draft)}>
        <ContentFields fields={type.fields} values={editor.draft} onChange={editor.setDraft} idPrefix={type.path} />
      </EditorForm>
    );
  }

  return (
    <CollectionList
      editor={editor}
      user={user}
      heading={type.label}
      headingId={`${type.path}-heading`}
      searchLabel={`Search ${plural} by title or slug`}
      emptyText={`No ${plural} yet.`}
      listClassName="grid gap-3 md:grid-cols-2"
      newButtonVariant="secondary"
      renderItem={(entry) => {
        const changeable = canChangeEntry(user.role, stateOfStatus(entry.status));
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{entry.title}</h3>
              <StatusBadge status={entry.status} />
            </div>
            <p className="mt-1 text-xs text-muted">/{entry.slug}</p>
            <RowActions
              editor={editor}
              item={entry}
              look="buttons"
              canSubmit={entry.status !== "published"}
              canEdit={changeable}
              canDelete={changeable}
            />
          </>
        );
      }}
    />
  );
}
