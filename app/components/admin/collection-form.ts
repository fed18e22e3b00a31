import type { CmsRole } from "../../../core/cms/role-rules";
import { splitKeywords } from "../../../core/cms/keywords";
import { deriveBlogSlug, deriveSlug } from "../../../core/cms/slug";
import type { ContentType, Field } from "../../../core/content-types/content-type";
import { buildEmptyValues } from "../../../core/content-types/empty-values";

/**
 * How an admin form's draft follows from a content type's fields (ADR 028): what a new entry
 * starts as, how a stored one becomes a draft and a draft a request body, how the slug follows the
 * title, and which required fields are blank. The same for posts, pages, guides and every type.
 */
export type Draft = Record<string, unknown>;

/** Columns the server keeps itself; the form never sends them back. */
const bookkeeping = new Set(["id", "authorId", "publishedAt", "createdAt", "updatedAt"]);

function isCommaKeywords(field: Field): boolean {
  return field.kind === "keywords" && field.entry === "comma-separated";
}

/**
 * A new entry's draft: every field at its starting value; an owner-only switch without a default
 * starts on for the owner and off for an editor (the owner's new pages are visible, an editor's hidden).
 */
export function buildNewDraft({ type, role }: { type: Pick<ContentType, "fields">; role: CmsRole }): Draft {
  const draft = buildEmptyValues(type.fields);
  for (const field of type.fields) {
    if (field.kind === "boolean" && field.ownerOnly && field.default === undefined)
      draft[field.name] = role === "owner";
    if (isCommaKeywords(field)) draft[field.name] = "";
  }
  return draft;
}

/** A stored entry as the form edits it: without the server's bookkeeping, comma keywords as one line. */
export function buildEditDraft({ type, item }: { type: Pick<ContentType, "fields">; item: Draft }): Draft {
  const draft = Object.fromEntries(Object.entries(item).filter(([key]) => !bookkeeping.has(key)));
  for (const field of type.fields) {
    const value = draft[field.name];
    if (isCommaKeywords(field)) draft[field.name] = Array.isArray(value) ? value.join(", ") : "";
  }
  return draft;
}

function readText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The slug a title gives under a field's rule. */
function slugFromTitle({ rule, title }: { rule: "page" | "blog"; title: string }): string {
  return rule === "blog" ? deriveBlogSlug(title) : deriveSlug(title);
}

/**
 * The draft after the title changed: a slug that derives "while typing" follows the title while
 * a new entry is created and the slug is empty or still the one the previous title gave.
 */
export function applyTitleChange({
  type,
  draft,
  title,
  isNew,
}: {
  type: Pick<ContentType, "fields">;
  draft: Draft;
  title: string;
  isNew: boolean;
}): Draft {
  const next: Draft = { ...draft, title };
  const slug = type.fields.find((field) => field.kind === "slug");
  if (slug?.kind !== "slug" || slug.deriveFromTitle?.when !== "typing" || !isNew) return next;
  const { rule } = slug.deriveFromTitle;
  const current = readText(draft[slug.name]);
  if (current === "" || current === slugFromTitle({ rule, title: readText(draft.title) }))
    next[slug.name] = slugFromTitle({ rule, title });
  return next;
}

/** What the slug field shows while empty: the slug saving would make ("saving" rule). */
export function readSlugPlaceholder({ field, draft }: { field: Field; draft: Draft }): string | undefined {
  if (field.kind !== "slug" || field.deriveFromTitle?.when !== "saving") return undefined;
  return slugFromTitle({ rule: field.deriveFromTitle.rule, title: readText(draft.title) }) || "from-the-title";
}

/** The body a save sends: comma keywords split, and a slug left empty made from the title where the type says so. */
export function buildRequestBody({ type, draft }: { type: Pick<ContentType, "fields">; draft: Draft }): Draft {
  const body = { ...draft };
  for (const field of type.fields) {
    if (isCommaKeywords(field)) body[field.name] = splitKeywords(readText(draft[field.name]));
    if (field.kind === "slug" && field.deriveFromTitle?.when === "saving" && readText(draft[field.name]).trim() === "")
      body[field.name] = slugFromTitle({ rule: field.deriveFromTitle.rule, title: readText(draft.title) });
  }
  return body;
}

/** The fields the type checks before a save that are blank (after trimming). */
export function listBlankRequired({ type, draft }: { type: Pick<ContentType, "admin">; draft: Draft }): string[] {
  const names = type.admin.requiredBeforeSave?.fields ?? [];
  return names.filter((name) => readText(draft[name]).trim() === "");
}
