import { Link } from "react-router";

/** The product mark: a small gauge, and the name. Links home. */
export function SiteLogo({ name = "AI Job Risk" }: { name?: string }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold tracking-tight text-ink"
      aria-label={`${name} home`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-800" />
        <path d="M9 21a7 7 0 0 1 14 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M16 21l4-6" stroke="#34d399" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="16" cy="21" r="1.8" fill="#fff" />
      </svg>
      <span className="text-lg">{name}</span>
    </Link>
  );
}
