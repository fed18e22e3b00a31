import { X } from "lucide-react";
import { cn } from "../../lib/class-names";

/**
 * What a multi-value combobox has chosen (skills, keywords): one chip each, with a button that
 * removes it, in a list whose name a screen reader announces ("Selected skills").
 */
export function ChipList({
  items,
  listLabel,
  removeLabel,
  onRemove,
  size = "sm",
  className,
}: {
  items: readonly string[];
  listLabel: string;
  /** The remove button's accessible name for one item ("Remove Excel"). */
  removeLabel: (item: string) => string;
  onRemove: (item: string) => void;
  /** "sm" in the visitor's forms, "xs" in the admin's denser ones. */
  size?: "sm" | "xs";
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={listLabel}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3",
            size === "sm" ? "text-sm text-brand-900" : "text-xs font-medium text-brand-800",
          )}
        >
          {item}
          <button
            type="button"
            onClick={() => onRemove(item)}
            className={cn("rounded-full hover:bg-brand-100", size === "sm" ? "p-1" : "p-0.5")}
            aria-label={removeLabel(item)}
          >
            <X className={size === "sm" ? "size-3.5" : "size-3"} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
