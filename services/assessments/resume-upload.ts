import { DocumentTextError } from "../../integrations/document-text";
import type { DocumentReader } from "../../integrations/document-text-pool";
import { MAX_RESUME_TEXT_CHARACTERS, MIN_RESUME_TEXT_CHARACTERS } from "./assessment-input";
import type { AssessmentQuota } from "./assessment-quota";
import { describeUploadLimit } from "./assessment-rate-limits";
import type { RateLimits } from "../platform/rate-limits";
import { ServiceError } from "../platform/service-error";

/**
 * POST /api/assessments/upload-file: the text of an uploaded resume, read in memory off the event
 * loop (never stored), limited per visitor (ADR 022).
 */
export function createResumeUpload({
  quota,
  rateLimits,
  documents,
  uploadLimit,
}: {
  quota: AssessmentQuota;
  rateLimits: RateLimits;
  documents: DocumentReader;
  /** Resume files read per visitor per 10 minutes. */
  uploadLimit: number;
}) {
  return async function extractUpload({
    fileName,
    bytes,
    visitorAddress,
  }: {
    fileName: string;
    bytes: Buffer;
    visitorAddress: string | undefined;
  }): Promise<{ fileName: string; textLength: number; extractedText: string }> {
    const safeName = fileName.replace(/^.*[\\/]/, "").slice(0, 200);
    const visitor = await quota.hashVisitor(visitorAddress);
    await rateLimits.take(describeUploadLimit(uploadLimit), visitor);
    try {
      // Cut to what POST /api/assessments/text accepts, and refused below its minimum, so an
      // extracted file can always be sent on for analysis.
      const extractedText = await documents.extract({
        fileName: safeName,
        bytes,
        minCharacters: MIN_RESUME_TEXT_CHARACTERS,
        maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
        visitor,
      });
      return { fileName: safeName, textLength: extractedText.length, extractedText };
    } catch (error) {
      if (error instanceof DocumentTextError)
        throw new ServiceError({
          status: error.status,
          message: error.message,
          retryAfterSeconds: error.retryAfterSeconds,
        });
      throw error;
    }
  };
}
