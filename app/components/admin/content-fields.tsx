import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { Field } from "../../../core/content-types/content-type";
import { buildEmptyValue, buildEmptyValues } from "../../../core/content-types/empty-values";
import { Button } from "../ui/button";
import { inputClass } from "./form-styles";
import { KeywordInput } from "./keyword-input";
import { LabelledField } from "./labelled-field";
import { TextAreaField } from "./text-area-field";
import { MetaLengthField } from "./meta-length-field";

type Values = Record<string, unknown>;

/** The admin form's inputs for a list of fields, derived from the content type (ADR 028). */
export function ContentFields({
  fields,
  values,
  onChange,
  idPrefix,
}: {
  fields: readonly Field[];
  values: Values;
  onChange: (values: Values) => void;
  idPrefix: string;
}) {
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          value={values[field.name]}
          onChange={(value) => onChange({ ...values, [field.name]: value })}
        />
      ))}
    </div>
  );
}

/** Moves entry `index` of `list` by `step` places (−1 up, +1 down). */
function move<T>({ list, index, step }: { list: T[]; index: number; step: number }): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + step, 0, item);
  return next;
}

/** Up, down and remove for entry `index` of a list field; `onChange` gets the whole new list. */
function ListControls<T>({
  label,
  list,
  index,
  min,
  onChange,
}: {
  label: string;
  list: T[];
  index: number;
  min: number;
  onChange: (list: T[]) => void;
}) {
  const count = list.length;
  const onMove = (step: number) => onChange(move({ list, index, step }));
  const onRemove = () => onChange(list.filter((_, at) => at !== index));
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Remove ${label}`}
        disabled={count <= min}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A one-line input: text, or a slug (always required). */
function LineInput({
  field,
  id,
  value,
  onChange,
}: {
  field: Extract<Field, { kind: "text" | "slug" }>;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  return (
    <LabelledField id={id} label={field.label} hint={field.help}>
      <input
        id={id}
        className={inputClass}
        value={typeof value === "string" ? value : ""}
        maxLength={field.kind === "text" ? field.max : 200}
        placeholder={field.kind === "text" ? field.placeholder : undefined}
        required={field.kind === "slug" || field.required}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}

function FieldInput({
  field,
  id,
  value,
  onChange,
}: {
  field: Field;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  switch (field.kind) {
    case "text":
      if (field.name === "metaTitle" || field.name === "metaDescription")
        return (
          <MetaLengthField
            kind={field.name === "metaTitle" ? "title" : "description"}
            value={typeof value === "string" ? value : ""}
            onChange={onChange}
          />
        );
      return <LineInput field={field} id={id} value={value} onChange={onChange} />;
    case "slug":
      return <LineInput field={field} id={id} value={value} onChange={onChange} />;
    case "longText":
      return (
        <TextAreaField
          id={id}
          label={field.label}
          hint={field.help}
          markdown={field.markdown}
          rows={field.markdown ? 10 : 3}
          value={typeof value === "string" ? value : ""}
          maxLength={field.max}
          required={field.required}
          onChange={onChange}
        />
      );
    case "boolean":
      return (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id} className="text-sm font-medium">
            {field.label}
          </label>
        </div>
      );
    case "select":
      return (
        <LabelledField id={id} label={field.label} hint={field.help}>
          <select
            id={id}
            className={inputClass}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
          >
            {field.required === false ? <option value="">None</option> : null}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </LabelledField>
      );
    case "keywords":
      return (
        <KeywordInput
          label={field.label}
          keywords={Array.isArray(value) ? (value as string[]) : []}
          onChange={(keywords) => onChange(keywords)}
        />
      );
    case "textList": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      const min = field.minItems ?? (field.required ? 1 : 0);
      return (
        <fieldset className="space-y-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">{field.label}</legend>
          {list.map((entry, index) => {
            const entryLabel = `${field.label} ${index + 1}`;
            return (
              <div key={index} className="flex items-start gap-2">
                <textarea
                  aria-label={entryLabel}
                  rows={2}
                  className={inputClass}
                  value={entry}
                  maxLength={field.max}
                  onChange={(event) => onChange(list.map((item, at) => (at === index ? event.target.value : item)))}
                />
                <ListControls label={entryLabel} list={list} index={index} min={min} onChange={onChange} />
              </div>
            );
          })}
          {list.length < field.maxItems ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...list, ""])}>
              <Plus aria-hidden="true" /> Add to {field.label}
            </Button>
          ) : null}
        </fieldset>
      );
    }
    case "group": {
      const group = value && typeof value === "object" ? (value as Values) : (buildEmptyValue(field) as Values);
      return (
        <fieldset className="space-y-4 rounded-lg border border-line p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
          <ContentFields fields={field.fields} values={group} onChange={onChange} idPrefix={id} />
        </fieldset>
      );
    }
    case "groupList": {
      const list = Array.isArray(value) ? (value as Values[]) : [];
      const min = field.minItems ?? 0;
      return (
        <fieldset className="space-y-3 rounded-lg border border-line p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
          {list.map((item, index) => {
            const named = field.itemLabelField ? item[field.itemLabelField] : null;
            const itemLabel = `${field.label} ${index + 1}`;
            return (
              <div key={index} className="rounded-lg bg-surface p-3">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <p className="text-sm font-medium break-words text-ink">
                    {itemLabel}
                    {typeof named === "string" && named ? `: ${named}` : ""}
                  </p>
                  <ListControls label={itemLabel} list={list} index={index} min={min} onChange={onChange} />
                </div>
                <ContentFields
                  fields={field.fields}
                  values={item}
                  idPrefix={`${id}-${index}`}
                  onChange={(next) => onChange(list.map((entry, at) => (at === index ? next : entry)))}
                />
              </div>
            );
          })}
          {list.length < field.maxItems ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => onChange([...list, buildEmptyValues(field.fields)])}
            >
              <Plus aria-hidden="true" /> Add to {field.label}
            </Button>
          ) : null}
        </fieldset>
      );
    }
  }
}
