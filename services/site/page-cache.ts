import type { Database } from "../../db/client";
import { onLocalContentChange, readContentRevision } from "../platform/content-revision";
import type { SiteSettingsMap, SiteSettingsService } from "./site-settings";

/** Where the nonce of the response that filled the cache stood; replaced per response. */
export const NONCE_PLACEHOLDER = "__AJR_CSP_NONCE__";

export type CachedPage = {
  html: string;
  contentType: string;
  /** The response headers to repeat on a hit (security headers; the CSP with the nonce placeholder). */
  headers: Record<string, string>;
  revision: number;
  storedAt: number;
};

export type PageCacheOptions = {
  db: Database;
  settings: SiteSettingsService;
  /** How often a process asks the database for the content revision (ms). */
  checkIntervalMs?: number;
  /** Most pages kept; a visitor can vary query strings, so the cache must be bounded. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * In-memory cache of rendered public pages, plus the site settings the server-side middleware
 * needs (maintenance mode, owner code). Both are keyed on the content revision stored in the
 * database, which the CMS bumps on every change: each process reads it at most once per
 * `checkIntervalMs` (one indexed single-row read, shared by concurrent requests) and drops
 * everything when it moved. So a CMS change reaches every other process within about a second,
 * and the process that made it at once.
 */
export function createPageCache({
  db,
  settings,
  checkIntervalMs = 1000,
  maxEntries = 500,
  now = () => Date.now(),
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let revision: number | null = null;
  let checkedAt = -Infinity;
  let inFlight: Promise<number> | null = null;
  let cachedSettings: { revision: number; value: Promise<SiteSettingsMap> } | null = null;
  const remembered = new Map<string, { revision: number; value: Promise<unknown> }>();
  // A change made by this process is seen by its next request, not up to an interval later.
  onLocalContentChange(() => {
    checkedAt = -Infinity;
  });

  async function refreshRevision(): Promise<number> {
    const next = await readContentRevision({ db });
    checkedAt = now();
    if (next !== revision) {
      pages.clear();
      remembered.clear();
      cachedSettings = null;
      revision = next;
    }
    return next;
  }

  /** The content revision as of at most `checkIntervalMs` ago. */
  async function readRevision(): Promise<number> {
    if (revision !== null && now() - checkedAt < checkIntervalMs) return revision;
    inFlight ??= refreshRevision().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    readRevision,

    /** Site settings, reloaded only when the content revision moved. */
    async readSettings(): Promise<SiteSettingsMap> {
      const current = await readRevision();
      if (cachedSettings?.revision !== current) {
        const value = settings.getSettingsMap();
        cachedSettings = { revision: current, value };
        value.catch(() => {
          if (cachedSettings?.value === value) cachedSettings = null;
        });
      }
      return cachedSettings.value;
    },

    /**
     * Content a page shows (a blog post with its rendered Markdown, say), computed once per
     * content revision: a page rendered outside the page cache (a signed-in visitor, a new query
     * string) then makes no query of its own. A failed load is not kept.
     */
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await readRevision();
      const entry = remembered.get(key);
      if (entry?.revision === current) return entry.value as Promise<T>;
      if (remembered.size >= maxEntries) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      const value = load();
      remembered.set(key, { revision: current, value });
      value.catch(() => {
        if (remembered.get(key)?.value === value) remembered.delete(key);
      });
      return value;
    },

    /** A cached page for this key if it was rendered at the current revision. */
    async getPage(key: string): Promise<CachedPage | undefined> {
      const current = await readRevision();
      const page = pages.get(key);
      return page && page.revision === current ? page : undefined;
    },

    /**
     * The same as `getPage` without waiting, when the revision was read within the interval;
     * undefined otherwise (then `getPage` decides).
     */
    peekPage(key: string): CachedPage | undefined {
      if (revision === null || now() - checkedAt >= checkIntervalMs) return undefined;
      const page = pages.get(key);
      return page && page.revision === revision ? page : undefined;
    },

    /** Stores a page rendered at `renderedAt` (ignored if the revision moved meanwhile). */
    storePage({ key, page }: { key: string; page: Omit<CachedPage, "storedAt"> }): void {
      if (page.revision !== revision) return;
      if (pages.size >= maxEntries && !pages.has(key)) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, { ...page, storedAt: now() });
    },

    /** Drops everything (tests, or a process that knows it just changed content). */
    clear(): void {
      pages.clear();
      remembered.clear();
      cachedSettings = null;
      checkedAt = -Infinity;
    },

    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
