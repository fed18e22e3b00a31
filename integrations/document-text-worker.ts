import { parentPort } from "node:worker_threads";
import { DocumentTextError, extractDocumentText } from "./document-text";
import { lowerThisThreadPriority } from "../config/thread-priority";

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

/**
 * Jobs arrive ahead of time (the server posts several so that the next file starts as soon as
 * one is done, without waiting for a turn of the server's busy event loop) and are read one at a
 * time, in arrival order: one file's memory at a time.
 */
const jobs: DocumentJob[] = [];
let reading = false;
/** Niceness steps below the server's event loop (Linux; 19 is the lowest priority). */
const READER_NICENESS = 10;

// Reading a resume is the heaviest CPU work the server does, and a visitor who uploads one waits
// for a whole analysis anyway: when the cores are busy, pages and the database go first (ADR 017).
lowerThisThreadPriority({ by: READER_NICENESS });

parentPort?.on("message", (job: DocumentJob) => {
  jobs.push(job);
  if (!reading) void readQueued();
});

async function readQueued(): Promise<void> {
  reading = true;
  for (let job = jobs.shift(); job; job = jobs.shift()) parentPort?.postMessage(await read(job));
  reading = false;
}

async function read(job: DocumentJob): Promise<DocumentAnswer> {
  try {
    const text = await extractDocumentText({
      fileName: job.fileName,
      bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      minCharacters: job.minCharacters,
      maxCharacters: job.maxCharacters,
    });
    return { id: job.id, text };
  } catch (error) {
    return error instanceof DocumentTextError
      ? { id: job.id, refused: { status: error.status, message: error.message } }
      : { id: job.id, failed: String((error as Error | null)?.message ?? error) };
  }
}
