import { data, Link } from "react-router";
import { staticPageHandle } from "../lib/content-route";
import { buildPageMeta, type SiteMeta } from "../lib/page-meta";
import type { Route } from "./+types/not-found";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const NOT_FOUND_TITLE = "Page Not Found";

// Any unknown URL lands here and is answered with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const site = (matches[0]?.loaderData as { site?: SiteMeta } | undefined)?.site;
  return [...buildPageMeta({ site, title: NOT_FOUND_TITLE, noIndex: true })];
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Take the free assessment
        </Link>
        <Link to="/blog" className="rounded-lg border border-line px-5 py-2.5 font-semibold hover:bg-surface">
          Read the blog
        </Link>
      </div>
    </section>
  );
}
