import { useId, useState, type ReactNode } from "react";
import { cn } from "../../lib/class-names";
import {
  buildComboboxAria,
  closedCombobox,
  readComboboxKey,
  readComboboxTyping,
  readOptionId,
  type ComboboxState,
} from "./combobox-state";

/** The text box as the visitor's forms draw it; `extra` adds room (for a clear button). */
export function buildComboboxInputClass({ invalid = false, extra }: { invalid?: boolean; extra?: string }): string {
  return cn(
    "h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200",
    invalid ? "border-red-400" : "border-line",
    extra,
  );
}

/**
 * The site's one combobox (ARIA 1.2 pattern: a text box with a list of suggestions), behind the
 * job title, the skills picker, the keyword inputs and the admin's occupation field. Its keyboard
 * and screen-reader rules are combobox-state.ts; what each caller decides is the options, how one
 * looks, and what picking it (or pressing Enter on free text) does.
 */
export function Combobox<Option>({
  id,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onPick,
  onEnterText,
  listLabel,
  opensWhenBlank = false,
  placeholder,
  label,
  invalid,
  describedBy,
  inputClassName,
  listClassName = "max-h-64",
  children,
}: {
  id?: string;
  /** The text in the box. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  onPick: (option: Option) => void;
  /** Enter with no option active adds the typed text (skills, keywords); without it Enter is the form's. */
  onEnterText?: (text: string) => void;
  /** The listbox's accessible name ("Matching occupations"). */
  listLabel: string;
  /** Whether the list shows as soon as the box has focus, blank or not (the job title does). */
  opensWhenBlank?: boolean;
  placeholder?: string;
  /** An accessible name, when no <label> names the box. */
  label?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The box's classes, in place of the visitor forms' look (buildComboboxInputClass). */
  inputClassName?: string;
  listClassName?: string;
  /** Drawn inside the box's frame after the input (a clear button). */
  children?: ReactNode;
}) {
  const listId = useId();
  const [state, setState] = useState<ComboboxState>(closedCombobox);
  const aria = buildComboboxAria({ state, listId, optionCount: options.length });

  function pick(option: Option) {
    onPick(option);
    setState(closedCombobox);
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        {...aria}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onValueChange(event.target.value);
          setState(readComboboxTyping({ text: event.target.value, opensWhenBlank }));
        }}
        onFocus={() => {
          if (opensWhenBlank || value.trim() !== "") setState({ open: true, active: -1 });
        }}
        onBlur={() => window.setTimeout(() => setState(closedCombobox), 120)}
        onKeyDown={(event) => {
          const result = readComboboxKey({
            state,
            key: event.key,
            optionCount: options.length,
            takesFreeText: onEnterText !== undefined,
          });
          if (result.preventDefault) event.preventDefault();
          setState(result.state);
          const { effect } = result;
          if (effect.kind === "pick") {
            const option = options[effect.index];
            if (option !== undefined) pick(option);
          } else if (effect.kind === "enter-text") onEnterText?.(value);
        }}
        className={inputClassName ?? buildComboboxInputClass({ invalid })}
      />
      {children}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={cn(
          "absolute z-20 mt-1 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg",
          listClassName,
          aria["aria-expanded"] ? "block" : "hidden",
        )}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={readOptionId({ listId, index })}
            role="option"
            aria-selected={index === state.active}
            onMouseDown={(event) => {
              // Keeps the focus in the box, so the pick lands before blur closes the list.
              event.preventDefault();
              pick(option);
            }}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              index === state.active ? "bg-brand-50" : "hover:bg-surface",
            )}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
