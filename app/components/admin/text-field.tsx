import type { InputHTMLAttributes } from "react";
import { inputClass } from "./form-styles";
import { LabelledField } from "./labelled-field";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className">;

/** A labelled one-line admin input whose value is a string; other input attributes pass through. */
export function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  ...inputProps
}: InputProps & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...inputProps}
      />
    </LabelledField>
  );
}
