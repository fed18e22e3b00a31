import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/class-names";

/**
 * A button that shows and hides a short list of links under it: the disclosure pattern that
 * suits site navigation (plain links, Tab moves through them; no menu roles). The page's small
 * enhancement script (`app/lib/page-enhancements.ts`) opens and closes it, so it works the same on
 * pages React hydrates and on pages it does not (ADR 013): it closes on Escape (focus returns to
 * the button), on a press or focus outside, and when a link is followed.
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
  const listId = useId();
  return (
    <div className="relative">
      <button
        type="button"
        data-disclosure=""
        aria-expanded="false"
        aria-controls={listId}
        className={cn(
          "group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-brand-800 aria-expanded:text-brand-800",
          className,
        )}
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden />
      </button>
      <ul
        id={listId}
        hidden
        className="absolute top-full right-0 z-50 mt-2 min-w-56 rounded-xl border border-line bg-white p-1.5 text-ink shadow-lg"
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
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
