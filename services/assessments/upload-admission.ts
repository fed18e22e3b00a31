import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from "../../integrations/document-text";
import { READER_RETRY_AFTER_SECONDS, type DocumentReader } from "../../integrations/document-text-pool";
import type { AssessmentQuota } from "./assessment-quota";
import { describeUploadLimit } from "./assessment-rate-limits";
import type { RateLimits } from "../platform/rate-limits";
import { ServiceError } from "../platform/service-error";

/**
 * What one process lets into memory of resume uploads at once (issue #37, ADR 022). Every upload
 * reserves its declared size (Content-Length) before a byte of its body is read, and gives it
 * back when it is answered, so the bodies a process holds never pass `maxBytes`, whatever
 * strangers send; beyond it, or beyond the count, an upload is answered 503 unread.
 */
export const UPLOAD_BUDGET = {
  /** Uploads between admission and answer (receiving, waiting for the reader, being read). */
  maxUploads: 16,
  /** Declared body bytes reserved at once. */
  maxBytes: 48 * 1024 * 1024,
  /**
   * Of those, what uploads over `largeBytes` may take together, so the ordinary resumes (tens
   * or hundreds of KB) always find room while strangers hold big uploads open: three of 10 MB.
   */
  maxLargeBytes: 32 * 1024 * 1024,
  largeBytes: 1024 * 1024,
  /** One visitor's uploads in flight at once in one process (a page sends one at a time). */
  maxPerVisitor: 2,
} as const;

/**
 * A multipart body's room around the file: its boundaries, part headers and the few small text
 * fields the form may carry. A request declaring more than the file limit plus this is refused
 * with 413 before its body is read.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

export const UPLOAD_MESSAGES = {
  notMultipart: "Please upload a resume file first.",
  malformed: "Please upload one PDF, DOC, or DOCX file in the field named resume.",
  lengthRequired: "Please send the file with its size (a Content-Length header), as browsers do.",
  tooSlow:
    "The upload took too long to arrive. Please try again on a steadier connection, or paste your resume text instead.",
} as const;

/** An admitted upload: its visitor, and the reservation to give back once it is answered. */
export type UploadTicket = { visitor: string; release(): void };

export type BudgetSpec = typeof UPLOAD_BUDGET;

const busy = () =>
  new ServiceError({ status: 503, message: DOCUMENT_MESSAGES.busy, retryAfterSeconds: READER_RETRY_AFTER_SECONDS });

/**
 * Decides whether an upload may be read, from its headers alone: its declared size, this
 * process's room (uploads and bytes in flight, the reading queue) and the visitor's upload limit
 * in the database (`UPLOAD_RATE_LIMIT` per 10 minutes, held across instances). Room is reserved
 * before the limit is asked, so a crowd of uploads from one address makes one database call
 * per upload it can hold, not one per request.
 */
export function createUploadAdmission({
  quota,
  rateLimits,
  documents,
  uploadLimit,
  budget = UPLOAD_BUDGET,
}: {
  quota: AssessmentQuota;
  rateLimits: RateLimits;
  documents: Pick<DocumentReader, "hasRoom">;
  /** Resume files read per visitor per 10 minutes. */
  uploadLimit: number;
  budget?: BudgetSpec;
}) {
  let uploads = 0;
  let bytes = 0;
  let largeBytes = 0;
  const perVisitor = new Map<string, number>();

  function reserve({ visitor, declaredBytes }: { visitor: string; declaredBytes: number }): () => void {
    const large = declaredBytes > budget.largeBytes;
    const full =
      uploads >= budget.maxUploads ||
      bytes + declaredBytes > budget.maxBytes ||
      (large && largeBytes + declaredBytes > budget.maxLargeBytes) ||
      (perVisitor.get(visitor) ?? 0) >= budget.maxPerVisitor ||
      !documents.hasRoom();
    if (full) throw busy();
    uploads += 1;
    bytes += declaredBytes;
    if (large) largeBytes += declaredBytes;
    perVisitor.set(visitor, (perVisitor.get(visitor) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      uploads -= 1;
      bytes -= declaredBytes;
      if (large) largeBytes -= declaredBytes;
      const left = (perVisitor.get(visitor) ?? 1) - 1;
      if (left > 0) perVisitor.set(visitor, left);
      else perVisitor.delete(visitor);
    };
  }

  return {
    /**
     * Admits an upload declaring `declaredBytes` of body, or throws: 413 over the size limit,
     * 503 with Retry-After when this process has no room, 429 past the visitor's limit. Nothing
     * of the body has been read when it throws.
     */
    async admit({
      visitorAddress,
      declaredBytes,
    }: {
      visitorAddress: string | undefined;
      declaredBytes: number;
    }): Promise<UploadTicket> {
      if (declaredBytes > MAX_UPLOAD_REQUEST_BYTES)
        throw new ServiceError({ status: 413, message: DOCUMENT_MESSAGES.tooLarge });
      const visitor = await quota.hashVisitor(visitorAddress);
      const release = reserve({ visitor, declaredBytes });
      try {
        await rateLimits.take(describeUploadLimit(uploadLimit), visitor);
      } catch (error) {
        release();
        throw error;
      }
      return { visitor, release };
    },

    /** What is reserved now (tests and the memory budget's bench). */
    describeInFlight(): { uploads: number; bytes: number; largeBytes: number } {
      return { uploads, bytes, largeBytes };
    },
  };
}

export type UploadAdmission = ReturnType<typeof createUploadAdmission>;
