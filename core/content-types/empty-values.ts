import type { Field } from "./content-type";

type Values = Record<string, unknown>;

/** A new value for one field, as the admin form starts it: blank text, the default option, empty lists. */
export function buildEmptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
    case "longText":
    case "slug":
      return "";
    case "boolean":
      return field.default ?? false;
    case "select":
      return field.default ?? (field.required === false ? null : (field.options[0] ?? ""));
    case "keywords":
      return [];
    case "textList":
      return Array.from({ length: field.minItems ?? (field.required ? 1 : 0) }, () => "");
    case "group":
      return buildEmptyValues(field.fields);
    case "groupList":
      return Array.from({ length: field.minItems ?? 0 }, () => buildEmptyValues(field.fields));
    case "occupation":
      return null;
  }
}

/** A new entry of a content type, every field at its starting value. */
export function buildEmptyValues(fields: readonly Field[]): Values {
  return Object.fromEntries(fields.map((field) => [field.name, buildEmptyValue(field)]));
}
