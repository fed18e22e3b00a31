import type { ContentType, Field } from "./content-type";

/**
 * The TypeScript type of a field's stored value, derived from its definition by the rules of
 * content-type.ts (and checked at run time by the schema `buildEntrySchema` builds from the same
 * definition): a reader of an entry names its fields, never casts them.
 */
export type FieldValue<F extends Field> = F extends { kind: "text" | "longText" }
  ? F extends { required: true }
    ? string
    : string | null
  : F extends { kind: "slug" }
    ? string
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "select"; options: readonly (infer Option)[] }
        ? OrNull<F, Option>
        : F extends { kind: "keywords" }
          ? string[]
          : F extends { kind: "textList" }
            ? OrNull<F, string[]>
            : F extends { kind: "group"; fields: infer Fields extends readonly Field[] }
              ? OrNull<F, FieldValues<Fields>>
              : F extends { kind: "groupList"; fields: infer Fields extends readonly Field[] }
                ? OrNull<F, FieldValues<Fields>[]>
                : F extends { kind: "occupation" }
                  ? string | null
                  : never;

/** Selects, lists and groups are required unless they say `required: false`. */
type OrNull<F, Value> = F extends { required: false } ? Value | null : Value;

/** The values of a list of fields, one property per field name. */
export type FieldValues<Fields extends readonly Field[]> = {
  [F in Fields[number] as F["name"]]: FieldValue<F>;
};

/** A stored entry of a content type: every field of its definition, typed from it. */
export type EntryValues<T extends Pick<ContentType, "fields">> = FieldValues<T["fields"]>;
