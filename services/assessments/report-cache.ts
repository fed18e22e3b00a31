/**
 * Public PDF reports, built once per assessment revision in this process and kept, least recently
 * used first out, within a byte budget (issue #37). A report is keyed on (id, revision): the
 * caller reads the revision from the assessment cache, which follows every change and deletion
 * made on any instance (the change log, services/assessments/assessment-cache.ts), so a kept
 * report can never be one an assessment has moved on from; a re-pick makes a new key, and a
 * deleted assessment is answered 404 before its key is looked up. Concurrent requests for one
 * report share one build. The owner's own report (personal details) is never kept.
 */
export const REPORT_CACHE_MAX_BYTES = 8 * 1024 * 1024;

export type Report = { bytes: Buffer; etag: string };

export function createReportCache({ maxBytes = REPORT_CACHE_MAX_BYTES }: { maxBytes?: number } = {}) {
  const reports = new Map<string, Report>();
  const building = new Map<string, Promise<Report>>();
  let bytes = 0;

  const keyOf = (id: string, revision: number) => `${id}:${revision}`;

  function remove(key: string): void {
    const report = reports.get(key);
    if (!report) return;
    reports.delete(key);
    bytes -= report.bytes.length;
  }

  function keep(key: string, report: Report): void {
    if (report.bytes.length > maxBytes) return;
    remove(key);
    reports.set(key, report);
    bytes += report.bytes.length;
    for (const oldest of reports.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    /**
     * The report of revision `revision`, from memory, or built by `build` (once, however many ask
     * at the same time). `build` is where the caller counts the visitor's builds.
     */
    read({ id, revision, build }: { id: string; revision: number; build: () => Promise<Report> }): Promise<Report> {
      const key = keyOf(id, revision);
      const kept = reports.get(key);
      if (kept) {
        reports.delete(key);
        reports.set(key, kept);
        return Promise.resolve(kept);
      }
      let pending = building.get(key);
      if (!pending) {
        pending = build()
          .then((report) => {
            keep(key, report);
            return report;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },

    /** Frees a deleted assessment's reports in this process. */
    forgetAssessment(id: string): void {
      for (const key of [...reports.keys()]) if (key.startsWith(`${id}:`)) remove(key);
    },

    get bytes(): number {
      return bytes;
    },
  };
}

export type ReportCache = ReturnType<typeof createReportCache>;
