import { summariseKeywords } from "../../../core/cms/keywords";
import { canChangeEntry, stateOfEntry } from "../../../core/cms/role-rules";
import type { ContentType } from "../../../core/content-types/content-type";
import { toast } from "../../hooks/use-toast";
import type { StaffUser } from "./admin-api";
import {
  applyTitleChange,
  buildEditDraft,
  buildNewDraft,
  buildRequestBody,
  listBlankRequired,
  type Draft,
} from "./collection-form";
import { CollectionList } from "./collection-list";
import { describeCollectionWords } from "./collection-words";
import { ContentFields } from "./content-fields";
import { EditorForm } from "./editor-form";
import { badgeClass, cardClass } from "./form-styles";
import { RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";
import { useCollectionEditor } from "./use-collection-editor";

/** An entry as the collection API answers it: the shared columns and the type's own fields, flat. */
export type CmsEntry = Record<string, unknown> & { id: number; title: string; slug: string };

function readText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * The list and the editor of one collection, both derived from its content type (ADR 028): the
 * blog posts, the pages, the guides and the site's own pages alike. The list searches the fields
 * the type names and shows each entry's state, address and what the type lists (an excerpt, badges,
 * keywords), with Edit, Submit for Approval and Delete as the role allows; the form has one input
 * per field of the definition.
 */
export function CollectionManager({
  type,
  user,
  leads = true,
}: {
  type: ContentType;
  user: StaffUser;
  /** Whether its New button is the tab's primary action (the first collection of a tab). */
  leads?: boolean;
}) {
  const { admin } = type;
  const plural = admin.plural ?? type.label.toLowerCase();
  const editor = useCollectionEditor<CmsEntry, Draft>({
    url: `/api/cms/${type.path}`,
    queryKey: ["cms", type.path],
    words: describeCollectionWords({ noun: type.noun, plural, formNoun: admin.formNoun, formTitle: admin.formTitle }),
    approvalType: type.approvalType,
    toDraft: (entry) =>
      entry === "new" ? buildNewDraft({ type, role: user.role }) : buildEditDraft({ type, item: entry }),
    searchFieldsOf: (entry) => admin.searchFields.map((name) => readText(entry[name])),
  });

  if (editor.editing !== null) {
    const { draft } = editor;
    const blank = listBlankRequired({ type, draft });
    const missingMessage = admin.requiredBeforeSave?.message;
    const isNew = editor.editing === "new";
    return (
      <EditorForm
        editor={editor}
        saveDisabled={blank.length > 0 && !missingMessage}
        onSubmit={() => {
          if (blank.length > 0) {
            if (missingMessage)
              toast({ title: "Missing Information", description: missingMessage, variant: "destructive" });
            return;
          }
          editor.save(buildRequestBody({ type, draft }));
        }}
      >
        <ContentFields
          fields={type.fields}
          values={draft}
          idPrefix={type.path}
          context={{ role: user.role, draft }}
          onChange={(next) =>
            editor.setDraft((current) =>
              next.title === current.title
                ? next
                : applyTitleChange({
                    type,
                    draft: { ...next, title: current.title },
                    title: readText(next.title),
                    isNew,
                  }),
            )
          }
        />
      </EditorForm>
    );
  }

  const icons = admin.rowActions === "icons";
  return (
    <CollectionList
      editor={editor}
      user={user}
      heading={type.label}
      headingId={admin.headingId ?? `${type.path}-heading`}
      searchLabel={`Search ${plural} by ${admin.searchFields.join(" or ")}`}
      emptyText={admin.emptyText ?? `No ${plural} yet.`}
      itemClassName={icons ? `${cardClass} flex flex-wrap items-start justify-between gap-3` : cardClass}
      listClassName={admin.twoColumns ? "grid gap-3 md:grid-cols-2" : "space-y-3"}
      newButtonVariant={leads ? "primary" : "secondary"}
      renderItem={(entry) => {
        const state = stateOfEntry({ storage: type.storage, entry });
        const changeable = canChangeEntry(user.role, state);
        const canSubmit =
          admin.submitWhen === "always" || (admin.submitWhen === "draft" ? state === "draft" : state !== "public");
        const summary = admin.summaryField ? readText(entry[admin.summaryField]) : "";
        const keywords = admin.showKeywords && Array.isArray(entry.keywords) ? summariseKeywords(entry.keywords) : null;
        const details = (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{entry.title}</h3>
              <StatusBadge
                status={
                  type.storage.table === "pages" ? (state === "public" ? "visible" : "hidden") : readText(entry.status)
                }
              />
              {(admin.badgeFields ?? []).map((name) => (
                <span key={name} className={`${badgeClass} border border-line text-muted`}>
                  {readText(entry[name])}
                </span>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted">
              {admin.addressPrefix}
              {entry.slug}
            </p>
            {summary ? <p className={`mt-1 text-sm text-muted ${icons ? "line-clamp-2" : ""}`}>{summary}</p> : null}
            {keywords && keywords.shown.length > 0 ? (
              <p className="mt-2 flex flex-wrap gap-1 text-xs">
                {keywords.shown.map((keyword) => (
                  <span key={keyword} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                    {keyword}
                  </span>
                ))}
                {keywords.more > 0 ? <span className="px-1 text-muted">+{keywords.more} more</span> : null}
              </p>
            ) : null}
          </>
        );
        const actions = (
          <RowActions
            editor={editor}
            item={entry}
            look={admin.rowActions}
            canSubmit={canSubmit}
            canEdit={changeable}
            canDelete={changeable}
          />
        );
        return icons ? (
          <>
            <div className="min-w-0 flex-1">{details}</div>
            {actions}
          </>
        ) : (
          <>
            {details}
            {actions}
          </>
        );
      }}
    />
  );
}
