/**
 * A content type, defined once: its fields with their kinds, labels and limits. The zod schemas
 * that check what the API receives (`build-content-schema.ts`), the admin form's fields and the
 * API routes of a collection are all derived from one of these (ADR 028).
 *
 * Kinds:
 * - `text`: one line; `required` means not blank after trimming. Optional text is stored as null
 *   when blank.
 * - `longText`: several lines or Markdown, kept exactly as typed (never trimmed).
 * - `slug`: the row's address part (lowercase letters, digits, single hyphens).
 * - `boolean`, `select` (one of `options`), `keywords` (a de-duplicated list of short words).
 * - `textList`: a list of lines; `group`: named sub-fields; `groupList`: a list of groups.
 * - `occupation`: an O*NET-SOC code picked from the occupation list, or none.
 *
 * `text` and `longText` are optional unless `required: true`; `select`, `textList`, `group` and
 * `groupList` are required unless `required: false`. What a stored value is in TypeScript follows
 * from these rules (`field-values.ts`), so no reader casts an entry's data.
 */
export type FieldBase = {
  name: string;
  /** The field's name in messages ("Title is required") and, unless `formLabel` says otherwise, in the form. */
  label: string;
  /** The admin form's label when it says more than `label` ("Keywords (comma-separated)"). */
  formLabel?: string;
  /** A line under the field in the admin form. */
  help?: string;
  /** Only the owner sets it (publishing, visibility); an editor sees it disabled, with `editorHelp`. */
  ownerOnly?: boolean;
  editorHelp?: string;
  /** Half a row in a wide form: two such fields side by side share it. */
  half?: boolean;
};

export type TextField = FieldBase & {
  kind: "text";
  required?: boolean;
  max: number;
  /** When the admin form offers one of a few values, it suggests these (free text still allowed). */
  placeholder?: string;
};

export type LongTextField = FieldBase & {
  kind: "longText";
  required?: boolean;
  max: number;
  /** The message when `max` is passed (default "<label> must be at most <max> characters"). */
  tooLong?: string;
  markdown?: boolean;
};

export type SlugField = FieldBase & {
  kind: "slug";
  /**
   * How the admin form fills the slug in from the title (content-and-cms.md §4): a new page's
   * while the title is typed and the slug is empty or still derived ("typing", rule "page"); a
   * post's when it is saved with the slug left empty ("saving", rule "blog").
   */
  deriveFromTitle?: { when: "typing" | "saving"; rule: "page" | "blog" };
};

export type BooleanField = FieldBase & { kind: "boolean"; default?: boolean };

export type SelectField = FieldBase & {
  kind: "select";
  options: readonly string[];
  default?: string;
  /** Optional selects answer null when absent or empty. */
  required?: boolean;
};

export type KeywordsField = FieldBase & {
  kind: "keywords";
  /** Added one by one (the default), or typed as one comma-separated line (the blog form). */
  entry?: "one-by-one" | "comma-separated";
};

export type TextListField = FieldBase & {
  kind: "textList";
  /** Each entry's limit. */
  max: number;
  minItems?: number;
  maxItems: number;
  /** An optional list may be absent (null); a required one is at least `minItems` long. */
  required?: boolean;
};

export type GroupField = FieldBase & { kind: "group"; fields: readonly Field[]; required?: boolean };

export type GroupListField = FieldBase & {
  kind: "groupList";
  fields: readonly Field[];
  minItems?: number;
  maxItems: number;
  /** The sub-field whose value names an entry in the admin form ("Item 3: <title>"). */
  itemLabelField?: string;
  required?: boolean;
};

/** An occupation's O*NET-SOC code ("43-4051.00"), picked in the admin from the occupation list. */
export type OccupationField = FieldBase & { kind: "occupation" };

export type Field =
  | TextField
  | LongTextField
  | SlugField
  | BooleanField
  | SelectField
  | KeywordsField
  | TextListField
  | GroupField
  | GroupListField
  | OccupationField;

/** Where a type's entries are stored: a table of their own, or content_entries under their type. */
export type ContentStorage =
  | { table: "blog_posts" }
  | { table: "pages" }
  | {
      table: "content_entries";
      /** The entries' `type` column, also the audit log's entity type. */
      entryType: string;
      /** Each entry has a route of its own, so its slug must be one of these. */
      slugs: readonly string[];
    };

/** The approvals' content type of a collection's entries (one enum in the database). */
export type ApprovalContentType = "blog_post" | "page" | "guide" | "site_page";

/** How the admin lists and edits a collection; words not given are made from the type's noun and label. */
export type AdminPresentation = {
  /** The dashboard tab it is a section of (the spec's seven tabs stay). */
  tab: "blog" | "pages";
  /** The list in words, lower case (default: the label in lower case): "posts". */
  plural?: string;
  /** One entry as the form and the New button name it (default: the noun): "blog post". */
  formNoun?: string;
  /** `formNoun` as a heading (default: its first letter upper-cased): "Blog Post". */
  formTitle?: string;
  /** Shown when the collection is empty (default "No <plural> yet."). */
  emptyText?: string;
  /** The section heading's id (default "<path>-heading"). */
  headingId?: string;
  /** What an entry's address starts with, shown under its title ("/blog/"). */
  addressPrefix: string;
  /** The fields the list's search reads. */
  searchFields: readonly string[];
  /** A field shown as a line under the title (an excerpt, the meta description). */
  summaryField?: string;
  /** Select fields shown as badges beside the status. */
  badgeFields?: readonly string[];
  /** Shows the first three keywords and "+N more". */
  showKeywords?: boolean;
  /** Edit, Submit and Delete as small icons (the blog list) or labelled buttons. */
  rowActions: "icons" | "buttons";
  /** Two cards a row on wide screens (short lists of fixed pages). */
  twoColumns?: boolean;
  /** When Submit for Approval is offered: for drafts only, for all but published entries, or always. */
  submitWhen: "draft" | "unpublished" | "always";
  /**
   * Fields the form checks before it saves: with `message`, a save with one blank answers the toast
   * "Missing Information" and the message; without, Save stays disabled while one is blank.
   */
  requiredBeforeSave?: { fields: readonly string[]; message?: string };
};

export type ContentType = {
  /** The collection's name in the API path (/api/cms/<path>) and in the admin. */
  path: string;
  /** One row, in words: "post", "page", "guide". */
  noun: string;
  /** The admin tab or section label. */
  label: string;
  fields: readonly Field[];
  storage: ContentStorage;
  approvalType: ApprovalContentType;
  admin: AdminPresentation;
};

/** A content type whose entries live in content_entries (the guides, the site's own pages). */
export type EntryContentType = ContentType & { storage: Extract<ContentStorage, { table: "content_entries" }> };

/**
 * Names a content type; the identity function gives the literal its checked shape and keeps its
 * field names and kinds as literal types, from which the type of its values is derived.
 */
export function defineContentType<const T extends ContentType>(type: T): T {
  return type;
}

/** Whether a type's entries live in content_entries. */
export function isEntryContentType(type: ContentType): type is EntryContentType {
  return type.storage.table === "content_entries";
}

/** The field called `name` among `fields`, at the top level. */
export function findField({ fields, name }: { fields: readonly Field[]; name: string }): Field | undefined {
  return fields.find((field) => field.name === name);
}
