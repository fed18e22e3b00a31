import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Switch } from "radix-ui";
import type { CmsRole } from "../../../core/cms/role-rules";
import type { Field } from "../../../core/content-types/content-type";
import { buildEmptyValue, buildEmptyValues } from "../../../core/content-types/empty-values";
import { Button } from "../ui/button";
import { inputClass } from "./form-styles";
import { KeywordInput } from "./keyword-input";
import { LabelledField } from "./labelled-field";
import { TextAreaField } from "./text-area-field";
import { MetaLengthField } from "./meta-length-field";
import { OccupationField } from "./occupation-field";
import { readSlugPlaceholder } from "./collection-form";
import { TextField } from "./text-field";

type Values = Record<string, unknown>;

/** What every input of one form knows besides its field: who edits, and the whole draft (for derived hints). */
export type FieldContext = {
  role: CmsRole;
  /** The top-level draft, for hints that read another field (the slug's placeholder reads the title). */
  draft: Values;
};

/** Fields in rows: two "half" fields next to each other share a row on wide screens. */
function groupRows(fields: readonly Field[]): Field[][] {
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.half && last?.length === 1 && last[0]?.half) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The admin form's inputs for a list of fields, derived from the content type (ADR 028). */
export function ContentFields({
  fields,
  values,
  onChange,
  idPrefix,
  context,
}: {
  fields: readonly Field[];
  values: Values;
  onChange: (values: Values) => void;
  idPrefix: string;
  context: FieldContext;
}) {
  const renderField = (field: Field) => (
    <FieldInput
      key={field.name}
      field={field}
      id={`${idPrefix}-${field.name}`}
      value={values[field.name]}
      onChange={(value) => onChange({ ...values, [field.name]: value })}
      context={context}
    />
  );
  return (
    <div className="space-y-4">
      {groupRows(fields).map((row) =>
        row.length === 2 ? (
          <div key={row.map((field) => field.name).join("+")} className="grid gap-4 md:grid-cols-2">
            {row.map(renderField)}
          </div>
        ) : (
          row.map(renderField)
        ),
      )}
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

/** A one-line input: text, or a slug (always required; its placeholder may show the slug saving would make). */
function LineInput({
  field,
  id,
  value,
  onChange,
  context,
}: {
  field: Extract<Field, { kind: "text" | "slug" }>;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
}) {
  const locked = field.ownerOnly === true && context.role !== "owner";
  return (
    <LabelledField id={id} label={field.formLabel ?? field.label} hint={locked ? field.editorHelp : field.help}>
      <input
        id={id}
        className={inputClass}
        value={typeof value === "string" ? value : ""}
        maxLength={field.kind === "text" ? field.max : 200}
        placeholder={field.kind === "text" ? field.placeholder : readSlugPlaceholder({ field, draft: context.draft })}
        required={(field.kind === "slug" && !field.deriveFromTitle) || (field.kind === "text" && field.required)}
        disabled={locked}
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
  context,
}: {
  field: Field;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
}) {
  const label = field.formLabel ?? field.label;
  const locked = field.ownerOnly === true && context.role !== "owner";
  const hint = locked ? field.editorHelp : field.help;
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
      return <LineInput field={field} id={id} value={value} onChange={onChange} context={context} />;
    case "slug":
      return <LineInput field={field} id={id} value={value} onChange={onChange} context={context} />;
    case "longText":
      return (
        <TextAreaField
          id={id}
          label={label}
          hint={hint}
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
        <div className="flex items-center gap-3">
          <Switch.Root
            id={id}
            checked={value === true}
            disabled={locked}
            onCheckedChange={(checked) => onChange(checked)}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-700"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
        </div>
      );
    case "select":
      return (
        <LabelledField id={id} label={label} hint={hint}>
          <select
            id={id}
            className={inputClass}
            value={typeof value === "string" ? value : ""}
            disabled={locked}
            onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
          >
            {field.required === false ? <option value="">None</option> : null}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option.charAt(0).toUpperCase() + option.slice(1)}
              </option>
            ))}
          </select>
        </LabelledField>
      );
    case "keywords":
      // The blog form types its keywords as one comma-separated line (content-and-cms.md §5).
      if (field.entry === "comma-separated")
        return (
          <TextField
            id={id}
            label={label}
            hint={hint}
            value={typeof value === "string" ? value : ""}
            onChange={onChange}
          />
        );
      return (
        <KeywordInput
          label={label}
          keywords={Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []}
          onChange={(keywords) => onChange(keywords)}
        />
      );
    case "occupation":
      return <OccupationField id={id} label={label} help={hint} value={value} onChange={onChange} />;
    case "textList": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      const min = field.minItems ?? (field.required ? 1 : 0);
      return (
        <fieldset className="min-w-0 space-y-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
          {list.map((entry, index) => {
            const entryLabel = `${field.label} ${index + 1}`;
            return (
              <div key={index} className="flex items-start gap-2">
                <textarea
                  aria-label={entryLabel}
                  rows={2}
                  className={`${inputClass} min-w-0`}
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
        <fieldset className="min-w-0 space-y-4 rounded-lg border border-line p-2.5 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
          <ContentFields fields={field.fields} values={group} onChange={onChange} idPrefix={id} context={context} />
        </fieldset>
      );
    }
    case "groupList": {
      const list = Array.isArray(value) ? (value as Values[]) : [];
      const min = field.minItems ?? 0;
      return (
        <fieldset className="min-w-0 space-y-3 rounded-lg border border-line p-2.5 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
          {list.map((item, index) => {
            const named = field.itemLabelField ? item[field.itemLabelField] : null;
            const itemLabel = `${field.label} ${index + 1}`;
            return (
              <div key={index} className="rounded-lg bg-surface p-2.5 sm:p-3">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-x-2">
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
                  context={context}
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
