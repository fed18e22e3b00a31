import { describe, expect, it } from "vitest";
import { buildSitePageMeta } from "./site-page-meta";

const matches = [
  { loaderData: { site: { siteTitle: "AI Job Risk", siteDescription: "", publicUrl: "https://x.test" } } },
];

function findTitle(meta: ReturnType<typeof buildSitePageMeta>): unknown {
  return (meta.find((tag) => "title" in tag) as { title?: unknown } | undefined)?.title;
}

describe("the head of a site page from the CMS", () => {
  it("uses the entry's meta title as the whole title, its description and canonical path", () => {
    const meta = buildSitePageMeta({
      matches,
      seo: { title: "Frequently Asked Questions about AI and Jobs", description: "Answers." },
      path: "/faq",
    });
    expect(findTitle(meta)).toBe("Frequently Asked Questions about AI and Jobs");
    expect(meta).toContainEqual({ name: "description", content: "Answers." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.test/faq" });
  });

  it("says Page Not Found and asks not to be indexed when the entry is not published", () => {
    const meta = buildSitePageMeta({ matches, seo: undefined, path: "/faq" });
    expect(String(findTitle(meta))).toContain("Page Not Found");
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
