import type { RequestHandler } from "express";
import request from "supertest";
import { eq as sqlEq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, contactMessages, pages, siteSettings } from "../../db/schema/content";
import { defaultSettings } from "../../db/seed/default-settings";
import { createApp, createRequestListener } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createContactService } from "../../services/site/contact";
import { bumpContentRevision } from "../../services/platform/content-revision";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { readPageCacheHandle } from "../../server/page-cache/page-cache-handles";
import { expectErrorLog } from "../helpers/expect-noise";

let t: TestApp;

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

beforeAll(async () => {
  t = await createTestApp({ seed: { settings: [...defaultSettings] } });
  await t.database.db.insert(blogPosts).values([
    {
      title: "Nurses and AI",
      slug: "nurses-and-ai",
      excerpt: "Care work holds up",
      content: words(401),
      keywords: ["Healthcare", "future of work", "care", "nursing"],
      status: "published",
      publishedAt: new Date("2025-02-01T00:00:00Z"),
    },
    {
      title: "Accountants",
      slug: "accountants",
      excerpt: "Numbers and models",
      content: "",
      keywords: ["finance"],
      status: "published",
      publishedAt: new Date("2025-03-01T00:00:00Z"),
    },
    {
      title: "Secret draft",
      slug: "secret-draft",
      excerpt: "healthcare",
      content: "draft",
      keywords: [],
      status: "draft",
    },
    {
      title: "Old archive",
      slug: "old-archive",
      excerpt: "healthcare",
      content: "old",
      keywords: [],
      status: "archived",
    },
    {
      title: "Scheduled healthcare",
      slug: "scheduled",
      content: "later",
      keywords: [],
      status: "published",
      publishedAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  await t.database.db.insert(pages).values([
    { title: "Partners", slug: "partners", content: "# Hi", isVisible: true, template: "landing", keywords: ["a"] },
    { title: "Hidden", slug: "hidden-page", content: "secret", isVisible: false },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe("the public blog", () => {
  it("lists published posts only, newest first, with reading time and at most three keywords", async () => {
    const { posts, query } = await t.services.blog.listPublishedPosts();
    expect(query).toBe("");
    expect(posts.map((post) => post.slug)).toEqual(["accountants", "nurses-and-ai"]);
    const nurses = posts[1];
    expect(nurses?.readingMinutes).toBe(3);
    expect(nurses?.keywords).toEqual(["Healthcare", "future of work", "care"]);
    expect(posts[0]?.readingMinutes).toBe(5);
  });

  it("searches title, excerpt and keywords case-insensitively, never finding drafts", async () => {
    expect((await t.services.blog.listPublishedPosts({ query: "HEALTHCARE" })).posts.map((p) => p.slug)).toEqual([
      "nurses-and-ai",
    ]);
    expect((await t.services.blog.listPublishedPosts({ query: "numbers and" })).posts.map((p) => p.slug)).toEqual([
      "accountants",
    ]);
    expect((await t.services.blog.listPublishedPosts({ query: "nursing" })).posts).toHaveLength(1);
    expect((await t.services.blog.listPublishedPosts({ query: "secret" })).posts).toHaveLength(0);
  });

  it("serves a published post with related posts, and nothing for drafts, archived, scheduled or unknown slugs", async () => {
    const found = await t.services.blog.getPublishedPost({ slug: "nurses-and-ai" });
    expect(found?.post.title).toBe("Nurses and AI");
    expect(found?.post.allKeywords).toHaveLength(4);
    expect(found?.related.map((post) => post.slug)).toEqual(["accountants"]);
    for (const slug of ["secret-draft", "old-archive", "scheduled", "nope"]) {
      expect(await t.services.blog.getPublishedPost({ slug })).toBeNull();
    }
  });

  it("lists published posts and visible pages for the sitemap", async () => {
    expect((await t.services.blog.listPublishedForSitemap()).map((p) => p.slug).sort()).toEqual([
      "accountants",
      "nurses-and-ai",
    ]);
    expect((await t.services.publicPages.listVisibleForSitemap()).map((p) => p.slug)).toEqual(["partners"]);
  });

  it("serves visible CMS pages and hides hidden ones", async () => {
    expect(await t.services.publicPages.getVisiblePage({ slug: "partners" })).toMatchObject({
      title: "Partners",
      template: "landing",
    });
    expect(await t.services.publicPages.getVisiblePage({ slug: "hidden-page" })).toBeNull();
  });
});

describe("POST /api/contact", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.org",
    subject: "general",
    message: "Hello there, a question.",
  };

  it("stores a valid message for staff and confirms it", async () => {
    const res = await request(t.app).post("/api/contact").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Thank you for your message. We will reply by email." });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({ firstName: "Ada", email: "ada@example.org", subject: "general" });
  });

  it("answers bad input with a 400 and a clear message", async () => {
    expect(
      (
        await request(t.app)
          .post("/api/contact")
          .send({ ...valid, email: "nope" })
      ).body,
    ).toEqual({ error: "Please enter a valid email address" });
    expect(
      (
        await request(t.app)
          .post("/api/contact")
          .send({ ...valid, subject: "spam" })
      ).body,
    ).toEqual({ error: "Please choose a subject" });
    const short = await request(t.app)
      .post("/api/contact")
      .send({ ...valid, message: "hi" });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Please write at least 10 characters");
    expect(
      (
        await request(t.app)
          .post("/api/contact")
          .send({ ...valid, firstName: "  " })
      ).status,
    ).toBe(400);
  });

  it("limits one visitor to 5 messages per 10 minutes", async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) expect((await request(fresh.app).post("/api/contact").send(valid)).status).toBe(201);
      const sixth = await request(fresh.app).post("/api/contact").send(valid);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({ error: "Too many messages. Please try again later." });
    } finally {
      await fresh.close();
    }
  });

  it("holds messages beyond the global rate for review instead of refusing them, counted across processes", async () => {
    const limits = { perVisitor: 100, perVisitorWindowMs: 60_000, globalPerMinute: 2 };
    const shared = { db: t.database.db, rateLimits: t.services.rateLimits, hashVisitor: t.services.hashVisitor };
    const other = createContactService({ ...shared, limits });
    await t.database.db.delete(contactMessages);
    const message = { ...valid, subject: "general" as const };
    await other.sendMessage({ message, visitor: "a" });
    // A second "process" (a new service instance) sees the row written by the first.
    const second = createContactService({ ...shared, limits });
    await second.sendMessage({ message, visitor: "b" });
    await expect(second.sendMessage({ message, visitor: "c" })).resolves.toEqual({
      message: "Thank you for your message. We will reply by email.",
    });
    const rows = await t.database.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(rows.map((row) => row.heldForReview)).toEqual([false, false, true]);
  });
});

/** A stand-in for React Router: an HTML page that carries the response's nonce, like the real one. */
function fakePageHandler(renders: { count: number }): RequestHandler {
  return (req, res) => {
    renders.count++;
    const nonce = String(res.locals.cspNonce);
    if (req.path === "/missing") {
      res.status(404).type("html").send("<html><head></head><body>Page Not Found</body></html>");
      return;
    }
    // What a content route's loader asks; /assessment/1 stands for a page that does not.
    const pageCache = readPageCacheHandle(res);
    if (req.path !== "/assessment/1") pageCache.keepPublicPage();
    // What the server entry asks for a page that ships no React.
    if (req.path === "/guide") pageCache.sendAsDocument();
    res.status(200).type("html");
    res.write(`<html><head><script nonce="${nonce}">boot()</script></head>`);
    res.end(`<body><p>render ${renders.count} ${req.path}</p><script nonce="${nonce}">x()</script></body></html>`);
  };
}

describe("public pages on the server: cache, owner code and maintenance mode", () => {
  const renders = { count: 0 };
  let app: ReturnType<typeof createRequestListener>;

  beforeAll(() => {
    const logger = createLogger({ level: "silent" });
    app = createRequestListener({
      app: createApp({ services: t.services, logger, pageHandler: fakePageHandler(renders) }),
      services: t.services,
      logger,
    });
  });

  beforeEach(async () => {
    for (const key of ["custom_js", "custom_css", "google_analytics_id", "hotjar_id", "facebook_pixel_id"])
      await t.database.db.update(siteSettings).set({ value: "" }).where(eqKey(key));
    await t.database.db.update(siteSettings).set({ value: "false" }).where(eqKey("maintenance_mode"));
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear();
  });

  function nonceOf(res: request.Response): string {
    return /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
  }

  it("renders once, then serves the cached page with a fresh nonce matching the CSP header", async () => {
    const before = renders.count;
    const first = await request(app).get("/faq");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await request(app).get("/faq");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders.count).toBe(before + 1);
    expect(second.text).toBe(first.text.replaceAll(nonceOf(first), nonceOf(second)));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.text).toContain(`<script nonce="${nonceOf(second)}">boot()</script>`);
    expect(second.text).not.toContain(nonceOf(first));
  });

  it("sends a page marked as a plain document without the opener policy, from the renderer and the cache", async () => {
    for (const res of [await request(app).get("/guide"), await request(app).get("/guide")]) {
      expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await request(app).get("/guide")).headers["x-page-cache"]).toBe("hit");
    for (const path of ["/faq", "/faq", "/assessment/1"])
      expect((await request(app).get(path)).headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("answers a hit in gzip when the client takes it, inflating to the same page with its own nonce", async () => {
    const first = await request(app).get("/faq");
    const zipped = await request(app).get("/faq").set("Accept-Encoding", "gzip");
    expect(zipped.headers["x-page-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["vary"]).toBe("Accept-Encoding");
    expect(zipped.text).toBe(first.text.replaceAll(nonceOf(first), nonceOf(zipped)));
    expect(zipped.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("re-renders after the CMS bumps the content revision in the database", async () => {
    await request(app).get("/usa");
    expect((await request(app).get("/usa")).headers["x-page-cache"]).toBe("hit");
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear(); // stands in for the ≤1 s revision check interval
    expect((await request(app).get("/usa")).headers["x-page-cache"]).toBe("miss");
  });

  it("never caches routes that did not opt in, error pages, or visitors with a session cookie", async () => {
    await request(app).get("/assessment/1");
    expect((await request(app).get("/assessment/1")).headers["x-page-cache"]).toBe("miss");
    await request(app).get("/missing");
    expect((await request(app).get("/missing")).status).toBe(404);
    expect(t.services.pageCache.size).toBe(0);
    await request(app).get("/terms").set("Cookie", "ajr_session=abc");
    expect((await request(app).get("/terms").set("Cookie", "ajr_session=abc")).headers["x-page-cache"]).toBe("bypass");
  });

  it("injects the owner's custom JS with the response nonce, escaped against </script>", async () => {
    await t.database.db.update(siteSettings).set({ value: "console.log('</script><b>')" }).where(eqKey("custom_js"));
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear();
    const res = await request(app).get("/privacy");
    expect(res.text).toContain(`<script nonce="${nonceOf(res)}">console.log('<\\/script><b>')</script></body>`);
    const cached = await request(app).get("/privacy");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.text).toContain(`<script nonce="${nonceOf(cached)}">console.log(`);
  });

  it("answers public pages with 503 in maintenance mode while /api/health keeps working", async () => {
    await t.database.db.update(siteSettings).set({ value: "true" }).where(eqKey("maintenance_mode"));
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear();
    // A 503 is logged at warn or info (readiness while starting), never as an error: nothing to declare.
    const page = await request(app).get("/blog");
    expect(page.status).toBe(503);
    expect(page.text).toContain("down for scheduled maintenance");
    expect(page.headers["retry-after"]).toBe("300");
    expect((await request(app).get("/api/health")).status).toBe(200);
    expect((await request(app).get("/admin")).status).not.toBe(503);
  });

  async function setSettings(values: Record<string, string>) {
    for (const [key, value] of Object.entries(values))
      await t.database.db.update(siteSettings).set({ value }).where(eqKey(key));
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear();
  }

  function directive(res: request.Response, name: string): string[] {
    const policy = String(res.headers["content-security-policy"] ?? "");
    const found = policy.split(";").find((part) => part.trim().split(/\s+/)[0] === name);
    return found ? found.trim().split(/\s+/).slice(1) : [];
  }

  it("keeps the strict CSP when no analytics id is set", async () => {
    const res = await request(app).get("/faq");
    expect(directive(res, "connect-src")).toEqual(["'self'"]);
    expect(directive(res, "script-src")).toEqual(["'self'", `'nonce-${nonceOf(res)}'`]);
  });

  it("opens the CSP to exactly the Google Analytics hosts when google_analytics_id is set", async () => {
    await setSettings({ google_analytics_id: "G-ABC123" });
    const res = await request(app).get("/faq");
    expect(res.text).toContain("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(directive(res, "script-src")).toEqual([
      "'self'",
      `'nonce-${nonceOf(res)}'`,
      "https://www.googletagmanager.com",
    ]);
    expect(directive(res, "connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(String(res.headers["content-security-policy"])).not.toContain("hotjar");
    // A cached copy repeats the widened policy with its own nonce.
    const hit = await request(app).get("/faq");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(directive(hit, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(hit, "script-src")).toContain(`'nonce-${nonceOf(hit)}'`);
  });

  it("adds the Hotjar and Facebook Pixel hosts only for the ids that are set", async () => {
    await setSettings({ hotjar_id: "1234567", facebook_pixel_id: "98765" });
    const res = await request(app).get("/terms");
    expect(directive(res, "script-src")).toEqual([
      "'self'",
      `'nonce-${nonceOf(res)}'`,
      "https://static.hotjar.com",
      "https://script.hotjar.com",
      "https://connect.facebook.net",
    ]);
    expect(directive(res, "connect-src")).toEqual([
      "'self'",
      "https://*.hotjar.com",
      "https://*.hotjar.io",
      "wss://*.hotjar.com",
      "https://www.facebook.com",
    ]);
    expect(directive(res, "img-src")).toContain("https://www.facebook.com");
    expect(String(res.headers["content-security-policy"])).not.toContain("google");
    // A malformed id loads nothing and opens nothing.
    await setSettings({ hotjar_id: "not-a-number", facebook_pixel_id: "" });
    const after = await request(app).get("/terms");
    expect(directive(after, "connect-src")).toEqual(["'self'"]);
  });

  it("never puts analytics or owner scripts on a visitor's result page, but keeps custom CSS", async () => {
    await setSettings({
      google_analytics_id: "G-ABC123",
      hotjar_id: "1234567",
      facebook_pixel_id: "98765",
      custom_js: "window.owner = 1",
      custom_css: "body{color:red}",
    });
    const result = await request(app).get("/assessment/1");
    expect(result.text).toContain("<style>body{color:red}</style>");
    for (const text of ["googletagmanager", "hotjar", "fbevents", "window.owner"])
      expect(result.text).not.toContain(text);
    expect(directive(result, "connect-src")).toEqual(["'self'"]);
    const other = await request(app).get("/ASSESSMENT/2");
    expect(other.text).not.toContain("googletagmanager");
    const publicPage = await request(app).get("/faq");
    expect(publicPage.text).toContain("window.owner = 1");
    expect(publicPage.text).toContain("googletagmanager");
  });

  it("treats /Admin like /admin: no owner code and not blocked by maintenance mode", async () => {
    await setSettings({ custom_js: "window.owner = 1", maintenance_mode: "true" });
    for (const path of ["/Admin", "/ADMIN/login", "/admin"]) {
      const res = await request(app).get(path);
      expect(res.status).not.toBe(503);
      expect(res.text).not.toContain("window.owner");
    }
    // A 503 is logged at warn or info (readiness while starting), never as an error: nothing to declare.
    expect((await request(app).get("/faq")).status).toBe(503);
  });

  it("keeps React Router's route manifest working in maintenance mode", async () => {
    await setSettings({ maintenance_mode: "true" });
    const manifest = await request(app).get("/__manifest?p=%2Fadmin&version=abc");
    expect(manifest.status).toBe(200);
    expect(manifest.text).not.toContain("down for scheduled maintenance");
  });
});

describe("public pages when the database is down", () => {
  it("render without the cache or owner code instead of Express's error page", async () => {
    const broken = await createTestApp({ seed: { settings: [...defaultSettings] } });
    const logger = createLogger({ level: "silent" });
    const renders = { count: 0 };
    const app = createApp({ services: broken.services, logger, pageHandler: fakePageHandler(renders) });
    await broken.database.close();
    const page = await request(app).get("/faq");
    expect(page.status).toBe(200);
    expect(page.text).toContain("render 1 /faq");
    expect(page.headers["x-page-cache"]).toBe("bypass");
    expect(page.text).not.toMatch(/<pre>|Internal Server Error/);
    const listener = createRequestListener({ app, services: broken.services, logger });
    expect((await request(listener).get("/blog")).status).toBe(200);
  });

  it("answer a failing page with our own 503 page", async () => {
    const logger = createLogger({ level: "silent" });
    await t.database.db.update(siteSettings).set({ value: "false" }).where(eqKey("maintenance_mode"));
    await bumpContentRevision({ db: t.database.db });
    t.services.pageCache.clear();
    const failing: RequestHandler = (_req, _res, next) => next(new Error("database down"));
    const app = createApp({ services: t.services, logger, pageHandler: failing });
    // The failure is logged (without its message reaching the visitor), and the answer is a 503.
    expectErrorLog(/^page failed; Error: database down/);
    // A 503 is logged at warn or info (readiness while starting), never as an error: nothing to declare.
    const page = await request(app).get("/contact");
    expect(page.status).toBe(503);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("<h1>Service temporarily unavailable</h1>");
    expect(page.text).not.toContain("database down");
  });
});

function eqKey(key: string) {
  return sqlEq(siteSettings.key, key);
}
