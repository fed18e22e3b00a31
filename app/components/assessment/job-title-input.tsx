import { useId, useState } from "react";
import { cn } from "../../lib/class-names";
import { useOccupationSearch, type OccupationOption } from "./occupation-search";

/**
 * A free-text field with an occupation autocomplete (ARIA combobox). The visitor may keep any
 * text; picking a suggestion only fills the field with the standard title.
 */
export function OccupationCombobox({
  id,
  value,
  onChange,
  onPick,
  placeholder,
  invalid,
  describedBy,
  label,
  matchWhenFew = false,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onPick?: (option: OccupationOption) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  label?: string;
  /** Also offer the title matcher's candidates when prefix search finds few. */
  matchWhenFew?: boolean;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useOccupationSearch(value, { matchWhenFew });
  const options = (data ?? []).slice(0, 8);
  const showList = open && options.length > 0;

  function pick(option: OccupationOption) {
    onChange(option.title);
    onPick?.(option);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 120)}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((index) => (index + 1) % options.length);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            const option = options[active];
            if (option) pick(option);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        className={cn(
          "h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200",
          invalid ? "border-red-400" : "border-line",
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching occupations"
        className={cn(
          "absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg",
          showList ? "block" : "hidden",
        )}
      >
        {options.map((option, index) => (
          <li
            key={option.code + option.title}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            className={cn("cursor-pointer px-3 py-2 text-sm", index === active ? "bg-brand-50" : "hover:bg-surface")}
          >
            <span className="text-ink">{option.title}</span>
            <span className="ml-2 text-xs text-muted">{option.code}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
