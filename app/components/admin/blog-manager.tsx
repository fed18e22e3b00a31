import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Search, Send, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { splitKeywords } from "../../../core/cms/keywords";
import { canDeletePost, canEditPost } from "../../../core/cms/role-rules";
import { deriveBlogSlug } from "../../../core/cms/slug";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type BlogPost, type StaffUser } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";
import { MetaLengthField } from "./meta-length-field";
import { OwnerOnlyNote } from "./owner-only";
import { StatusBadge } from "./status-badge";
import { SubmitApprovalDialog, type ApprovalTarget } from "./submit-approval-dialog";

type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  status: BlogPost["status"];
};

const emptyDraft: Draft = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  metaTitle: "",
  metaDescription: "",
  keywords: "",
  status: "draft",
};

function toDraft(post: BlogPost): Draft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    keywords: post.keywords.join(", "),
    status: post.status,
  };
}

export function reportFailure(title: string) {
  return (error: Error) =>
    toast({ title, description: error.message !== title ? error.message : undefined, variant: "destructive" });
}

/** Blog Posts tab: search by title or content, list, New Blog Post, edit/delete, the form in place. */
export function BlogManager({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const posts = useQuery({
    queryKey: cmsKeys.posts,
    queryFn: () => cmsRequest<BlogPost[]>({ url: "/api/cms/blog-posts", fallbackError: "Failed to load posts" }),
  });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<BlogPost | "new" | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const isOwner = user.role === "owner";
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmsKeys.posts });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null
        ? cmsRequest<BlogPost>({
            method: "POST",
            url: "/api/cms/blog-posts",
            body,
            fallbackError: "Failed to create post",
          })
        : cmsRequest<BlogPost>({
            method: "PUT",
            url: `/api/cms/blog-posts/${id}`,
            body,
            fallbackError: "Failed to update post",
          }),
    onSuccess: (_post, { id }) => {
      toast({ title: id === null ? "Post created successfully!" : "Post updated successfully!", variant: "success" });
      setEditing(null);
      void refresh();
    },
    onError: (error, { id }) => reportFailure(id === null ? "Failed to create post" : "Failed to update post")(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<BlogPost>({
        method: "DELETE",
        url: `/api/cms/blog-posts/${id}`,
        fallbackError: "Failed to delete post",
      }),
    onSuccess: () => {
      toast({ title: "Post deleted successfully!", variant: "success" });
      void refresh();
    },
    onError: reportFailure("Failed to delete post"),
  });

  const open = (post: BlogPost | "new") => {
    setEditing(post);
    setDraft(post === "new" ? emptyDraft : toDraft(post));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.title.trim() === "" || draft.content.trim() === "") {
      toast({ title: "Missing Information", description: "Title and content are required", variant: "destructive" });
      return;
    }
    save.mutate({
      id: editing === "new" || editing === null ? null : editing.id,
      body: {
        title: draft.title.trim(),
        slug: draft.slug.trim() || deriveBlogSlug(draft.title),
        excerpt: draft.excerpt,
        content: draft.content,
        metaTitle: draft.metaTitle,
        metaDescription: draft.metaDescription,
        keywords: splitKeywords(draft.keywords),
        status: draft.status,
      },
    });
  };

  const term = search.trim().toLowerCase();
  const visible = (posts.data ?? []).filter(
    (post) => term === "" || post.title.toLowerCase().includes(term) || post.content.toLowerCase().includes(term),
  );
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  if (editing !== null) {
    const canChangeStatus = isOwner;
    return (
      <form
        className={`${cardClass} space-y-4`}
        onSubmit={onSubmit}
        aria-label={editing === "new" ? "New blog post" : "Edit blog post"}
      >
        <h2 className="text-lg font-semibold">{editing === "new" ? "New Blog Post" : "Edit Blog Post"}</h2>
        <div>
          <label htmlFor="post-title" className={labelClass}>
            Title
          </label>
          <input
            id="post-title"
            className={inputClass}
            value={draft.title}
            onChange={(event) => set("title")(event.target.value)}
            required
          />
        </div>
        <div>
          <label htmlFor="post-slug" className={labelClass}>
            Slug
          </label>
          <input
            id="post-slug"
            className={inputClass}
            value={draft.slug}
            placeholder={deriveBlogSlug(draft.title) || "from-the-title"}
            onChange={(event) => set("slug")(event.target.value)}
          />
          <p className="mt-1 text-xs text-muted">Left empty, the slug is made from the title.</p>
        </div>
        <div>
          <label htmlFor="post-excerpt" className={labelClass}>
            Excerpt
          </label>
          <textarea
            id="post-excerpt"
            rows={2}
            className={inputClass}
            value={draft.excerpt}
            onChange={(event) => set("excerpt")(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="post-content" className={labelClass}>
            Content (Markdown)
          </label>
          <textarea
            id="post-content"
            rows={12}
            className={`${inputClass} font-mono`}
            value={draft.content}
            onChange={(event) => set("content")(event.target.value)}
            required
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <MetaLengthField kind="title" value={draft.metaTitle} onChange={set("metaTitle")} />
          <MetaLengthField kind="description" value={draft.metaDescription} onChange={set("metaDescription")} />
        </div>
        <div>
          <label htmlFor="post-keywords" className={labelClass}>
            Keywords (comma-separated)
          </label>
          <input
            id="post-keywords"
            className={inputClass}
            value={draft.keywords}
            onChange={(event) => set("keywords")(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="post-status" className={labelClass}>
            Status
          </label>
          <select
            id="post-status"
            className={inputClass}
            value={draft.status}
            disabled={!canChangeStatus}
            onChange={(event) => set("status")(event.target.value)}
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="archived">Archived</option>
          </select>
          {!canChangeStatus ? (
            <p className="mt-1 text-xs text-muted">Editors save drafts; submit a draft for approval to publish it.</p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save Post"}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby="blog-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-heading" className="text-lg font-semibold">
          Blog Posts
        </h2>
        <Button onClick={() => open("new")}>
          <Plus aria-hidden="true" /> New Blog Post
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label="Search posts by title or content"
          placeholder="Search posts…"
          className={`${inputClass} pl-9`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {posts.isPending ? (
        <p className="text-sm text-muted">Loading posts…</p>
      ) : posts.isError ? (
        <p className="text-sm text-risk-high">{posts.error.message}</p>
      ) : visible.length === 0 ? (
        <p className={`${cardClass} text-center text-sm text-muted`}>
          {term ? "No posts match your search." : "No blog posts created yet."}
        </p>
      ) : (
        <ul className="space-y-3">
          {visible.map((post) => (
            <li key={post.id} className={`${cardClass} flex flex-wrap items-start justify-between gap-3`}>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words">{post.title}</h3>
                  <StatusBadge status={post.status} />
                </div>
                <p className="mt-1 text-xs text-muted">/blog/{post.slug}</p>
                {post.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted">{post.excerpt}</p> : null}
              </div>
              <div className="flex flex-col items-end gap-1">
                <div className="flex gap-1">
                  {post.status === "draft" ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Submit ${post.title} for approval`}
                      onClick={() =>
                        setApprovalTarget({ contentType: "blog_post", contentId: post.id, label: post.title })
                      }
                    >
                      <Send aria-hidden="true" />
                    </Button>
                  ) : null}
                  {canEditPost(user.role, post) ? (
                    <Button variant="ghost" size="icon" aria-label={`Edit ${post.title}`} onClick={() => open(post)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                  ) : null}
                  {canDeletePost(user.role, post) ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${post.title}`}
                      onClick={() => {
                        if (window.confirm("Are you sure you want to delete this post?")) remove.mutate(post.id);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {!canEditPost(user.role, post) || !canDeletePost(user.role, post) ? <OwnerOnlyNote /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <SubmitApprovalDialog target={approvalTarget} user={user} onClose={() => setApprovalTarget(null)} />
    </section>
  );
}
