import { describe, expect, it, vi } from "vitest";
import { BLOG_TEXTS, BLOG_TITLE, loader } from "./blog";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

type LoaderArgs = Parameters<typeof loader>[0];

function callLoader({
  url,
  listPublishedPosts,
  logger = { error: vi.fn() },
}: {
  url: string;
  listPublishedPosts: () => Promise<unknown>;
  logger?: { error: (...args: unknown[]) => void };
}) {
  // The page cache's per-revision memo, reduced to "always load".
  const pageCache = { remember: (_key: string, load: () => Promise<unknown>) => load() };
  const context = {
    pageCacheHandle: createPageCacheHandle().handle,
    services: { blog: { listPublishedPosts }, pageCache, logger, env: { PUBLIC_URL: "https://site.example" } },
  };
  return loader({ request: new Request(url), context, params: {} } as unknown as LoaderArgs);
}

describe("the blog list loader", () => {
  it("passes the search from the URL to the blog service", async () => {
    const listPublishedPosts = vi.fn(async () => ({ query: "skills", posts: [] }));
    const result = await callLoader({ url: "https://site.example/blog?q=skills", listPublishedPosts });
    expect(listPublishedPosts).toHaveBeenCalledWith({ query: "skills" });
    expect(result).toMatchObject({ status: "ok", query: "skills", posts: [] });
  });

  it("answers a failing database with the error state and a 503", async () => {
    const logger = { error: vi.fn() };
    const result = (await callLoader({
      url: "https://site.example/blog",
      listPublishedPosts: async () => {
        throw new Error("database down");
      },
      logger,
    })) as unknown as { data: { status: string }; init: { status: number } };
    expect(result.data.status).toBe("error");
    expect(result.init.status).toBe(503);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("uses the spec's exact texts", () => {
    expect(BLOG_TITLE).toBe("AI Career Intelligence Hub");
    expect(BLOG_TEXTS).toMatchObject({
      errorTitle: "Unable to Load Articles",
      errorText: "Please try again later.",
      emptyTitle: "No Articles Found",
      emptySearching: "Try adjusting your search terms.",
      emptyAll: "No published articles available yet.",
      cta: "Take Free Assessment Now",
    });
  });
});
