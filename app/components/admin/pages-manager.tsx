import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { Switch } from "radix-ui";
import { useState, type FormEvent } from "react";
import { summariseKeywords } from "../../../core/cms/keywords";
import { canChangePage } from "../../../core/cms/role-rules";
import { deriveSlug } from "../../../core/cms/slug";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type CmsPage, type StaffUser } from "./admin-api";
import { reportFailure } from "./blog-manager";
import { badgeClass, cardClass, inputClass, labelClass } from "./form-styles";
import { KeywordInput } from "./keyword-input";
import { MetaLengthField } from "./meta-length-field";
import { OwnerOnlyNote } from "./owner-only";
import { StatusBadge } from "./status-badge";
import { SubmitApprovalDialog, type ApprovalTarget } from "./submit-approval-dialog";

type PageDraft = Omit<CmsPage, "id" | "createdAt" | "updatedAt" | "metaTitle" | "metaDescription"> & {
  metaTitle: string;
  metaDescription: string;
};

const templates: CmsPage["template"][] = ["default", "landing", "assessment", "blog"];

/** Pages tab: search by title or slug, the list with badges and actions, and the page form. */
export function PagesManager({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const isOwner = user.role === "owner";
  const pages = useQuery({
    queryKey: cmsKeys.pages,
    queryFn: () => cmsRequest<CmsPage[]>({ url: "/api/cms/pages", fallbackError: "Failed to load pages" }),
  });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<CmsPage | "new" | null>(null);
  const emptyDraft: PageDraft = {
    title: "",
    slug: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
    keywords: [],
    isVisible: isOwner,
    template: "default",
  };
  const [draft, setDraft] = useState<PageDraft>(emptyDraft);
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmsKeys.pages });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null
        ? cmsRequest<CmsPage>({ method: "POST", url: "/api/cms/pages", body, fallbackError: "Failed to create page" })
        : cmsRequest<CmsPage>({
            method: "PUT",
            url: `/api/cms/pages/${id}`,
            body,
            fallbackError: "Failed to update page",
          }),
    onSuccess: (_page, { id }) => {
      toast({ title: id === null ? "Page created successfully!" : "Page updated successfully!", variant: "success" });
      setEditing(null);
      void refresh();
    },
    onError: (error, { id }) => reportFailure(id === null ? "Failed to create page" : "Failed to update page")(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<CmsPage>({ method: "DELETE", url: `/api/cms/pages/${id}`, fallbackError: "Failed to delete page" }),
    onSuccess: () => {
      toast({ title: "Page deleted successfully!", variant: "success" });
      void refresh();
    },
    onError: reportFailure("Failed to delete page"),
  });

  const open = (page: CmsPage | "new") => {
    setEditing(page);
    setDraft(
      page === "new"
        ? emptyDraft
        : { ...page, metaTitle: page.metaTitle ?? "", metaDescription: page.metaDescription ?? "" },
    );
  };
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.title.trim() === "" || draft.slug.trim() === "") return;
    const body = { ...draft, title: draft.title.trim(), slug: draft.slug.trim() };
    save.mutate({ id: editing === "new" || editing === null ? null : editing.id, body });
  };

  const term = search.trim().toLowerCase();
  const visible = (pages.data ?? []).filter(
    (page) => term === "" || page.title.toLowerCase().includes(term) || page.slug.toLowerCase().includes(term),
  );

  if (editing !== null) {
    return (
      <form
        className={`${cardClass} space-y-4`}
        onSubmit={onSubmit}
        aria-label={editing === "new" ? "New page" : "Edit page"}
      >
        <h2 className="text-lg font-semibold">{editing === "new" ? "New Page" : "Edit Page"}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="page-title" className={labelClass}>
              Title
            </label>
            <input
              id="page-title"
              className={inputClass}
              value={draft.title}
              onChange={(event) => onTitle(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor="page-slug" className={labelClass}>
              Slug
            </label>
            <input
              id="page-slug"
              className={inputClass}
              value={draft.slug}
              onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
            />
          </div>
        </div>
        <div>
          <label htmlFor="page-content" className={labelClass}>
            Content (Markdown)
          </label>
          <textarea
            id="page-content"
            rows={10}
            className={`${inputClass} font-mono`}
            value={draft.content}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex items-center gap-3">
            <Switch.Root
              id="page-visible"
              checked={draft.isVisible}
              disabled={!isOwner}
              onCheckedChange={(checked) => setDraft({ ...draft, isVisible: checked })}
              className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <label htmlFor="page-visible" className="text-sm font-medium">
              Visible on the site
            </label>
          </div>
          <div>
            <label htmlFor="page-template" className={labelClass}>
              Template
            </label>
            <select
              id="page-template"
              className={inputClass}
              value={draft.template}
              onChange={(event) => setDraft({ ...draft, template: event.target.value as CmsPage["template"] })}
            >
              {templates.map((template) => (
                <option key={template} value={template}>
                  {template}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <MetaLengthField
            kind="title"
            value={draft.metaTitle}
            onChange={(metaTitle) => setDraft({ ...draft, metaTitle })}
          />
          <MetaLengthField
            kind="description"
            value={draft.metaDescription}
            onChange={(metaDescription) => setDraft({ ...draft, metaDescription })}
          />
        </div>
        <KeywordInput keywords={draft.keywords} onChange={(keywords) => setDraft({ ...draft, keywords })} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || draft.title.trim() === "" || draft.slug.trim() === ""}>
            {save.isPending ? "Saving…" : "Save Page"}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby="pages-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pages-heading" className="text-lg font-semibold">
          Pages
        </h2>
        <Button onClick={() => open("new")}>
          <Plus aria-hidden="true" /> New Page
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label="Search pages by title or slug"
          placeholder="Search pages…"
          className={`${inputClass} pl-9`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {pages.isPending ? (
        <p className="text-sm text-muted">Loading pages…</p>
      ) : pages.isError ? (
        <p className="text-sm text-risk-high">{pages.error.message}</p>
      ) : visible.length === 0 ? (
        <p className={`${cardClass} text-center text-sm text-muted`}>
          {term ? "No pages match your search." : "No pages created yet."}
        </p>
      ) : (
        <ul className="space-y-3">
          {visible.map((page) => {
            const { shown, more } = summariseKeywords(page.keywords);
            return (
              <li key={page.id} className={cardClass}>
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
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {canChangePage(user.role, page) ? (
                    <Button size="sm" variant="secondary" onClick={() => open(page)}>
                      Edit
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setApprovalTarget({ contentType: "page", contentId: page.id, label: page.title })}
                  >
                    Submit for Approval
                  </Button>
                  {canChangePage(user.role, page) ? (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => {
                        if (window.confirm("Are you sure you want to delete this page?")) remove.mutate(page.id);
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
