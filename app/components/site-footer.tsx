import { Link } from "react-router";
import { countryGuideLinks } from "../lib/country-guide-links";
import { SiteLogo } from "./site-logo";

const productLinks = [
  { to: "/", label: "Free assessment" },
  { to: "/jobs", label: "AI exposure by job" },
  { to: "/how-it-works", label: "How it works" },
  { to: "/ai-careers", label: "AI career pathways" },
  { to: "/blog", label: "Blog" },
  { to: "/data-sources", label: "Data sources" },
];

const supportLinks = [
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy policy" },
  { to: "/terms", label: "Terms of service" },
];

function FooterColumn({
  title,
  links,
  className,
  listClassName = "space-y-2",
}: {
  title: string;
  links: { to: string; label: string }[];
  className?: string;
  listClassName?: string;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className={`mt-3 ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted hover:text-brand-800">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 md:gap-10">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <SiteLogo />
          <p className="text-sm text-muted">
            A free, private estimate of how exposed your job is to AI, grounded in published task-level research.
          </p>
        </div>
        <FooterColumn title="Product" links={productLinks} />
        <FooterColumn title="Support" links={supportLinks} className="md:order-last" />
        <FooterColumn
          title="Country guides"
          className="col-span-2 md:col-span-1"
          listClassName="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1"
          links={countryGuideLinks.map((guide) => ({ to: `/${guide.slug}`, label: guide.label }))}
        />
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted sm:px-6">
          Scores are exposure estimates from occupational research, not forecasts. Includes information from the O*NET
          30.1 Database by USDOL/ETA, used under the CC BY 4.0 license.
        </p>
      </div>
    </footer>
  );
}
