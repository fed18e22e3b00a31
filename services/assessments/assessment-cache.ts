import { gt, lt, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assessmentChanges } from "../../db/schema/assessments";

/** Most assessments kept (JSON plus, once viewed anonymously, the rendered page). */
export const ASSESSMENT_CACHE_MAX_ENTRIES = 2_000;
/**
 * Most bytes kept, counted as the JSON, the page's HTML and its pre-compressed copy. A result
 * page is about 58 KB of HTML and 13 KB gzipped, its JSON about 20 KB: ~90 KB an assessment, so
 * the byte limit (48 MiB) is reached first, at roughly 550 fully cached assessments.
 */
export const ASSESSMENT_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** How often a process asks the database which assessments changed elsewhere (ms). */
export const ASSESSMENT_CHANGE_POLL_MS = 1_000;
/** Most change rows read in one look; beyond that the whole cache is dropped instead. */
const MAX_CHANGES_PER_LOOK = 1_000;
/** A missing change number younger than this may still be committed by a slower transaction. */
const GAP_WAIT_MS = 10_000;
/** How many change numbers before the newest a new process reads again on its first look. */
const START_BEHIND = 100;
/** Change rows are pruned after this long (every process has long read them). */
const CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What a rendered page attached to an entry costs in memory; the server layer owns its shape. */
export type AttachedPage = { readonly bytes: number; readonly contentRevision: number };

export type CachedAssessment<View = unknown> = {
  id: string;
  revision: number;
  view: View;
  /** The JSON body of GET /api/assessments/:id, serialised once. */
  json: Buffer;
  /** Strong validator: changes with the revision. */
  etag: string;
  page?: AttachedPage;
};

/**
 * The in-memory cache of assessments for the result page and its JSON, bounded by entries and
 * bytes (least recently used dropped first). An entry is keyed on (id, revision): the revision
 * lives in the database and is bumped on every change. Other processes learn of a change or a
 * deletion through the `assessment_changes` log, read at most once per poll interval and shared
 * by concurrent requests; the process that made the change forgets its copy at once
 * (`forgetAssessment`).
 */
