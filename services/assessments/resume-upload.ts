import { DocumentTextError } from "../../integrations/document-text";
import type { DocumentReader } from "../../integrations/document-text-pool";
import { MAX_RESUME_TEXT_CHARACTERS, MIN_RESUME_TEXT_CHARACTERS } from "./assessment-input";
import type { UploadTicket } from "./upload-admission";
import { ServiceError } from "../platform/service-error";

/**
 * POST /api/assessments/upload-file: the text of an uploaded resume, read in memory off the event
 * loop (never stored). The upload was admitted before its body was read
 * (services/assessments/upload-admission.ts: size, room, the visitor's limit; ADR 022).
 */
export function createResumeUpload({ documents }: { documents: DocumentReader }) {
  return async function extractUpload({
    ticket,
    fileName,
    bytes,
  }: {
    ticket: UploadTicket;
    fileName: string;
    bytes: Buffer;
  }): Promise<{ fileName: string; textLength: number; extractedText: string }> {
    const safeName = fileName.replace(/^.*[\\/]/, "").slice(0, 200);
    try {
      // Cut to what POST /api/assessments/text accepts, and refused below its minimum, so an
      // extracted file can always be sent on for analysis.
      const extractedText = await documents.extract({
        fileName: safeName,
        bytes,
        minCharacters: MIN_RESUME_TEXT_CHARACTERS,
        maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
        visitor: ticket.visitor,
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
