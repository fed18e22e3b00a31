import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import AiCareers from "../../routes/ai-careers";
import BlogPost from "../../routes/blog-post";
import Contact from "../../routes/contact";
import DataSources from "../../routes/data-sources";
import Faq from "../../routes/faq";
import Privacy from "../../routes/privacy";
import Terms from "../../routes/terms";
import { aiCareersPageType, toAiCareersPage } from "../../../core/content-types/ai-careers-page-type";
import { contactPageType, toContactPage } from "../../../core/content-types/contact-page-type";
import { dataSourcesPageType, toDataSourcesPage } from "../../../core/content-types/data-sources-page-type";
import { faqPageType, toFaqPage } from "../../../core/content-types/faq-page-type";
import { privacyPageType, toPrivacyPolicy } from "../../../core/content-types/privacy-page-type";
import { termsPageType, toTermsPage } from "../../../core/content-types/terms-page-type";
import { readJsonLdForTest, renderPageForTest } from "./render-page-for-test";
import { readSeedEntryForTest } from "../../../tests/helpers/seed-entry";

type Crumbs = { itemListElement: { name: string; item: string }[] };

describe("breadcrumb structured data on the information pages", () => {
  const pages: [string, ComponentType<never>, string, unknown?][] = [
    ["/faq", Faq, "FAQ", { faq: toFaqPage(readSeedEntryForTest({ type: faqPageType })), occupationCount: 997 }],
    [
      "/privacy",
      Privacy,
      "Privacy Policy",
      { policy: toPrivacyPolicy(readSeedEntryForTest({ type: privacyPageType })), contactEmail: "team@site.example" },
    ],
    [
      "/terms",
      Terms,
      "Terms of Service",
      { terms: toTermsPage(readSeedEntryForTest({ type: termsPageType })), contactEmail: "team@site.example" },
    ],
    [
      "/contact",
      Contact,
      "Contact Us",
      { contact: toContactPage(readSeedEntryForTest({ type: contactPageType })), contactEmail: "team@site.example" },
    ],
    [
      "/data-sources",
      DataSources,
      "Data Sources and References",
      { page: toDataSourcesPage(readSeedEntryForTest({ type: dataSourcesPageType })) },
    ],
    [
      "/ai-careers",
      AiCareers,
      "New AI Career Pathways",
      { page: toAiCareersPage(readSeedEntryForTest({ type: aiCareersPageType })) },
    ],
  ];

  it.each(pages)("%s has a BreadcrumbList Home → page with the CSP nonce", (path, Component, name, loaderData) => {
    const html = renderPageForTest({ Component, path, loaderData });
    const crumbs = readJsonLdForTest(html).find((block) => block["@type"] === "BreadcrumbList") as Crumbs | undefined;
    expect(crumbs?.itemListElement.map(({ name: crumb, item }) => [crumb, item])).toEqual([
      ["Home", "https://site.example/"],
      [name, `https://site.example${path}`],
    ]);
  });
});

describe("BlogPosting structured data", () => {
  const post = {
    title: "Nurses and AI",
    slug: "nurses-and-ai",
    excerpt: "Care work holds up",
    html: "<p>Body</p>",
    featuredImage: "/media/nurse.png",
    publishedAt: "2026-01-05T00:00:00.000Z",
    updatedAt: "2026-01-06T00:00:00.000Z",
    readingMinutes: 3,
    allKeywords: ["care"],
    metaTitle: null,
    metaDescription: null,
  };

  function blogPosting(featuredImage: string | null) {
    const html = renderPageForTest({
      Component: BlogPost,
      path: "/blog/nurses-and-ai",
      loaderData: {
        post: { ...post, featuredImage },
        summary: "Care work holds up",
        related: [],
        origin: "https://site.example",
      },
    });
    return readJsonLdForTest(html).find((block) => block["@type"] === "BlogPosting");
  }

  it("gives an absolute image URL and a publisher with a logo", () => {
    const data = blogPosting("/media/nurse.png");
    expect(data?.image).toBe("https://site.example/media/nurse.png");
    expect(data?.publisher).toEqual({
      "@type": "Organization",
      name: "AI Job Risk",
      url: "https://site.example/",
      logo: { "@type": "ImageObject", url: "https://site.example/favicon.svg" },
    });
  });

  it("falls back to the site's social image, made absolute, when the post has none", () => {
    expect(blogPosting(null)?.image).toBe("https://site.example/media/social.png");
    expect(blogPosting("https://cdn.example/x.jpg")?.image).toBe("https://cdn.example/x.jpg");
  });
});