export function createAssessmentCache<View>({
  db,
  maxEntries = ASSESSMENT_CACHE_MAX_ENTRIES,
  maxBytes = ASSESSMENT_CACHE_MAX_BYTES,
  pollIntervalMs = ASSESSMENT_CHANGE_POLL_MS,
  now = () => Date.now(),
}: {
  db: Database;
  maxEntries?: number;
  maxBytes?: number;
  pollIntervalMs?: number;
  now?: () => number;
}) {
  const entries = new Map<string, CachedAssessment<View>>();
  let bytes = 0;
  /** Moves whenever any entry may have become stale; a store begun before a move is dropped. */
  let generation = 0;
  let lastSeq: number | null = null;
  /** Change numbers skipped by the log so far (a transaction still open, or rolled back). */
  const gaps = new Map<number, number>();
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | null = null;

  function sizeOf(entry: CachedAssessment<View>): number {
    return entry.json.length + (entry.page?.bytes ?? 0) + 200;
  }

  function remove(id: string): void {
    const entry = entries.get(id);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(id);
  }

  function insert(entry: CachedAssessment<View>): void {
    remove(entry.id);
    const size = sizeOf(entry);
    if (size > maxBytes) return;
    entries.set(entry.id, entry);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function dropAll(): void {
    entries.clear();
    bytes = 0;
    generation++;
  }

  async function look(): Promise<void> {
    if (lastSeq === null) {
      // A new process has nothing cached: it only needs to know where the log stands. It starts
      // a little behind, so a change committed late with an earlier number is still read.
      const [row] = await db.select({ seq: max(assessmentChanges.seq) }).from(assessmentChanges);
      lastSeq = Math.max(0, Number(row?.seq ?? 0) - START_BEHIND);
      checkedAt = now();
      return;
    }
    const since = gaps.size > 0 ? Math.min(...gaps.keys()) - 1 : lastSeq;
    const rows = await db
      .select({ seq: assessmentChanges.seq, id: assessmentChanges.assessmentId })
      .from(assessmentChanges)
      .where(gt(assessmentChanges.seq, since))
      .orderBy(assessmentChanges.seq)
      .limit(MAX_CHANGES_PER_LOOK);
    const at = now();
    checkedAt = at;
    if (rows.length === MAX_CHANGES_PER_LOOK) {
      dropAll();
      gaps.clear();
      lastSeq = Math.max(lastSeq, Number(rows.at(-1)!.seq));
      return;
    }
    let changed = false;
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= lastSeq && !gaps.has(seq)) continue;
      gaps.delete(seq);
      if (seq > lastSeq) {
        for (let missing = lastSeq + 1; missing < seq && gaps.size < MAX_CHANGES_PER_LOOK; missing++)
          gaps.set(missing, at);
        lastSeq = seq;
      }
      if (entries.has(row.id)) remove(row.id);
      changed = true;
    }
    for (const [seq, seenAt] of gaps) if (at - seenAt > GAP_WAIT_MS) gaps.delete(seq);
    if (changed) generation++;
  }

  /** Brings the cache up to date with changes made elsewhere, at most once per interval. */
  function sync(): Promise<void> | undefined {
    if (now() - checkedAt < pollIntervalMs) return undefined;
    inFlight ??= look().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    sync,

    /** The generation to pass to `storeAttached` for work that starts now. */
    get generation(): number {
      return generation;
    },

    /**
     * The cached entry for `id`, or one built by `load` (which reads the row). A load that
     * overlapped a change is answered but not kept.
     */
    async read(id: string, load: () => Promise<{ revision: number; view: View }>): Promise<CachedAssessment<View>> {
      await sync();
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
        return hit;
      }
      const startedAt = generation;
      const { revision, view } = await load();
      const entry: CachedAssessment<View> = {
        id,
        revision,
        view,
        json: Buffer.from(JSON.stringify(view), "utf8"),
        etag: `"${id.slice(0, 8)}-${revision}"`,
      };
      if (generation === startedAt) insert(entry);
      return entry;
    },

    /** The entry if cached and current as of the last look (no database read). */
    peek(id: string): CachedAssessment<View> | undefined {
      return entries.get(id);
    },

    /** The same as `peek`, and the entry becomes the most recently used (a hit served from it). */
    touch(id: string): CachedAssessment<View> | undefined {
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
      }
      return hit;
    },

    /**
     * Attaches a page rendered from revision `revision` of the assessment, if that is still
     * the cached revision and nothing changed since `startedAt` (a generation).
     */
    attachPage({
      id,
      revision,
      startedAt,
      page,
    }: {
      id: string;
      revision: number;
      startedAt: number;
      page: AttachedPage;
    }): boolean {
      const entry = entries.get(id);
      if (!entry || entry.revision !== revision || generation !== startedAt) return false;
      insert({ ...entry, page });
      return entries.get(id)?.page === page;
    },

    /**
     * Drops this process's copy of an assessment at once. Call it after committing a change
     * or a deletion; other processes learn of it from the change log within a poll interval.
     */
    forgetAssessment(id: string): void {
      remove(id);
      generation++;
    },

    /** Drops everything (tests, or a process that knows many rows changed). */
    clear(): void {
      dropAll();
    },

    /** Retention: change rows older than a day. */
    async pruneChanges(at = new Date()): Promise<number> {
      const removed = await db
        .delete(assessmentChanges)
        .where(lt(assessmentChanges.changedAt, new Date(at.getTime() - CHANGE_RETENTION_MS)))
        .returning({ seq: assessmentChanges.seq });
      return removed.length;
    },

    get size(): number {
      return entries.size;
    },

    get bytes(): number {
      return bytes;
    },
  };
}

export type AssessmentCache<View = unknown> = ReturnType<typeof createAssessmentCache<View>>;
