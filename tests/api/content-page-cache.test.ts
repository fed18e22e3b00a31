import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentRevision, readContentRevision } from "../../services/platform/content-revision";
import { createPageCache, NONCE_PLACEHOLDER } from "../../services/site/page-cache";
import { createSiteSettingsService } from "../../services/site/site-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { settings: [{ key: "site_title", value: "First", type: "text" }] } });
});

afterAll(async () => {
  await t.close();
});

function makeCache() {
  let clock = 0;
  const cache = createPageCache({
    db: t.database.db,
    settings: createSiteSettingsService({ db: t.database.db }),
    checkIntervalMs: 1000,
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

/** A change made by another app process: the row moves, but this process hears nothing of it. */
async function bumpFromAnotherProcess() {
  await t.database.db.execute("update content_revision set revision = revision + 1 where id = 1");
}

const page = (revision: number) => ({
  html: `<p nonce="${NONCE_PLACEHOLDER}">x</p>`,
  contentType: "text/html",
  headers: {},
  revision,
});

describe("the page cache", () => {
  it("keeps a page until the database revision moves, checking at most once per interval", async () => {
    const { cache, advance } = makeCache();
    const revision = await cache.readRevision();
    cache.storePage({ key: "/faq", page: page(revision) });
    expect(await cache.getPage("/faq")).toBeDefined();

    await bumpFromAnotherProcess();
    advance(500);
    expect(await cache.getPage("/faq")).toBeDefined(); // within the interval: not re-read yet
    advance(600);
    expect(await cache.getPage("/faq")).toBeUndefined(); // re-read: revision moved, page dropped
    expect(await cache.readRevision()).toBe(await readContentRevision({ db: t.database.db }));
  });

  it("ignores a page rendered before the revision moved", async () => {
    const { cache, advance } = makeCache();
    const before = await cache.readRevision();
    await bumpFromAnotherProcess();
    advance(1001);
    await cache.readRevision();
    cache.storePage({ key: "/old", page: page(before) });
    expect(await cache.getPage("/old")).toBeUndefined();
  });

  it("shares one revision read among concurrent requests", async () => {
    const { cache } = makeCache();
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.readRevision()));
    expect(new Set(results).size).toBe(1);
  });

  it("reloads site settings only when the revision moves", async () => {
    const { cache, advance } = makeCache();
    expect((await cache.readSettings()).site_title).toBe("First");
    await t.database.db.execute("update site_settings set value = 'Second' where key = 'site_title'");
    expect((await cache.readSettings()).site_title).toBe("First");
    await bumpFromAnotherProcess();
    advance(1001);
    expect((await cache.readSettings()).site_title).toBe("Second");
  });

  it("drops the oldest page beyond its size limit", async () => {
    const cache = createPageCache({
      db: t.database.db,
      settings: createSiteSettingsService({ db: t.database.db }),
      maxEntries: 2,
    });
    const revision = await cache.readRevision();
    for (const key of ["/a", "/b", "/c"]) cache.storePage({ key, page: page(revision) });
    expect(cache.size).toBe(2);
    expect(await cache.getPage("/a")).toBeUndefined();
    expect(await cache.getPage("/c")).toBeDefined();
  });

  it("remembers a page's content once per revision and forgets a failed load", async () => {
    const { cache, advance } = makeCache();
    let loads = 0;
    const load = async () => ({ title: `load ${++loads}` });
    expect(await cache.remember("post:a", load)).toEqual({ title: "load 1" });
    expect(await cache.remember("post:a", load)).toEqual({ title: "load 1" });
    expect(await cache.remember("post:b", load)).toEqual({ title: "load 2" });

    await bumpContentRevision({ db: t.database.db });
    advance(1001);
    expect(await cache.remember("post:a", load)).toEqual({ title: "load 3" });

    await expect(cache.remember("post:c", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.remember("post:c", load)).toEqual({ title: "load 4" });
  });

  it("sees a change made by its own process at once, without waiting for the interval", async () => {
    const { cache } = makeCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember("list", load)).toBe(1);
    await bumpContentRevision({ db: t.database.db });
    expect(await cache.remember("list", load)).toBe(2);
  });

  it("reads the revision cheaply (a single-row primary-key read)", async () => {
    await readContentRevision({ db: t.database.db });
    const runs = 200;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await readContentRevision({ db: t.database.db });
    const perRead = (performance.now() - started) / runs;
    console.log(`content revision read: ${perRead.toFixed(3)} ms on average over ${runs} reads`);
    expect(perRead).toBeLessThan(20);
  });
});
