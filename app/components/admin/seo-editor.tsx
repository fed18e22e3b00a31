import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import {
  describeBulkOutcome,
  planBulkAction,
  splitBulkUpdatesByRole,
  type BulkAction,
} from "../../../core/cms/bulk-actions";
import { addKeyword, suggestedKeywords } from "../../../core/cms/keywords";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type BlogPost, type SiteSetting, type StaffUser } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";
import { KeywordInput } from "./keyword-input";
import { MetaLengthField } from "./meta-length-field";
import { ownerOnlyLabel, OwnerOnlyNote } from "./owner-only";
import { reportFailure } from "./report-failure";
import { TextField } from "./text-field";
import { TextAreaField } from "./text-area-field";

const tabTrigger =
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";

/** The SEO content editor: content, meta, keywords, settings and bulk tabs over the blog posts. */
export function SeoEditor({ user }: { user: StaffUser }) {
  const posts = useQuery({
    queryKey: cmsKeys.posts,
    queryFn: () => cmsRequest<BlogPost[]>({ url: "/api/cms/blog-posts", fallbackError: "Failed to load posts" }),
  });
  const [postId, setPostId] = useState<number | null>(null);
  const post = posts.data?.find((candidate) => candidate.id === postId) ?? null;
  // Editors change drafts only (ADR 005); the forms of a published or archived post are read-only.
  const locked = post !== null && user.role !== "owner" && post.status !== "draft";
  return (
    <section aria-labelledby="seo-heading" className="space-y-4">
      <h2 id="seo-heading" className="text-lg font-semibold">
        SEO Content Editor
      </h2>
      <div className={cardClass}>
        <label htmlFor="seo-post" className={labelClass}>
          Post to edit
        </label>
        <select
          id="seo-post"
          className={inputClass}
          value={postId ?? ""}
          onChange={(event) => setPostId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{posts.isPending ? "Loading posts…" : "Choose a post"}</option>
          {(posts.data ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title} ({candidate.status})
            </option>
          ))}
        </select>
        {locked ? <OwnerOnlyNote className="mt-2" /> : null}
      </div>
      <Tabs.Root defaultValue="content">
        <Tabs.List
          aria-label="SEO editor sections"
          className="flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line"
        >
          {["content", "meta", "keywords", "settings", "bulk"].map((value) => (
            <Tabs.Trigger key={value} value={value} className={`${tabTrigger} capitalize`}>
              {value}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="content" className="mt-4">
          {post ? <ContentForm key={post.id} post={post} locked={locked} /> : <ChoosePost />}
        </Tabs.Content>
        <Tabs.Content value="meta" className="mt-4">
          {post ? <MetaForm key={post.id} post={post} locked={locked} /> : <ChoosePost />}
        </Tabs.Content>
        <Tabs.Content value="keywords" className="mt-4">
          {post ? <KeywordsForm key={post.id} post={post} locked={locked} /> : <ChoosePost />}
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-4">
          <SiteSeoForm isOwner={user.role === "owner"} />
        </Tabs.Content>
        <Tabs.Content value="bulk" className="mt-4">
          <BulkForm posts={posts.data ?? []} role={user.role} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function ChoosePost() {
  return <p className={`${cardClass} text-sm text-muted`}>Choose a post above to edit it.</p>;
}

function usePostUpdate({ id, success, failureTitle }: { id: number; success: string; failureTitle: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      cmsRequest<BlogPost>({ method: "PUT", url: `/api/cms/blog-posts/${id}`, body, fallbackError: failureTitle }),
    onSuccess: () => {
      toast({ title: success, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.posts });
    },
    onError: reportFailure(failureTitle),
  });
}

function ContentForm({ post, locked }: { post: BlogPost; locked: boolean }) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const save = usePostUpdate({
    id: post.id,
    success: "Content updated successfully!",
    failureTitle: "Failed to update content",
  });
  return (
    <form
      className={`${cardClass} space-y-4`}
      onSubmit={(event) => (event.preventDefault(), save.mutate({ title, content }))}
    >
      <TextField id="seo-title" label="Title" value={title} onChange={setTitle} />
      <TextAreaField id="seo-content" label="Content" markdown rows={12} value={content} onChange={setContent} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || locked} title={locked ? ownerOnlyLabel : undefined}>
          Save Content
        </Button>
      </div>
    </form>
  );
}

function MetaForm({ post, locked }: { post: BlogPost; locked: boolean }) {
  const [metaTitle, setMetaTitle] = useState(post.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(post.metaDescription ?? "");
  const [slug, setSlug] = useState(post.slug);
  const save = usePostUpdate({
    id: post.id,
    success: "Meta tags updated successfully!",
    failureTitle: "Failed to update meta tags",
  });
  return (
    <form
      className={`${cardClass} space-y-4`}
      onSubmit={(event) => (event.preventDefault(), save.mutate({ metaTitle, metaDescription, slug }))}
    >
      <MetaLengthField kind="title" value={metaTitle} onChange={setMetaTitle} />
      <MetaLengthField kind="description" value={metaDescription} onChange={setMetaDescription} />
      <TextField id="seo-slug" label="Slug" value={slug} onChange={setSlug} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || locked} title={locked ? ownerOnlyLabel : undefined}>
          Save Meta Tags
        </Button>
      </div>
    </form>
  );
}

function KeywordsForm({ post, locked }: { post: BlogPost; locked: boolean }) {
  const [keywords, setKeywords] = useState(post.keywords);
  const save = usePostUpdate({
    id: post.id,
    success: "Keywords updated successfully!",
    failureTitle: "Failed to update keywords",
  });
  return (
    <form
      className={`${cardClass} space-y-4`}
      onSubmit={(event) => (event.preventDefault(), save.mutate({ keywords }))}
    >
      <KeywordInput keywords={keywords} onChange={setKeywords} />
      <div>
        <h3 className="text-sm font-semibold">Suggested keywords</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {suggestedKeywords.map((suggestion) => (
            <li
              key={suggestion.keyword}
              className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm"
            >
              <span>
                {suggestion.keyword} <span className="text-xs text-muted">{suggestion.volume}/mo</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Add suggested keyword ${suggestion.keyword}`}
                onClick={() => setKeywords(addKeyword({ keywords, input: suggestion.keyword }))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || locked} title={locked ? ownerOnlyLabel : undefined}>
          Save Keywords
        </Button>
      </div>
    </form>
  );
}

function SiteSeoForm({ isOwner }: { isOwner: boolean }) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: cmsKeys.settings,
    queryFn: () => cmsRequest<SiteSetting[]>({ url: "/api/cms/settings", fallbackError: "Failed to load settings" }),
  });
  if (settings.isPending) return <p className="text-sm text-muted">Loading settings…</p>;
  if (settings.isError) return <p className="text-sm text-risk-high">{settings.error.message}</p>;
  return (
    <SiteSeoFields
      rows={settings.data}
      isOwner={isOwner}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: cmsKeys.settings })}
    />
  );
}

function SiteSeoFields({ rows, isOwner, onSaved }: { rows: SiteSetting[]; isOwner: boolean; onSaved: () => void }) {
  const read = (key: string) => rows.find((row) => row.key === key)?.value ?? "";
  const [values, setValues] = useState({
    site_title: read("site_title"),
    site_description: read("site_description"),
    robots_txt: read("robots_txt"),
  });
  const save = useMutation({
    mutationFn: async () => {
      for (const key of ["site_title", "site_description", "robots_txt"] as const) {
        await cmsRequest({
          method: "POST",
          url: "/api/cms/settings",
          body: { key, value: values[key], type: "text" },
          fallbackError: "Error saving site settings",
        });
      }
    },
    onSuccess: () => toast({ title: "Site settings saved successfully!", variant: "success" }),
    onError: reportFailure("Error saving site settings"),
    onSettled: onSaved,
  });
  return (
    <form className={`${cardClass} space-y-4`} onSubmit={(event) => (event.preventDefault(), save.mutate())}>
      {!isOwner ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">Only the owner changes site settings.</p>
      ) : null}
      <div>
        <label htmlFor="seo-site-title" className={labelClass}>
          Site title
        </label>
        <input
          id="seo-site-title"
          className={inputClass}
          value={values.site_title}
          disabled={!isOwner}
          onChange={(event) => setValues({ ...values, site_title: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor="seo-site-description" className={labelClass}>
          Site description
        </label>
        <textarea
          id="seo-site-description"
          rows={3}
          className={inputClass}
          value={values.site_description}
          disabled={!isOwner}
          onChange={(event) => setValues({ ...values, site_description: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor="seo-robots" className={labelClass}>
          robots.txt
        </label>
        <textarea
          id="seo-robots"
          rows={5}
          className={`${inputClass} font-mono`}
          value={values.robots_txt}
          disabled={!isOwner}
          onChange={(event) => setValues({ ...values, robots_txt: event.target.value })}
        />
      </div>
      {isOwner ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            Save Site Settings
          </Button>
        </div>
      ) : null}
    </form>
  );
}

const bulkOptions: { value: BulkAction; label: string }[] = [
  { value: "add-keyword", label: "Add keyword to all posts" },
  { value: "update-meta", label: "Update meta titles from a template" },
  { value: "optimize-titles", label: "Optimize titles" },
  { value: "generate-slugs", label: "Generate slugs from titles" },
];

const defaultTemplate = "{title} | AI Job Risk";

function BulkForm({ posts, role }: { posts: BlogPost[]; role: StaffUser["role"] }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<BulkAction | "">("");
  const [keyword, setKeyword] = useState("");
  const [template, setTemplate] = useState(defaultTemplate);
  const run = useMutation({
    mutationFn: async () => {
      const plan = planBulkAction({ action, posts, keyword, template });
      if (!plan.ok) throw new Error(plan.error);
      // Posts this role may not change are skipped; one failed post does not stop the others.
      const { allowed, skipped } = splitBulkUpdatesByRole({ updates: plan.updates, posts, role });
      let updated = 0;
      const failures: string[] = [];
      for (const update of allowed) {
        try {
          await cmsRequest({
            method: "PUT",
            url: `/api/cms/blog-posts/${update.id}`,
            body: update.changes,
            fallbackError: "Error executing bulk action",
          });
          updated += 1;
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      const summary = describeBulkOutcome({ updated, skipped: skipped.length, failed: failures.length });
      const detail = failures[0] && failures[0] !== "Error executing bulk action" ? ` ${failures[0]}` : "";
      if (updated === 0 && failures.length > 0) throw new Error(`${summary}${detail}`);
      return { summary: `${summary}${detail}`, complete: skipped.length === 0 && failures.length === 0 };
    },
    onSuccess: ({ summary, complete }) => {
      toast({ title: "Bulk action completed", description: summary, variant: complete ? "success" : "info" });
    },
    onError: reportFailure("Error executing bulk action"),
    onSettled: () => {
      // §4: after a bulk action the list refreshes and the inputs reset.
      setAction("");
      setKeyword("");
      setTemplate(defaultTemplate);
      void queryClient.invalidateQueries({ queryKey: cmsKeys.posts });
    },
  });
  const blocked =
    action === "" ||
    (action === "add-keyword" && keyword.trim() === "") ||
    (action === "update-meta" && template.trim() === "");
  return (
    <form className={`${cardClass} space-y-4`} onSubmit={(event) => (event.preventDefault(), run.mutate())}>
      <div>
        <label htmlFor="bulk-action" className={labelClass}>
          Bulk action ({posts.length} posts)
        </label>
        <select
          id="bulk-action"
          className={inputClass}
          value={action}
          onChange={(event) => setAction(event.target.value as BulkAction | "")}
        >
          <option value="">Choose an action</option>
          {bulkOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {action === "add-keyword" ? (
        <TextField id="bulk-keyword" label="Keyword" value={keyword} onChange={setKeyword} />
      ) : null}
      {action === "update-meta" ? (
        <div>
          <label htmlFor="bulk-template" className={labelClass}>
            Meta title template ({"{title}"} is replaced by each post's title)
          </label>
          <input
            id="bulk-template"
            className={inputClass}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          />
        </div>
      ) : null}
      {action === "optimize-titles" ? (
        <p className="text-sm text-muted">
          Appends “ - AI &amp; Automation Impact” to titles that mention neither AI nor automation.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={blocked || run.isPending}>
          {run.isPending ? "Processing…" : "Run Bulk Action"}
        </Button>
      </div>
    </form>
  );
}
