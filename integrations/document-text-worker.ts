import { parentPort } from "node:worker_threads";
import { DocumentTextError, extractDocumentText } from "./document-text";

/**
 * The worker thread that reads uploaded resumes (integrations/document-text-pool.ts): PDF, DOCX
 * and DOC parsing is CPU-heavy and synchronous in stretches, so it runs here, off the server's
 * event loop. One job at a time; each answer carries the job's id.
 */
export type DocumentJob = {
  id: number;
  fileName: string;
  bytes: Uint8Array;
  minCharacters: number;
  maxCharacters: number;
};
export type DocumentAnswer =
  | { id: number; text: string }
  | { id: number; refused: { status: 400 | 413 | 422; message: string } }
  | { id: number; failed: string };

parentPort?.on("message", async (job: DocumentJob) => {
  let answer: DocumentAnswer;
  try {
    const text = await extractDocumentText({
      fileName: job.fileName,
      bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      minCharacters: job.minCharacters,
      maxCharacters: job.maxCharacters,
    });
    answer = { id: job.id, text };
  } catch (error) {
    answer =
      error instanceof DocumentTextError
        ? { id: job.id, refused: { status: error.status, message: error.message } }
        : { id: job.id, failed: String((error as Error | null)?.message ?? error) };
  }
  parentPort?.postMessage(answer);
});
