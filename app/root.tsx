import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type MetaFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { SiteStructuredData } from "./components/content/site-structured-data";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { hydratesOnInput, isStaticPage } from "./lib/content-route";
import { pageEnhancementScript } from "./lib/page-enhancements";
import { buildPageMeta, readSiteVerificationToken, splitKeywords, type SiteMeta } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";

export async function loader({ context }: Route.LoaderArgs) {
  // Settings through the page cache: reloaded only when the CMS bumps the content revision.
  // If the database cannot be read, pages still render with the built-in defaults.
  let settings: Readonly<Record<string, string | undefined>>;
  try {
    settings = await context.services.pageCache.readSettings();
  } catch (error) {
    context.services.logger.warn({ err: error }, "site settings unavailable; rendering with defaults");
    settings = {};
  }
  const site: SiteMeta = {
    siteTitle: settings.site_title || "AI Job Risk",
    siteDescription: settings.site_description ?? "",
    publicUrl: context.services.env.PUBLIC_URL,
    ogImage: settings.og_image || undefined,
    twitterCard: settings.twitter_card || undefined,
    homeTitle: settings.meta_title?.trim() || undefined,
    homeDescription: settings.meta_description?.trim() || undefined,
    keywords: splitKeywords(settings.meta_keywords),
    googleSiteVerification: readSiteVerificationToken(settings.google_search_console),
  };
  return { nonce: context.cspNonce, site };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  buildPageMeta({ site: data?.site, path: location.pathname });

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  // A content page marked `hydrate: false` is sent without React Router's scripts (ADR 013). Only
  // the server's render decides: once React runs in the browser (a page that hydrated, then a
  // link followed inside the app), every page keeps the scripts.
  const matches = useMatches();
  const staticPage = isStaticPage(matches) && typeof document === "undefined";
  // Read by the browser entry: React starts at the visitor's first input (ADR 018).
  const onInput = hydratesOnInput(matches);
  return (
    <html lang="en" data-static={staticPage ? "true" : undefined} data-hydrate={onInput ? "on-input" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The stylesheet blocks the first paint, so it is requested before the scripts' preloads. */}
        <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <SiteStructuredData site={data?.site} nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageEnhancementScript }} />
        {staticPage ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // Lets browser tests (and curious developers) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
    </QueryClientProvider>
  );
}

/** Errors and unknown addresses keep the site's header and footer, so the visitor can go on from there. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound ? "Page Not Found" : "Something went wrong";
  const text = isNotFound
    ? "The page you are looking for does not exist or has moved."
    : "An unexpected error occurred. Please try again in a moment.";
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center"
      >
        <title>{title}</title>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            Go to the home page
          </a>
          <a href="/jobs" className="rounded-lg border border-line px-5 py-2.5 font-semibold hover:bg-surface">
            Browse all jobs
          </a>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
