import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, expectAccessible, launchBrowser, openWatchedPage, phone, waitForHydration } from "./browser";
import { findGuideCountry } from "../../core/countries/countries";
import { E2E_ADMIN } from "./global-setup";

const POST = "tasks-not-jobs-what-the-research-measures";
const DRAFT = "90-day-plan-if-your-ai-exposure-score-is-high";

async function get(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  return { res, html: await res.text() };
}

function cspNonce(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

describe("the blog, server-rendered", () => {
  it("lists published posts with reading time, the header links and the call to action", async () => {
    const { res, html } = await get("/blog");
    expect(res.status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("AI Career Intelligence Hub");
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain(`href="/blog/${POST}"`);
    expect(html).not.toContain(DRAFT);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Take Assessment<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Take Free Assessment Now/);
  });

  it("searches through the URL and shows the exact empty-state texts", async () => {
    const found = await get("/blog?q=TASK-LEVEL");
    expect(found.html).toContain(`href="/blog/${POST}"`);
    const none = await get("/blog?q=zzzz-no-such-topic");
    expect(none.html).toContain("No Articles Found");
    expect(none.html).toContain("Try adjusting your search terms.");
    expect(none.html).not.toContain("No published articles available yet.");
  });

  it("renders a post with its body, keywords, date, related posts and BlogPosting data carrying the CSP nonce", async () => {
    const { res, html } = await get(`/blog/${POST}`);
    expect(res.status).toBe(200);
    expect(html).toContain("Tasks, Not Jobs");
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(html).toContain("Related articles");
    expect(html).toContain("Published");
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/blog/${POST}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
    const nonce = cspNonce(res);
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    const types = jsonLdBlocks(html)
      .flat()
      .map((block) => (block as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  });

  it("answers drafts and unknown posts with 404 Page Not Found", async () => {
    for (const path of [`/blog/${DRAFT}`, "/blog/no-such-post"]) {
      const { res, html } = await get(path);
      expect(res.status).toBe(404);
      expect(html).toContain("Page Not Found");
    }
  });
});

describe("information pages, server-rendered", () => {
  const pages: [string, string[]][] = [
    [
      "/how-it-works",
      [
        "The Science Behind Career Risk Assessment",
        "The Challenge We Face",
        "A New Approach to Career Intelligence",
        "Your Assessment Journey",
        "What Makes It Reliable",
        "Why This Matters",
        "Start Your Assessment",
      ],
    ],
    ["/privacy", ["Privacy Policy", "Last updated January 9, 2025"]],
    ["/terms", ["Terms of Service", "Last updated January 9, 2025", "14. ", 'href="/privacy"']],
    ["/contact", ["Contact Us", "Send Message", "Response times", "Business hours", 'name="subject"']],
    [
      "/faq",
      ["Frequently Asked Questions", "All", "Assessment", "Privacy", "Accuracy", "Technical", 'href="/contact"'],
    ],
    ["/data-sources", ["Data Sources and References", "O*NET 30.1 Database", "Licence"]],
    [
      "/ai-careers",
      [
        "New AI Career Pathways",
        "Market intelligence",
        "Why this matters",
        "Return to Assessment Results",
        "Salary range",
        "Hiring companies",
      ],
    ],
  ];

  it.each(pages)("%s shows its content, a title, a description and a canonical URL", async (path, texts) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    for (const text of texts) expect(html).toContain(text.replace(/&/g, "&amp;").replace(/"/g, '"'));
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
    expect(html).toContain('<meta property="og:title"');
  });

  it("numbers the terms in 14 sections", async () => {
    const { html } = await get("/terms");
    const headings = [...html.matchAll(/<h2 id="[^"]+-heading">(\d+)\. /g)].map((m) => Number(m[1]));
    expect(headings).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it.each(["/faq", "/privacy", "/terms", "/contact", "/data-sources", "/ai-careers"])(
    "gives %s a BreadcrumbList from the home page",
    async (path) => {
      const { html } = await get(path);
      const crumbs = jsonLdBlocks(html)
        .flat()
        .find((block) => (block as { "@type"?: string })["@type"] === "BreadcrumbList") as
        { itemListElement: { item: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((crumb) => crumb.item)).toEqual([`${baseUrl()}/`, `${baseUrl()}${path}`]);
    },
  );

  it("posts the contact form with method post and shows the contact_email setting", async () => {
    const { html } = await get("/contact");
    expect(/<form[^>]*aria-label="Contact form"[^>]*>/.exec(html)?.[0]).toContain('method="post"');
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
  });

  it("fills the keywords meta from meta_keywords on pages without their own", async () => {
    const { html } = await get("/faq");
    expect(html).toMatch(/<meta name="keywords" content="[^"]*will AI replace my job[^"]*"\/>/);
  });

  it("explains the figures quoted on the guides on /data-sources", async () => {
    const { html } = await get("/data-sources");
    expect(html).toContain('id="quoted-figures"');
    expect(html).toContain("Figures quoted on our guides");
  });

  it("gives /faq FAQPage structured data", async () => {
    const { html } = await get("/faq");
    expect(jsonLdBlocks(html).some((block) => (block as { "@type"?: string })["@type"] === "FAQPage")).toBe(true);
  });

  it("gives the home page Organization and WebSite structured data", async () => {
    const { html } = await get("/");
    const types = jsonLdBlocks(html)
      .flat()
      .map((block) => (block as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  });
});

describe("country guides", () => {
  const guides: [string, string, string, string | null][] = [
    ["/usa", "Will AI Replace My Job in the United States?", "Start Your American Assessment", null],
    ["/uk", "Will AI Replace My Job in the United Kingdom?", "Start Your British Assessment", null],
    ["/canada", "Will AI Replace My Job in Canada?", "Start Your Canadian Assessment", null],
    ["/australia", "Will AI Replace My Job in Australia?", "Start Your Australian Assessment", null],
    ["/germany", "Will AI Replace My Job in Germany?", "Start Your German Assessment", null],
    ["/france", "Will AI Replace My Job in France?", "Start Your French Assessment", null],
    ["/europe", "AI Employment in Europe: Continental Overview", "Start Your European Assessment", null],
    ["/india", "Will AI Replace My Job in India?", "Start Your Indian Assessment", "भारत"],
    ["/japan", "Will AI Replace My Job in Japan?", "Start Your Japanese Assessment", "日本"],
    ["/china", "Job Displacement in China: AI Transformation", "Start Your Chinese Assessment", "中国"],
  ];

  it.each(guides)(
    "%s has its title, the assessment button to the form with its country, and its label",
    async (path, title, cta, native) => {
      const { res, html } = await get(path);
      expect(res.status).toBe(200);
      expect(html).toContain(title.replace(/&/g, "&amp;"));
      const country = findGuideCountry(path.slice(1));
      expect(country).not.toBeNull();
      expect(html).toMatch(new RegExp(`<a[^>]*href="/\\?country=${country}#start"[^>]*>${cta}`));
      if (native) expect(html).toContain(native);
    },
  );

  it("shows the ILO 2025 exposure of the jobs it names, with the source and a link to /data-sources", async () => {
    const { html } = await get("/usa");
    expect(html).toContain("How exposed are these jobs? (ILO 2025)");
    expect(html).toContain("Data Entry Keyers");
    expect(html).toMatch(/>0\.\d\d(<!-- -->)?<span|>0\.\d\d<\/td>/);
    expect(html).toContain("ILO Working Paper 140");
    expect(html).toContain('href="/data-sources#ilo"');
  });

  it("shows the spec's figures as given", async () => {
    expect((await get("/germany")).html).toContain("18M");
    expect((await get("/canada")).html).toContain("$443M");
    expect((await get("/china")).html).toContain("400M");
  });
});

describe("SEO files", () => {
  it("lists home, information pages, guides and published posts in sitemap.xml, never drafts", async () => {
    const { res, html } = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    for (const path of ["/", "/blog", "/faq", "/privacy", "/terms", "/usa", "/china", `/blog/${POST}`]) {
      expect(html).toContain(`<loc>${baseUrl()}${path}</loc>`);
    }
    expect(html).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    const urls = [...html.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    expect(html).not.toContain(DRAFT);
  });

  it("serves robots.txt from the setting: all allowed except /admin and /api, with the Sitemap line", async () => {
    const { res, html } = await get("/robots.txt");
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(html).toContain("User-agent: *");
    expect(html).toContain("Disallow: /admin");
    expect(html).toContain("Disallow: /api");
    expect(html).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it("answers unknown single-segment URLs (no CMS page) with 404", async () => {
    const { res, html } = await get("/no-such-cms-page");
    expect(res.status).toBe(404);
    expect(html).toContain("Page Not Found");
  });
});

describe("the page cache", () => {
  it("serves a repeat visit from memory with a new nonce that matches the CSP header", async () => {
    await get("/how-it-works");
    const a = await get("/how-it-works");
    const b = await get("/how-it-works");
    expect(b.res.headers.get("x-page-cache")).toBe("hit");
    expect(cspNonce(a.res)).not.toBe(cspNonce(b.res));
    expect(b.html).toContain(`nonce="${cspNonce(b.res)}"`);
    expect(b.html).not.toContain(cspNonce(a.res));
  });

  it("sends pages without React as plain documents, and keeps the opener policy where a secret is typed", async () => {
    for (const path of ["/how-it-works", "/jobs", "/jobs/registered-nurses", "/usa"]) {
      for (const { res, html } of [await get(path), await get(path)]) {
        expect(html).toContain('data-static="true"');
        expect(res.headers.get("cross-origin-opener-policy"), path).toBeNull();
        expect(res.headers.get("x-document-page"), path).toBeNull();
        expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      }
    }
    for (const path of ["/", "/contact", "/admin/login"]) {
      const { res, html } = await get(path);
      expect(html).not.toContain('data-static="true"');
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });
});

describe("content from the CMS on the public site", () => {
  let cookie = "";
  const origin = () => baseUrl();
  const xss = {
    title: "XSS probe <script>window.__xss=1</script>",
    slug: "xss-probe-post",
    excerpt: 'Excerpt <img src=x onerror="window.__xss=2">',
    content:
      'Body <script>window.__xss=3</script>\n\n<img src=x onerror="window.__xss=4">\n\n[click](javascript:window.__xss=5)',
    keywords: ["kw<script>window.__xss=6</script>", "probe"],
    status: "published",
  };

  async function cms(method: string, path: string, body?: unknown) {
    const res = await fetch(`${origin()}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: origin(), Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  }

  beforeAll(async () => {
    const login = await fetch(`${origin()}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin() },
      body: JSON.stringify(E2E_ADMIN),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  });

  // The browser suites share one server and database: remove what this block created.
  afterAll(async () => {
    const pages = (await (await cms("GET", "/api/cms/pages")).json()) as { id: number; slug: string }[];
    for (const page of pages.filter((p) =>
      ["partner-programme", "hidden-cms-page", "xss-probe-page"].includes(p.slug),
    )) {
      expect((await cms("DELETE", `/api/cms/pages/${page.id}`)).status).toBeLessThan(300);
    }
    const posts = (await (await cms("GET", "/api/cms/blog-posts")).json()) as { id: number; slug: string }[];
    for (const post of posts.filter((p) => p.slug === xss.slug)) {
      expect((await cms("DELETE", `/api/cms/blog-posts/${post.id}`)).status).toBeLessThan(300);
    }
  });

  it("serves a visible CMS page at /<slug> with its template and meta, and hides a hidden one", async () => {
    const page = await cms("POST", "/api/cms/pages", {
      title: "Partner Programme",
      slug: "partner-programme",
      content: "## Work with us\n\nWe partner with careers services.",
      metaTitle: "Partner Programme for Careers Services",
      metaDescription:
        "How careers services can partner with AI Job Risk to give their members a research-based view of AI exposure.",
      keywords: ["partners"],
      template: "landing",
      isVisible: true,
    });
    expect(page.status).toBeLessThan(300);
    const hidden = await cms("POST", "/api/cms/pages", {
      title: "Hidden",
      slug: "hidden-cms-page",
      content: "secret",
      isVisible: false,
    });
    expect(hidden.status).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const shown = await get("/partner-programme");
    expect(shown.res.status).toBe(200);
    expect(shown.html).toContain('data-template="landing"');
    expect(shown.html).toContain("<h2>Work with us</h2>");
    expect(shown.html).toContain("Partner Programme for Careers Services");
    expect(shown.html).toContain('<meta name="keywords" content="partners"/>');
    expect((await get("/sitemap.xml")).html).toContain(`${baseUrl()}/partner-programme</loc>`);
    expect((await get("/hidden-cms-page")).res.status).toBe(404);
    expect((await get("/blog")).res.status).toBe(200);
  });

  it("keeps script in a post's title, excerpt, body and keywords, a page and a settings field inert", async () => {
    expect((await cms("POST", "/api/cms/blog-posts", xss)).status).toBeLessThan(300);
    expect(
      (
        await cms("POST", "/api/cms/pages", {
          title: "Page <script>window.__xss=7</script>",
          slug: "xss-probe-page",
          content: "<script>window.__xss=8</script>",
          isVisible: true,
        })
      ).status,
    ).toBeLessThan(300);
    const settings = (await (await cms("GET", "/api/cms/settings")).json()) as
      { key: string; value: string; type: string }[] | { settings: { key: string; value: string }[] };
    const list = Array.isArray(settings) ? settings : settings.settings;
    const ogImage = list.find((s) => s.key === "og_image")?.value ?? "";
    expect(
      (
        await cms("POST", "/api/cms/settings", {
          key: "og_image",
          value: '/x.png"><script>window.__xss=9</script>',
          type: "text",
        })
      ).status,
    ).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    try {
      for (const path of ["/blog", "/blog?q=probe", `/blog/${xss.slug}`, "/xss-probe-page"]) {
        const { res, html } = await get(path);
        expect(res.status, path).toBe(200);
        expect(html, path).not.toMatch(/<script>window\.__xss|<img src=x onerror|href="javascript:/);
        expect(html, path).toContain("&lt;script&gt;window.__xss=");
      }
      const browser = await launchBrowser();
      try {
        for (const path of [`/blog/${xss.slug}`, "/blog?q=probe", "/xss-probe-page"]) {
          const watched = await openWatchedPage({
            browser,
            allowConsoleErrors: [/Content Security Policy|Failed to load resource/],
          });
          await watched.page.goto(`${baseUrl()}${path}`);
          await waitForHydration(watched.page);
          expect(
            await watched.page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
            path,
          ).toBeUndefined();
          await watched.close();
        }
      } finally {
        await browser.close();
      }
    } finally {
      await cms("POST", "/api/cms/settings", { key: "og_image", value: ogImage, type: "text" });
    }
  });
});

describe("in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const pageTypes = [
    "/blog",
    `/blog/${POST}`,
    "/how-it-works",
    "/privacy",
    "/terms",
    "/contact",
    "/faq",
    "/data-sources",
    "/ai-careers",
    "/usa",
    "/india",
    "/blog?q=zzzz-nothing",
  ];

  it.each(pageTypes)("%s hydrates cleanly and is accessible on a phone and a desktop", async (path) => {
    for (const options of [phone, desktop]) {
      const watched = await openWatchedPage({ browser, options });
      await watched.page.goto(`${baseUrl()}${path}`);
      await waitForHydration(watched.page);
      await expectAccessible(watched.page, path);
      watched.assertClean();
      await watched.close();
    }
  });

  it("searches the blog from the search box and keeps the query in the URL", async () => {
    const watched = await openWatchedPage({ browser });
    await watched.page.goto(`${baseUrl()}/blog`);
    await waitForHydration(watched.page);
    await watched.page.getByLabel("Search articles").fill("skills");
    await watched.page.getByRole("button", { name: "Search" }).click();
    await watched.page.waitForURL(/\/blog\?q=skills/);
    await watched.page.getByRole("link", { name: "Five Skills That Age Well Next to AI" }).waitFor();
    watched.assertClean();
    await watched.close();
  });

  it("filters the FAQ by category and toggles one answer per click", async () => {
    const watched = await openWatchedPage({ browser });
    await watched.page.goto(`${baseUrl()}/faq`);
    await waitForHydration(watched.page);
    await watched.page.getByRole("button", { name: "Privacy", exact: true }).click();
    const questions = watched.page.locator("button[aria-expanded]");
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    await questions.first().click();
    expect(await questions.first().getAttribute("aria-expanded")).toBe("true");
    expect(await watched.page.locator("button[aria-expanded=true]").count()).toBe(1);
    await questions.first().click();
    expect(await watched.page.locator("button[aria-expanded=true]").count()).toBe(0);
    await expectAccessible(watched.page, "faq filtered");
    watched.assertClean();
    await watched.close();
  });

  it("validates and sends the contact form, then confirms", async () => {
    const watched = await openWatchedPage({ browser, options: phone });
    await watched.page.goto(`${baseUrl()}/contact`);
    await waitForHydration(watched.page);
    await watched.page.getByRole("button", { name: "Send Message" }).click();
    await watched.page.getByText("Please enter your first name").waitFor();
    await expectAccessible(watched.page, "contact with errors");
    await watched.page.getByRole("textbox", { name: "First name" }).fill("Grace");
    await watched.page.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await watched.page.getByRole("textbox", { name: "Email" }).fill("grace@example.org");
    await watched.page.getByRole("combobox", { name: "Subject" }).selectOption("technical");
    await watched.page
      .getByRole("textbox", { name: "Message" })
      .fill("The PDF download button does nothing on my phone.");
    await watched.page.getByRole("button", { name: "Send Message" }).click();
    await watched.page.getByText("Thank you for your message. We will reply by email.").waitFor();
    watched.assertClean();
    await watched.close();
  });

  it("opens and closes an AI career category", async () => {
    const watched = await openWatchedPage({ browser });
    await watched.page.goto(`${baseUrl()}/ai-careers`);
    await waitForHydration(watched.page);
    const toggles = watched.page.locator("section button[aria-expanded]");
    expect(await toggles.count()).toBe(6);
    await toggles.nth(1).click();
    expect(await toggles.nth(1).getAttribute("aria-expanded")).toBe("true");
    await toggles.nth(1).click();
    expect(await toggles.nth(1).getAttribute("aria-expanded")).toBe("false");
    watched.assertClean();
    await watched.close();
  });
});
