import { Switch } from "radix-ui";
import { summariseKeywords } from "../../../core/cms/keywords";
import { canChangePage } from "../../../core/cms/role-rules";
import { deriveSlug } from "../../../core/cms/slug";
import type { CmsPage } from "../../../core/cms/cms-page";
import { cmsKeys, type StaffUser } from "./admin-api";
import { CollectionList } from "./collection-list";
import { describeCollectionWords } from "./collection-words";
import { EditorForm } from "./editor-form";
import { badgeClass, inputClass } from "./form-styles";
import { KeywordInput } from "./keyword-input";
import { LabelledField } from "./labelled-field";
import { MetaFields } from "./meta-fields";
import { RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";
import { TitleSlugFields } from "./title-slug-fields";
import { useCollectionEditor } from "./use-collection-editor";
import { TextAreaField } from "./text-area-field";

type PageDraft = Omit<CmsPage, "id" | "createdAt" | "updatedAt" | "metaTitle" | "metaDescription"> & {
  metaTitle: string;
  metaDescription: string;
};

const templates: CmsPage["template"][] = ["default", "landing", "assessment", "blog"];
const words = describeCollectionWords({ noun: "page", plural: "pages" });

/** Pages tab: search by title or slug, the list with badges and actions, and the page form. */
export function PagesManager({ user }: { user: StaffUser }) {
  const isOwner = user.role === "owner";
  const editor = useCollectionEditor<CmsPage, PageDraft>({
    url: "/api/cms/pages",
    queryKey: cmsKeys.pages,
    words,
    approvalType: "page",
    toDraft: (page) =>
      page === "new"
        ? {
            title: "",
            slug: "",
            content: "",
            metaTitle: "",
            metaDescription: "",
            keywords: [],
            isVisible: isOwner,
            template: "default",
          }
        : { ...page, metaTitle: page.metaTitle ?? "", metaDescription: page.metaDescription ?? "" },
    searchFieldsOf: (page) => [page.title, page.slug],
  });
  const { draft, setDraft, editing } = editor;
  const change = (patch: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...patch }));

  if (editing !== null) {
    const onTitle = (title: string) =>
      setDraft((current) => ({
        ...current,
        title,
        // Derived only while creating and while the slug is still empty or still the derived one.
        slug:
          editing === "new" && (current.slug === "" || current.slug === deriveSlug(current.title))
            ? deriveSlug(title)
            : current.slug,
      }));
    const incomplete = draft.title.trim() === "" || draft.slug.trim() === "";
    return (
      <EditorForm
        editor={editor}
        saveDisabled={incomplete}
        onSubmit={() => {
          if (!incomplete) editor.save({ ...draft, title: draft.title.trim(), slug: draft.slug.trim() });
        }}
      >
        <TitleSlugFields
          idPrefix="page"
          title={draft.title}
          slug={draft.slug}
          onTitle={onTitle}
          onSlug={(slug) => change({ slug })}
        />
        <TextAreaField
          id="page-content"
          label="Content"
          markdown
          rows={10}
          value={draft.content}
          onChange={(content) => change({ content })}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex items-center gap-3">
            <Switch.Root
              id="page-visible"
              checked={draft.isVisible}
              disabled={!isOwner}
              onCheckedChange={(checked) => change({ isVisible: checked })}
              className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <label htmlFor="page-visible" className="text-sm font-medium">
              Visible on the site
            </label>
          </div>
          <LabelledField id="page-template" label="Template">
            <select
              id="page-template"
              className={inputClass}
              value={draft.template}
              onChange={(event) => change({ template: event.target.value as CmsPage["template"] })}
            >
              {templates.map((template) => (
                <option key={template} value={template}>
                  {template}
                </option>
              ))}
            </select>
          </LabelledField>
        </div>
        <MetaFields metaTitle={draft.metaTitle} metaDescription={draft.metaDescription} onChange={change} />
        <KeywordInput keywords={draft.keywords} onChange={(keywords) => change({ keywords })} />
      </EditorForm>
    );
  }

  return (
    <CollectionList
      editor={editor}
      user={user}
      heading="Pages"
      headingId="pages-heading"
      searchLabel="Search pages by title or slug"
      emptyText="No pages created yet."
      renderItem={(page) => {
        const { shown, more } = summariseKeywords(page.keywords);
        const changeable = canChangePage(user.role, page);
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{page.title}</h3>
              <StatusBadge status={page.isVisible ? "visible" : "hidden"} />
              <span className={`${badgeClass} border border-line text-muted`}>{page.template}</span>
            </div>
            <p className="mt-1 text-xs text-muted">/{page.slug}</p>
            {page.metaDescription ? <p className="mt-1 text-sm text-muted">{page.metaDescription}</p> : null}
            {shown.length > 0 ? (
              <p className="mt-2 flex flex-wrap gap-1 text-xs">
                {shown.map((keyword) => (
                  <span key={keyword} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                    {keyword}
                  </span>
                ))}
                {more > 0 ? <span className="px-1 text-muted">+{more} more</span> : null}
              </p>
            ) : null}
            <RowActions
              editor={editor}
              item={page}
              look="buttons"
              canSubmit
              canEdit={changeable}
              canDelete={changeable}
            />
          </>
        );
      }}
    />
  );
}
