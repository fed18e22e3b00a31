import { z } from "zod";
import { slugPattern } from "../cms/slug";
import type { ContentType, Field } from "./content-type";
import type { EntryValues } from "./field-values";

/** "a, b or c": how a select's error lists its options. */
function listInWords(options: readonly string[]): string {
  if (options.length <= 1) return options.join("");
  return `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
}

export const slugSchema = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, { error: "Slug is required" })
  .max(200, { error: "Slug must be at most 200 characters" })
  .regex(slugPattern, { error: "Slug may contain only lowercase letters, digits and single hyphens" });

/** Trimmed, blanks dropped, case-insensitive duplicates dropped (the last spelling kept). */
export const keywordsSchema = z
  .array(
    z
      .string({ error: "Keywords must be text" })
      .trim()
      .min(1)
      .max(100, { error: "A keyword must be at most 100 characters" }),
    { error: "Keywords must be a list" },
  )
  .max(50, { error: "At most 50 keywords" })
  .transform((list) => [...new Map(list.map((keyword) => [keyword.toLowerCase(), keyword])).values()]);

function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Optional text: absent, null or blank is stored as null; anything else as typed. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value));
}

/** An O*NET-SOC occupation code: two digits, a hyphen, four digits, a dot and two digits. */
export const occupationCodePattern = /^\d{2}-\d{4}\.\d{2}$/;

/** An optional occupation code: blank or absent is stored as null. */
function optionalOccupation(label: string) {
  return z
    .string({ error: `${label} must be an occupation code` })
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value.trim()))
    .pipe(
      z
        .string()
        .regex(occupationCodePattern, { error: `${label} must be an O*NET-SOC code such as 43-4051.00` })
        .nullable(),
    );
}

function buildObject(fields: readonly Field[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, buildFieldSchema(field)])));
}

/** The schema of one field's value (no defaults filled in), as stored (a full row, or a group inside one). */
export function buildFieldSchema(field: Field): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case "text":
      return field.required
        ? z
            .string({ error: `${label} is required` })
            .trim()
            .min(1, { error: `${label} is required` })
            .max(field.max, { error: tooLong(label, field.max) })
        : optionalText(label, field.max);
    case "longText": {
      const message = field.tooLong ?? tooLong(label, field.max);
      return field.required
        ? z
            .string({ error: `${label} is required` })
            .min(1, { error: `${label} is required` })
            .max(field.max, { error: message })
        : optionalText(label, field.max);
    }
    case "slug":
      return slugSchema;
    case "boolean":
      return z.boolean({ error: `${label} must be true or false` });
    case "select": {
      const schema = z.enum(field.options as [string, ...string[]], {
        error: `${label} must be ${listInWords(field.options)}`,
      });
      return field.required === false ? schema.nullish().transform((value) => value ?? null) : schema;
    }
    case "keywords":
      return keywordsSchema;
    case "textList": {
      const min = field.minItems ?? (field.required ? 1 : 0);
      const schema = z
        .array(
          z
            .string({ error: `${label} must be a list of text` })
            .trim()
            .min(1, { error: `${label} may not hold an empty line` })
            .max(field.max, { error: `Each of ${label} must be at most ${field.max} characters` }),
          { error: `${label} must be a list` },
        )
        .min(min, { error: `${label} needs at least ${min}` })
        .max(field.maxItems, { error: `${label} may hold at most ${field.maxItems}` });
      return field.required === false ? schema.nullish().transform((value) => value ?? null) : schema;
    }
    case "group": {
      const schema = buildObject(field.fields);
      return field.required === false ? schema.nullish().transform((value) => value ?? null) : schema;
    }
    case "groupList": {
      const min = field.minItems ?? 0;
      const schema = z
        .array(buildObject(field.fields), { error: `${label} must be a list` })
        .min(min, { error: `${label} needs at least ${min}` })
        .max(field.maxItems, { error: `${label} may hold at most ${field.maxItems}` });
      return field.required === false ? schema.nullish().transform((value) => value ?? null) : schema;
    }
    case "occupation":
      return optionalOccupation(label);
  }
}

/** Whether a create request may leave the field out (it is optional, or has a default). */
function mayBeOmitted(field: Field): boolean {
  switch (field.kind) {
    case "text":
    case "longText":
      return !field.required;
    case "textList":
    case "group":
    case "groupList":
      return field.required === false;
    case "boolean":
    case "occupation":
      return true;
    case "select":
      return field.default !== undefined || field.required === false;
    case "keywords":
      return true;
    case "slug":
      return false;
  }
}

/** What a create request must hold: required fields, the others optional or defaulted. */
export function buildCreateSchema(type: Pick<ContentType, "fields">) {
  return z.object(
    Object.fromEntries(
      type.fields.map((field) => {
        const schema = buildFieldSchema(field);
        if (field.kind === "keywords") return [field.name, keywordsSchema.default([])];
        if ((field.kind === "boolean" || field.kind === "select") && field.default !== undefined)
          return [field.name, schema.default(field.default as never)];
        return [field.name, mayBeOmitted(field) ? schema.optional() : schema];
      }),
    ),
  );
}

/** What an update request may hold: any subset of the fields, each checked as on create. */
export function buildUpdateSchema(type: Pick<ContentType, "fields">) {
  return z.object(
    Object.fromEntries(
      // A partial update never fills a default in: an absent field stays as stored.
      type.fields.map((field) => [field.name, buildFieldSchema(field).optional()]),
    ),
  );
}

/**
 * What a stored entry holds, checked: every field of the type, optional ones null when absent.
 * Readers parse a stored entry with it and get values typed from the same definition; the
 * schema is built from the fields at run time, so its type is stated here, once, and the tests
 * hold the two together (build-content-schema.test.ts).
 */
export function buildEntrySchema<T extends Pick<ContentType, "fields">>(type: T): z.ZodType<EntryValues<T>> {
  return buildObject(type.fields) as unknown as z.ZodType<EntryValues<T>>;
}
