import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/class-names";

/**
 * A button that shows and hides a short list of links under it: the disclosure pattern that
 * suits site navigation (plain links, Tab moves through them; no menu roles). It closes on
 * Escape (focus returns to the button), on a click or focus outside, and when a link is followed.
 * It needs no positioning library, which keeps the script every page loads small.
 */
export function DisclosureNav({
  label,
  links,
  className,
}: {
  label: ReactNode;
  links: readonly { to: string; label: string }[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link here, the back button, a link elsewhere on the page) closes the list.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-brand-800 aria-expanded:text-brand-800",
          className,
        )}
      >
        {label}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 min-w-56 rounded-xl border border-line bg-white p-1.5 text-ink shadow-lg"
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none hover:bg-surface hover:text-brand-800 focus-visible:bg-surface focus-visible:text-brand-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
