import { describe, expect, it, vi } from "vitest";
import { loader } from "./cms-page";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

type LoaderArgs = Parameters<typeof loader>[0];

function loadPage(slug: string, getVisiblePage: (input: { slug: string }) => Promise<unknown>) {
  const context = {
    pageCacheHandle: createPageCacheHandle().handle,
    services: { publicPages: { getVisiblePage }, env: { PUBLIC_URL: "https://site.example" } },
  };
  return loader({
    params: { slug },
    context,
    request: new Request(`https://site.example/${slug}`),
  } as unknown as LoaderArgs);
}

describe("CMS pages at /<slug>", () => {
  it("never serve a slug reserved for the site, such as /assessment", async () => {
    const getVisiblePage = vi.fn(async () => ({ title: "x", slug: "assessment", content: "", keywords: [] }));
    await expect(loadPage("assessment", getVisiblePage)).rejects.toMatchObject({ init: { status: 404 } });
    expect(getVisiblePage).not.toHaveBeenCalled();
  });

  it("serve an ordinary visible page", async () => {
    const page = { title: "Partners", slug: "partners", content: "# Hi", metaDescription: null, keywords: [] };
    const result = await loadPage("partners", async () => page);
    expect(result.page.title).toBe("Partners");
  });
});
