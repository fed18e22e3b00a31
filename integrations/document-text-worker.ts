import { parentPort } from "node:worker_threads";
import { getResolvedPDFJS } from "unpdf";
import { DocumentTextError, extractDocumentText, type DocumentRefusal } from "./document-text";
import { lowerThisThreadPriority, readThisThreadId } from "../config/thread-priority";

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
/** Sent once, when the thread has loaded the PDF reader: a file's reading clock starts then. */
export type ReaderNotice = { ready: true; threadId: number | null };
export type DocumentAnswer =
  { id: number; text: string } | { id: number; refused: DocumentRefusal } | { id: number; failed: string };

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

/**
 * A one-line PDF read once at start: the PDF reader is loaded and its code warmed before the first
 * file's clock starts, so a file's time budget and slice count its own reading only (ADR 022).
 * Offsets are not given: the reader finds the objects itself, as it does in a damaged file.
 */
const WARM_UP_PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Count 1 /Kids [3 0 R] >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj",
    "4 0 obj << /Length 60 >> stream",
    "BT /F1 12 Tf 72 720 Td (Warehouse Supervisor, 2020 - Present) Tj ET",
    "endstream endobj",
    "5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
);

void getResolvedPDFJS()
  .then(() =>
    extractDocumentText({ fileName: "warm-up.pdf", bytes: WARM_UP_PDF, minCharacters: 1, maxCharacters: 1000 }),
  )
  .catch(() => undefined)
  .then(() => parentPort?.postMessage({ ready: true, threadId: readThisThreadId() } satisfies ReaderNotice));

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
    // A file in shared memory (an upload, shared by the server thread without a copy) is copied
    // here, on this thread, so the parsers own the bytes they read.
    const bytes =
      job.bytes.buffer instanceof SharedArrayBuffer
        ? Buffer.from(job.bytes)
        : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const text = await extractDocumentText({
      fileName: job.fileName,
      bytes,
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
