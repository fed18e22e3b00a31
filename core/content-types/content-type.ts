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
 */
export type FieldBase = {
  name: string;
  label: string;
  /** A line under the field in the admin form. */
  help?: string;
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

export type SlugField = FieldBase & { kind: "slug" };

export type BooleanField = FieldBase & { kind: "boolean"; default?: boolean };

export type SelectField = FieldBase & {
  kind: "select";
  options: readonly string[];
  default?: string;
  /** Optional selects answer null when absent or empty. */
  required?: boolean;
};

export type KeywordsField = FieldBase & { kind: "keywords" };

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

export type Field =
  | TextField
  | LongTextField
  | SlugField
  | BooleanField
  | SelectField
  | KeywordsField
  | TextListField
  | GroupField
  | GroupListField;

export type ContentType = {
  /** The collection's name in the API path (/api/cms/<path>) and in the admin. */
  path: string;
  /** One row, in words: "post", "page", "guide". */
  noun: string;
  /** The admin tab or section label. */
  label: string;
  fields: readonly Field[];
};

/** Names a content type; the identity function gives the literal its checked shape. */
export function defineContentType<T extends ContentType>(type: T): T {
  return type;
}

/** The field called `name` among `fields`, at the top level. */
export function findField({ fields, name }: { fields: readonly Field[]; name: string }): Field | undefined {
  return fields.find((field) => field.name === name);
}
