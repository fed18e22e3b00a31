import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";
import {
  addNonceToScripts,
  buildAnalyticsCspSources,
  buildOwnerBodyCode,
  buildOwnerHeadCode,
  injectOwnerCode,
} from "./owner-code";
import { estimateReadingMinutes, formatReadingTime } from "./reading-time";
import { isSafeUrl, renderMarkdown, stripMarkdown } from "./render-markdown";
import { matchesPostSearch, normalizeSearchQuery, pickCardKeywords } from "./search-posts";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

describe("reading time", () => {
  it("divides words by 200 and rounds up", () => {
    expect(estimateReadingMinutes(words(1))).toBe(1);
    expect(estimateReadingMinutes(words(200))).toBe(1);
    expect(estimateReadingMinutes(words(201))).toBe(2);
    expect(estimateReadingMinutes(words(1000))).toBe(5);
  });

  it("falls back to 5 min read when there is no content", () => {
    expect(formatReadingTime("")).toBe("5 min read");
    expect(formatReadingTime("   \n ")).toBe("5 min read");
    expect(formatReadingTime(null)).toBe("5 min read");
    expect(formatReadingTime(words(450))).toBe("3 min read");
  });
});

describe("blog search", () => {
  const post = { title: "Reading Your Score", excerpt: "What the band means", keywords: ["Future Of Work", "skills"] };

  it("matches title, excerpt or a keyword, case-insensitively", () => {
    expect(matchesPostSearch({ post, query: "reading" })).toBe(true);
    expect(matchesPostSearch({ post, query: "THE BAND" })).toBe(true);
    expect(matchesPostSearch({ post, query: "future of" })).toBe(true);
    expect(matchesPostSearch({ post, query: "plumbing" })).toBe(false);
  });

  it("treats an empty or blank query as no search", () => {
    expect(normalizeSearchQuery("  a   b ")).toBe("a b");
    expect(matchesPostSearch({ post, query: "   " })).toBe(true);
    expect(matchesPostSearch({ post: { ...post, excerpt: null }, query: "band" })).toBe(false);
  });

  it("shows at most three keywords on a card", () => {
    expect(pickCardKeywords(["a", "b", "", "c", "d"])).toEqual(["a", "b", "c"]);
  });
});

