import type { ReactNode } from "react";
import { Link } from "react-router";
import { buildBreadcrumbs, JsonLd } from "../content/json-ld";

/**
 * The top of a page below /jobs (a major group, the comparison): its BreadcrumbList
 * (Home → Jobs → this page), the "Jobs" link back, the heading, and what the page puts under it.
 */
export function JobsSubpageHeader({
  nonce,
  origin,
  crumb,
  title,
  children,
}: {
  nonce: string | undefined;
  origin: string;
  /** This page in the breadcrumb trail. */
  crumb: { name: string; path: string };
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <JsonLd nonce={nonce} data={buildBreadcrumbs({ origin, trail: [{ name: "Jobs", path: "/jobs" }, crumb] })} />
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link to="/jobs" className="font-medium text-brand-700 hover:underline">
              Jobs
            </Link>
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
          {children}
        </div>
      </header>
    </>
  );
}
