import { Clock } from "lucide-react";
import { Link } from "react-router";
import type { BlogCard as BlogCardView } from "../../../core/content/blog-card";

// One formatter for every date: building one per call is the slowest part of a blog page render.
const postDateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatPostDate(iso: string | null): string | null {
  if (!iso) return null;
  return postDateFormat.format(new Date(iso));
}

/** A published post in the blog list: title, excerpt, up to three keywords and the reading time. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = formatPostDate(post.publishedAt);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {post.keywords.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
            {post.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {keyword}
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="mt-3 text-lg font-semibold text-ink">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-800">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p> : null}
        <p className="mt-auto flex items-center gap-3 pt-4 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {`${post.readingMinutes} min read`}
          </span>
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
        </p>
      </div>
    </article>
  );
}
