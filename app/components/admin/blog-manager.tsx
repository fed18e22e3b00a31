import { splitKeywords } from "../../../core/cms/keywords";
import { canDeletePost, canEditPost } from "../../../core/cms/role-rules";
import { deriveBlogSlug } from "../../../core/cms/slug";
import { toast } from "../../hooks/use-toast";
import { cmsKeys, type BlogPost, type StaffUser } from "./admin-api";
import { CollectionList } from "./collection-list";
import { describeCollectionWords } from "./collection-words";
import { EditorForm } from "./editor-form";
import { cardClass, inputClass } from "./form-styles";
import { LabelledField } from "./labelled-field";
import { MetaFields } from "./meta-fields";
import { RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";
import { TextField } from "./text-field";
import { TitleSlugFields } from "./title-slug-fields";
import { useCollectionEditor } from "./use-collection-editor";
import { TextAreaField } from "./text-area-field";

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

const words = describeCollectionWords({ noun: "post", plural: "posts", formNoun: "blog post", formTitle: "Blog Post" });

function toDraft(post: BlogPost | "new"): Draft {
  if (post === "new") {
    return {
      title: "",
      slug: "",
      excerpt: "",
      content: "",
      metaTitle: "",
      metaDescription: "",
      keywords: "",
      status: "draft",
    };
  }
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

/** Blog Posts tab: search by title or content, list, New Blog Post, edit/delete icons, the form in place. */
export function BlogManager({ user }: { user: StaffUser }) {
  const editor = useCollectionEditor<BlogPost, Draft>({
    url: "/api/cms/blog-posts",
    queryKey: cmsKeys.posts,
    words,
    approvalType: "blog_post",
    toDraft,
    searchFieldsOf: (post) => [post.title, post.content],
  });
  const { draft, setDraft } = editor;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  if (editor.editing !== null) {
    const canChangeStatus = user.role === "owner";
    const onSubmit = () => {
      if (draft.title.trim() === "" || draft.content.trim() === "") {
        toast({ title: "Missing Information", description: "Title and content are required", variant: "destructive" });
        return;
      }
      editor.save({
        ...draft,
        title: draft.title.trim(),
        slug: draft.slug.trim() || deriveBlogSlug(draft.title),
        keywords: splitKeywords(draft.keywords),
      });
    };
    return (
      <EditorForm editor={editor} onSubmit={onSubmit}>
        <TitleSlugFields
          idPrefix="post"
          title={draft.title}
          slug={draft.slug}
          onTitle={(title) => change({ title })}
          onSlug={(slug) => change({ slug })}
          slugPlaceholder={deriveBlogSlug(draft.title) || "from-the-title"}
          slugHint="Left empty, the slug is made from the title."
          titleRequired
        />
        <TextAreaField
          id="post-excerpt"
          label="Excerpt"
          rows={2}
          value={draft.excerpt}
          onChange={(excerpt) => change({ excerpt })}
        />
        <TextAreaField
          id="post-content"
          label="Content"
          markdown
          rows={12}
          value={draft.content}
          onChange={(content) => change({ content })}
          required
        />
        <MetaFields metaTitle={draft.metaTitle} metaDescription={draft.metaDescription} onChange={change} />
        <TextField
          id="post-keywords"
          label="Keywords (comma-separated)"
          value={draft.keywords}
          onChange={(keywords) => change({ keywords })}
        />
        <LabelledField
          id="post-status"
          label="Status"
          hint={canChangeStatus ? null : "Editors save drafts; submit a draft for approval to publish it."}
        >
          <select
            id="post-status"
            className={inputClass}
            value={draft.status}
            disabled={!canChangeStatus}
            onChange={(event) => change({ status: event.target.value as BlogPost["status"] })}
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="archived">Archived</option>
          </select>
        </LabelledField>
      </EditorForm>
    );
  }

  return (
    <CollectionList
      editor={editor}
      user={user}
      heading="Blog Posts"
      headingId="blog-heading"
      searchLabel="Search posts by title or content"
      emptyText="No blog posts created yet."
      itemClassName={`${cardClass} flex flex-wrap items-start justify-between gap-3`}
      renderItem={(post) => (
        <>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{post.title}</h3>
              <StatusBadge status={post.status} />
            </div>
            <p className="mt-1 text-xs text-muted">/blog/{post.slug}</p>
            {post.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted">{post.excerpt}</p> : null}
          </div>
          <RowActions
            editor={editor}
            item={post}
            look="icons"
            canSubmit={post.status === "draft"}
            canEdit={canEditPost(user.role, post)}
            canDelete={canDeletePost(user.role, post)}
          />
        </>
      )}
    />
  );
}
