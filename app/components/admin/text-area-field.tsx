import type { TextareaHTMLAttributes } from "react";
import { inputClass } from "./form-styles";
import { LabelledField } from "./labelled-field";

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange" | "className">;

/** A labelled admin text area; Markdown ones say so in the label and use a monospaced font. */
export function TextAreaField({
  id,
  label,
  hint,
  value,
  onChange,
  markdown = false,
  ...textAreaProps
}: TextAreaProps & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  markdown?: boolean;
}) {
  return (
    <LabelledField id={id} label={markdown ? `${label} (Markdown)` : label} hint={hint}>
      <textarea
        id={id}
        className={markdown ? `${inputClass} font-mono` : inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...textAreaProps}
      />
    </LabelledField>
  );
}
