import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { renderMarkdown, stripMarkdown } from "../../core/content/render-markdown";
import { AssessmentCta } from "../components/content/assessment-cta";
import { BlogCard, formatPostDate } from "../components/content/blog-card";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { readSiteMeta, staticPageHandle } from "../lib/content-route";
import { absoluteUrl, buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog-post";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { blog, pageCache } = context.services;
  // The post, its rendered Markdown and its related posts are worked out once per content revision.
  const found = await pageCache.remember(`blog-post:${params.slug}`, async () => {
    const result = await blog.getPublishedPost({ slug: params.slug });
    if (!result) return null;
    const { post, related } = result;
    return {
      post: { ...post, content: undefined, html: renderMarkdown(post.content) },
      summary: post.metaDescription || post.excerpt || stripMarkdown(post.content).slice(0, 160),
      related,
    };
  });
  if (!found) throw data(null, { status: 404 });
  return { ...found, origin: context.services.env.PUBLIC_URL };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  if (!loaderData) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  const { post, summary } = loaderData;
  return buildPageMeta({
    site,
    title: post.metaTitle || post.title,
    description: summary,
    path: `/blog/${post.slug}`,
    image: post.featuredImage,
    type: "article",
    keywords: post.allKeywords,
  });
}

export default function BlogPost({ loaderData, matches }: Route.ComponentProps) {
  const { post, related, summary, origin } = loaderData;
  const nonce = (matches[0]?.loaderData as { nonce?: string } | undefined)?.nonce;
  const site = readSiteMeta(matches);
  const siteTitle = site?.siteTitle ?? "AI Job Risk";
  const url = `${origin}/blog/${post.slug}`;
  // Structured data needs absolute URLs: the post's image (else the site's social image) and a logo.
  const image = absoluteUrl({ url: post.featuredImage || site?.ogImage, origin });
  const date = formatPostDate(post.publishedAt);
  return (
    <>
      <JsonLd
        nonce={nonce}
        data={[
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: post.title,
            description: summary,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            keywords: post.allKeywords.join(", "),
            mainEntityOfPage: url,
            url,
            ...(image ? { image } : {}),
            author: { "@type": "Organization", name: siteTitle, url: `${origin}/` },
            publisher: {
              "@type": "Organization",
              name: siteTitle,
              url: `${origin}/`,
              logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
            },
          },
          buildBreadcrumbs({
            origin,
            trail: [
              { name: "Blog", path: "/blog" },
              { name: post.title, path: `/blog/${post.slug}` },
            ],
          }),
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/blog" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> All articles
          </Link>
        </nav>
        <header className="mt-6">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-4 text-lg text-muted">{post.excerpt}</p> : null}
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            {date ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden /> Published{" "}
                <time dateTime={post.publishedAt ?? undefined}>{date}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden /> {`${post.readingMinutes} min read`}
            </span>
          </p>
          {post.allKeywords.length ? (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Keywords">
              {post.allKeywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                  {keyword}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {post.featuredImage ? (
          <img src={post.featuredImage} alt="" className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover" />
        ) : null}
        <div className="prose-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <AssessmentCta label="Take Free Assessment Now" />
      {related.length ? (
        <section aria-labelledby="related-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink">
            Related articles
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <BlogCard key={item.slug} post={item} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
