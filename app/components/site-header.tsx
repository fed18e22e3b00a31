import { Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import { countryGuideLinks } from "../lib/country-guide-links";
import { cn } from "../lib/class-names";
import { SiteLogo } from "./site-logo";
import { Button, buttonVariants } from "./ui/button";
import { DisclosureNav } from "./ui/disclosure-nav";
import { Sheet, SheetTrigger } from "./ui/sheet";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface hover:text-brand-800",
    isActive ? "text-brand-800" : "text-muted",
  );

const countryGuideItems = countryGuideLinks.map((guide) => ({ to: `/${guide.slug}`, label: guide.label }));

const MOBILE_MENU_ID = "site-menu";

/** The pages a newcomer looks for first, before the spec's blog, country guides and privacy links. */
const leadingLinks = [
  { to: "/jobs", label: "Jobs" },
  { to: "/how-it-works", label: "How it works" },
  { to: "/faq", label: "FAQ" },
] as const;

const mobileLinkClass = "rounded-md px-3 py-2 font-medium hover:bg-surface";

/**
 * The site header. It holds no React state: its two menus are opened by the page's enhancement
 * script, so they work on pages that ship no React (ADR 013).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {leadingLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to="/blog" className={navLinkClass}>
            Blog
          </NavLink>
          <DisclosureNav label="Country Guides" links={countryGuideItems} />
          <NavLink to="/privacy" className={navLinkClass}>
            Privacy
          </NavLink>
          <Button asChild size="sm" className="ml-2">
            <Link to="/">Take the free assessment</Link>
          </Button>
        </nav>
        <SheetTrigger
          sheetId={MOBILE_MENU_ID}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
          aria-label="Open menu"
        >
          <Menu className="size-6" aria-hidden />
        </SheetTrigger>
        <Sheet id={MOBILE_MENU_ID} title="Menu" description="Site navigation">
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <Link to="/" className={mobileLinkClass}>
              Take the free assessment
            </Link>
            {leadingLinks.map((link) => (
              <Link key={link.to} to={link.to} className={mobileLinkClass}>
                {link.label}
              </Link>
            ))}
            <Link to="/blog" className={mobileLinkClass}>
              Blog
            </Link>
            <Link to="/privacy" className={mobileLinkClass}>
              Privacy
            </Link>
            <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase">Country Guides</p>
            {countryGuideLinks.map((guide) => (
              <Link key={guide.slug} to={`/${guide.slug}`} className="rounded-md px-3 py-2 hover:bg-surface">
                {guide.label}
              </Link>
            ))}
          </nav>
        </Sheet>
      </div>
    </header>
  );
}
