import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildHomeMeta, buildPageMeta, readSiteVerificationToken, splitKeywords, type SiteMeta } from "./page-meta";

const site: SiteMeta = {
  siteTitle: "AI Job Risk",
  siteDescription: "The general site description.",
  publicUrl: "https://site.example",
};

function titleOf(descriptors: MetaDescriptor[]): string | undefined {
  return (descriptors.find((d) => "title" in d) as { title?: string } | undefined)?.title;
}

function metaContent(descriptors: MetaDescriptor[], name: string): string | undefined {
  return (descriptors.find((d) => (d as { name?: string }).name === name) as { content?: string } | undefined)?.content;
}

describe("the home page's meta", () => {
  it("uses the SEO settings meta_title and meta_description when they are set", () => {
    const meta = buildHomeMeta({
      site: { ...site, homeTitle: "Will AI Replace My Job? Free Check", homeDescription: "The search snippet." },
      fallbackTitle: "Headline",
    });
    expect(titleOf(meta)).toBe("Will AI Replace My Job? Free Check");
    expect(metaContent(meta, "description")).toBe("The search snippet.");
    expect(metaContent(meta, "twitter:title")).toBe("Will AI Replace My Job? Free Check");
  });

  it("falls back to site_title and site_description when they are empty", () => {
    const meta = buildHomeMeta({ site, fallbackTitle: "Headline" });
    expect(titleOf(meta)).toBe("AI Job Risk");
    expect(metaContent(meta, "description")).toBe("The general site description.");
    expect(titleOf(buildHomeMeta({ site: undefined, fallbackTitle: "Headline" }))).toBe("Headline");
  });
});

describe("keywords from meta_keywords", () => {
  it("are split on commas, trimmed, with empties and repeats dropped", () => {
    expect(splitKeywords(" future of work, AI proof careers,, Future Of Work ,")).toEqual([
      "future of work",
      "AI proof careers",
    ]);
    expect(splitKeywords(undefined)).toEqual([]);
  });

  it("fill <meta name=keywords> only on pages that have no keywords of their own", () => {
    const withSiteKeywords = { ...site, keywords: ["future of work", "job security AI"] };
    expect(metaContent(buildPageMeta({ site: withSiteKeywords, title: "FAQ" }), "keywords")).toBe(
      "future of work, job security AI",
    );
    expect(
      metaContent(buildPageMeta({ site: withSiteKeywords, title: "Post", keywords: ["nursing"] }), "keywords"),
    ).toBe("nursing");
    expect(metaContent(buildPageMeta({ site, title: "FAQ" }), "keywords")).toBeUndefined();
  });
});

describe("the Search Console verification tag", () => {
  it("is added to every page when google_search_console holds a token", () => {
    const verified = { ...site, googleSiteVerification: "abcDEF123_-xyz" };
    expect(metaContent(buildPageMeta({ site: verified, title: "FAQ" }), "google-site-verification")).toBe(
      "abcDEF123_-xyz",
    );
    expect(metaContent(buildHomeMeta({ site: verified, fallbackTitle: "x" }), "google-site-verification")).toBe(
      "abcDEF123_-xyz",
    );
    expect(metaContent(buildPageMeta({ site, title: "FAQ" }), "google-site-verification")).toBeUndefined();
  });

  it("takes the token from a pasted tag and ignores anything that is not a token", () => {
    expect(readSiteVerificationToken('<meta name="google-site-verification" content="Tok_en-1234567" />')).toBe(
      "Tok_en-1234567",
    );
    expect(readSiteVerificationToken("  Tok_en-1234567 ")).toBe("Tok_en-1234567");
    expect(readSiteVerificationToken('"><script>alert(1)</script>')).toBeUndefined();
    expect(readSiteVerificationToken("")).toBeUndefined();
  });
});
