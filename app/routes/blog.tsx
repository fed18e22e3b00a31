import { Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AssessmentCta } from "../components/content/assessment-cta";
import { BlogCard } from "../components/content/blog-card";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const BLOG_TITLE = "AI Career Intelligence Hub";
export const BLOG_TEXTS = {
  errorTitle: "Unable to Load Articles",
  errorText: "Please try again later.",
  emptyTitle: "No Articles Found",
  emptySearching: "Try adjusting your search terms.",
  emptyAll: "No published articles available yet.",
  loading: "Loading articles…",
  cta: "Take Free Assessment Now",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const query = new URL(request.url).searchParams.get("q");
  try {
    const { blog, pageCache } = context.services;
    // The full list is remembered per content revision; a search (any text a visitor types) is
    // answered from the database each time, so it cannot fill the memory.
    const result = query?.trim()
      ? await blog.listPublishedPosts({ query })
      : await pageCache.remember("blog-list", () => blog.listPublishedPosts({}));
    return { status: "ok" as const, ...result, origin: context.services.env.PUBLIC_URL };
  } catch (error) {
    context.services.logger.error({ err: error }, "blog index unavailable");
    return data(
      { status: "error" as const, query: query ?? "", posts: [], origin: context.services.env.PUBLIC_URL },
      { status: 503 },
    );
  }
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildPageMeta({
    site: readSiteMeta(matches),
    title: loaderData?.query ? `Search: ${loaderData.query}` : BLOG_TITLE,
    description:
      "Articles on AI and the future of work: how exposed jobs are, which skills hold their value, and how to plan a career alongside AI.",
    path: "/blog",
    noIndex: Boolean(loaderData?.query),
  });
}

function BlogNav() {
  const linkClass = "rounded-md px-3 py-1.5 text-sm font-medium text-muted hover:bg-white hover:text-brand-800";
  return (
    <nav aria-label="Blog" className="flex flex-wrap gap-1">
      <Link to="/" className={linkClass}>
        Take Assessment
      </Link>
      <Link to="/blog" aria-current="page" className={`${linkClass} bg-white text-brand-800 shadow-sm`}>
        Blog
      </Link>
      <Link to="/privacy" className={linkClass}>
        Privacy
      </Link>
    </nav>
  );
}

function StateMessage({ title, text, role }: { title: string; text: string; role?: "alert" | "status" }) {
  return (
    <div role={role} className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
    </div>
  );
}

export default function BlogList({ loaderData, matches }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const { status, query, posts, origin } = loaderData;
  const nonce = (matches[0]?.loaderData as { nonce?: string } | undefined)?.nonce;
  return (
    <>
      <JsonLd nonce={nonce} data={buildBreadcrumbs({ origin, trail: [{ name: "Blog", path: "/blog" }] })} />
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6">
          <BlogNav />
          <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{BLOG_TITLE}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Research-based articles on AI and work: what exposure scores mean, which skills last, and how to plan your
            next move.
          </p>
          <Form method="get" role="search" className="mt-8 flex max-w-xl gap-2">
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden
              />
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={query}
                key={query}
                placeholder="Search by title, topic or keyword"
                maxLength={200}
                className="h-11 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-base shadow-sm placeholder:text-muted focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </div>
            <button
              type="submit"
              className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Search
            </button>
          </Form>
        </div>
      </header>

      <section aria-label="Articles" aria-busy={loading} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {loading ? (
          <p role="status" className="mb-4 text-sm text-muted">
            {BLOG_TEXTS.loading}
          </p>
        ) : null}
        {query && status === "ok" && posts.length ? (
          <p className="mb-6 text-sm text-muted" role="status">
            {posts.length} {posts.length === 1 ? "article" : "articles"} matching “{query}”
          </p>
        ) : null}
        {status === "error" ? (
          <StateMessage role="alert" title={BLOG_TEXTS.errorTitle} text={BLOG_TEXTS.errorText} />
        ) : posts.length === 0 ? (
          <StateMessage
            role="status"
            title={BLOG_TEXTS.emptyTitle}
            text={query ? BLOG_TEXTS.emptySearching : BLOG_TEXTS.emptyAll}
          />
        ) : (
          <div className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
            {posts.map((post) => (
              <BlogCard key={post.slug} post={post} />
            ))}
          </div>
        )}
      </section>
      <AssessmentCta label={BLOG_TEXTS.cta} />
    </>
  );
}