describe("markdown rendering", () => {
  it("renders headings, lists, emphasis and safe links", () => {
    const html = renderMarkdown("## Plan\n\n- **one**\n- [two](https://example.org/x)\n\n[local](/faq)");
    expect(html).toContain("<h2>Plan</h2>");
    expect(html).toContain("<strong>one</strong>");
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow">two</a>');
    expect(html).toContain('<a href="/faq">local</a>');
  });

  it("escapes raw HTML so scripts and handlers are shown as text", () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<div onclick="x()">hi</div>',
    );
    expect(html).not.toMatch(/<script|<img|<div/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("drops javascript:, data: and vbscript: links and images but keeps their text", () => {
    const html = renderMarkdown(
      "[click](javascript:alert(1)) [x](JaVa\tScRiPt:alert(1)) [d](data:text/html,hi) ![pic](javascript:alert(3))",
    );
    expect(html).not.toMatch(/href=|src=/);
    expect(html).toContain("click");
    expect(html).toContain("pic");
    expect(isSafeUrl("vbscript:msgbox")).toBe(false);
    expect(isSafeUrl("mailto:a@b.example")).toBe(true);
    expect(isSafeUrl("#top")).toBe(true);
  });

  it("escapes quotes in link URLs and titles", () => {
    const html = renderMarkdown('[a](https://x.example/"onmouseover="alert(1) "t\\"x")');
    expect(html).not.toContain('"onmouseover="');
  });

  it("turns Markdown into plain text for descriptions", () => {
    expect(stripMarkdown("## Title\n\nSome **bold** [link](/x) text")).toBe("Title Some bold link text");
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element and still parses back to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> & more" };
    const json = serializeJsonLd(value);
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("sitemap and robots", () => {
  it("lists absolute URLs with lastmod when known", () => {
    const xml = buildSitemapXml({
      origin: "https://site.example",
      entries: [
        { path: "/", lastModified: null },
        { path: "/blog/a&b", lastModified: new Date("2025-01-02T00:00:00Z") },
      ],
    });
    expect(xml).toContain("<loc>https://site.example/</loc></url>");
    expect(xml).toContain("<loc>https://site.example/blog/a&amp;b</loc><lastmod>2025-01-02T00:00:00.000Z</lastmod>");
  });

  it("serves the owner's robots text with a Sitemap line, and a default that hides /admin and /api", () => {
    expect(buildRobotsTxt({ robotsSetting: "User-agent: *\nDisallow: /secret", origin: "https://s.example" })).toBe(
      "User-agent: *\nDisallow: /secret\n\nSitemap: https://s.example/sitemap.xml\n",
    );
    const fallback = buildRobotsTxt({ robotsSetting: "", origin: "https://s.example" });
    expect(fallback).toContain("Disallow: /admin\nDisallow: /api");
    expect(buildRobotsTxt({ robotsSetting: "Sitemap: https://o.example/s.xml", origin: "x" })).toBe(
      "Sitemap: https://o.example/s.xml\n",
    );
  });
});

describe("owner code", () => {
  it("gives every owner script the nonce and leaves nonced ones alone", () => {
    expect(
      addNonceToScripts({
        html: '<script src="/a.js"></script><SCRIPT>b()</SCRIPT><script nonce="k">c()</script>',
        nonce: "N",
      }),
    ).toBe('<script nonce="N" src="/a.js"></script><script nonce="N">b()</SCRIPT><script nonce="k">c()</script>');
  });

  it("builds head and body code only from filled-in, well-formed settings", () => {
    expect(buildOwnerHeadCode({ settings: {}, nonce: "N" })).toBe("");
    expect(buildOwnerHeadCode({ settings: { google_analytics_id: '"><script>x' }, nonce: "N" })).toBe("");
    const head = buildOwnerHeadCode({
      settings: { google_analytics_id: "G-ABC123", custom_css: "body{color:red}</style><script>x</script>" },
      nonce: "N",
    });
    expect(head).toContain('gtag/js?id=G-ABC123" nonce="N"');
    expect(head).toContain("<style>body{color:red}<\\/style><script>x</script></style>");
    const body = buildOwnerBodyCode({
      settings: { custom_js: "console.log('</script>')", footer_code: "<p>f</p>" },
      nonce: "N",
    });
    expect(body).toBe(`<script nonce="N">console.log('<\\/script>')</script>\n<p>f</p>`);
  });

  it("leaves only custom CSS when scripts are not wanted (a visitor's result page)", () => {
    const settings = {
      custom_css: "p{margin:0}",
      google_analytics_id: "G-ABC123",
      hotjar_id: "123",
      facebook_pixel_id: "456",
      header_code: "<meta name=x>",
      footer_code: "<p>f</p>",
      custom_js: "go()",
      custom_analytics_code: "<script>track()</script>",
    };
    expect(buildOwnerHeadCode({ settings, nonce: "N", withScripts: false })).toBe("<style>p{margin:0}</style>");
    expect(buildOwnerBodyCode({ settings, nonce: "N", withScripts: false })).toBe("");
    expect(buildOwnerBodyCode({ settings, nonce: "N" })).toContain("track()");
  });

  it("asks the CSP for the analytics hosts of the set, well-formed ids only", () => {
    expect(buildAnalyticsCspSources({ settings: {} })).toEqual({});
    expect(buildAnalyticsCspSources({ settings: { google_analytics_id: "G-1", hotjar_id: "abc" } })).toEqual({
      "script-src": ["https://www.googletagmanager.com"],
      "connect-src": [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
    });
    expect(buildAnalyticsCspSources({ settings: { facebook_pixel_id: "42" } })).toEqual({
      "script-src": ["https://connect.facebook.net"],
      "connect-src": ["https://www.facebook.com"],
      "img-src": ["https://www.facebook.com"],
    });
  });

  it("puts head code before </head> and body code before the last </body>", () => {
    expect(injectOwnerCode({ html: "<html><head></head><body></body></html>", head: "H", body: "B" })).toBe(
      "<html><head>H</head><body>B</body></html>",
    );
  });
});
