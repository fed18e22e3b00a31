import { useId } from "react";
import {
  describeMetaDescriptionLength,
  describeMetaTitleLength,
  metaDescriptionLimit,
  metaTitleLimit,
} from "../../../core/cms/meta-length";
import { cn } from "../../lib/class-names";
import { inputClass, labelClass } from "./form-styles";

/** Meta title / description input with the /60 or /160 counter and the §5 hint (never blocks saving). */
export function MetaLengthField({
  kind,
  value,
  onChange,
  label,
}: {
  kind: "title" | "description";
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const id = useId();
  const limit = kind === "title" ? metaTitleLimit : metaDescriptionLimit;
  const hint = kind === "title" ? describeMetaTitleLength(value) : describeMetaDescriptionLength(value);
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label ?? (kind === "title" ? "Meta title" : "Meta description")}
        </label>
        <span className="text-xs text-muted tabular-nums">
          {value.length}/{limit}
        </span>
      </div>
      {kind === "title" ? (
        <input
          id={id}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
        />
      ) : (
        <textarea
          id={id}
          rows={3}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
        />
      )}
      <p
        id={hintId}
        className={cn("mt-1 min-h-4 text-xs", hint?.tone === "good" ? "text-risk-low" : "text-risk-medium")}
        aria-live="polite"
      >
        {hint?.text ?? ""}
      </p>
    </div>
  );
}
