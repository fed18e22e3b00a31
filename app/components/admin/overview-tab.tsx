import { useQueries, useQuery } from "@tanstack/react-query";
import { FilePlus, FileText, Image, Settings } from "lucide-react";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type BlogPost, type MediaFile, type SiteSetting, type StaffUser } from "./admin-api";
import { ContactMessages } from "./contact-messages";
import { PAGES_TAB_TYPES } from "../../../core/content-types/content-types";
import type { CmsEntry } from "./collection-manager";
import { cardClass } from "./form-styles";
import { StatusBadge } from "./status-badge";

/** Whether an entry is on the public site: a published entry, or a custom page set visible. */
function isLive(entry: CmsEntry): boolean {
  return entry.status === "published" || entry.isVisible === true;
}

/** Overview: counts, the five most recent posts, quick actions that switch tabs, contact messages. */
export function OverviewTab({ onSwitch, user }: { onSwitch: (tab: string) => void; user: StaffUser }) {
  const posts = useQuery({
    queryKey: cmsKeys.posts,
    queryFn: () => cmsRequest<BlogPost[]>({ url: "/api/cms/blog-posts", fallbackError: "Failed to load posts" }),
  });
  // The Pages tab lists the custom pages, the country guides and the site's own pages: all count.
  const pageCollections = useQueries({
    queries: PAGES_TAB_TYPES.map((type) => ({
      queryKey: ["cms", type.path],
      queryFn: () =>
        cmsRequest<CmsEntry[]>({ url: `/api/cms/${type.path}`, fallbackError: `Failed to load ${type.label}` }),
    })),
  });
  const media = useQuery({
    queryKey: cmsKeys.media,
    queryFn: () => cmsRequest<MediaFile[]>({ url: "/api/cms/media", fallbackError: "Failed to load media" }),
  });
  const settings = useQuery({
    queryKey: cmsKeys.settings,
    queryFn: () => cmsRequest<SiteSetting[]>({ url: "/api/cms/settings", fallbackError: "Failed to load settings" }),
  });
  const allPosts = posts.data ?? [];
  const published = allPosts.filter((post) => post.status === "published").length;
  const drafts = allPosts.filter((post) => post.status === "draft").length;
  const recent = [...allPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  const stats = [
    {
      label: "Total posts",
      query: posts,
      value: posts.data?.length,
      detail: `${published} published, ${drafts} draft${drafts === 1 ? "" : "s"}`,
    },
    {
      label: "Total pages",
      query: pageCollections.find((query) => query.isError) ?? pageCollections[0]!,
      value: pageCollections.every((query) => query.data)
        ? pageCollections.reduce((sum, query) => sum + (query.data?.length ?? 0), 0)
        : undefined,
      detail: `${pageCollections.reduce(
        (sum, query) => sum + (query.data ?? []).filter((entry) => isLive(entry)).length,
        0,
      )} live on the site`,
    },
    { label: "Media files", query: media, value: media.data?.length, detail: "in the library" },
    { label: "Settings", query: settings, value: settings.data?.length, detail: "configured" },
  ];
  const failed = stats.filter((stat) => stat.query.isError);
  return (
    <div className="space-y-6">
      {failed.length > 0 ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <span>Some counts could not be loaded: {failed.map((stat) => stat.query.error?.message).join("; ")}</span>
          <Button size="sm" variant="secondary" onClick={() => failed.forEach((stat) => void stat.query.refetch())}>
            Try again
          </Button>
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Content counts">
        {stats.map((stat) => (
          <li key={stat.label} className={cardClass}>
            <p className="text-sm text-muted">{stat.label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{stat.value ?? "–"}</p>
            <p className={stat.query.isError ? "text-xs text-risk-high" : "text-xs text-muted"}>
              {stat.query.isError ? "Could not load" : stat.value === undefined ? "Loading…" : stat.detail}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className={cardClass} aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="font-semibold">
            Recent blog posts
          </h2>
          {posts.isError ? (
            <p role="alert" className="mt-3 text-sm text-risk-high">
              {posts.error.message}
            </p>
          ) : recent.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{posts.isPending ? "Loading…" : "No blog posts created yet."}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {recent.map((post) => (
                <li key={post.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate text-sm font-medium">{post.title}</span>
                  <StatusBadge status={post.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={cardClass} aria-labelledby="quick-heading">
          <h2 id="quick-heading" className="font-semibold">
            Quick actions
          </h2>
          <div className="mt-3 grid gap-2">
            <Button variant="secondary" align="start" onClick={() => onSwitch("blog")}>
              <FilePlus aria-hidden="true" /> Create blog post
            </Button>
            <Button variant="secondary" align="start" onClick={() => onSwitch("pages")}>
              <FileText aria-hidden="true" /> Create page
            </Button>
            <Button variant="secondary" align="start" onClick={() => onSwitch("media")}>
              <Image aria-hidden="true" /> Upload media
            </Button>
            <Button variant="secondary" align="start" onClick={() => onSwitch("settings")}>
              <Settings aria-hidden="true" /> Manage settings
            </Button>
          </div>
        </section>
      </div>
      <ContactMessages user={user} />
    </div>
  );
}
