import { connect, type Socket } from "node:net";

/** A server's answer as a raw connection saw it. */
export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The informational answers before it (100 Continue). */
  interim: number[];
  /** Milliseconds from the connection's start to the answer's first byte. */
  ms: number;
};

/** A multipart body holding one file in `field`, and its boundary. */
export function buildMultipartBody({
  file,
  fileName,
  field = "resume",
}: {
  file: Buffer;
  fileName: string;
  field?: string;
}): { body: Buffer; boundary: string } {
  const boundary = `----raw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

/**
 * An upload over its own connection, sent the way a test needs it: the head (with any extra
 * headers), then only `firstBodyBytes` of the body until `sendRest` is called, or none while the
 * head asks `Expect: 100-continue` and no "100 Continue" came. The answer is read as raw bytes,
 * so a test sees exactly when it came and how much of the body had been sent by then.
 */
export function startRawUpload({
  port,
  body,
  boundary,
  path = "/api/assessments/upload-file",
  headers = {},
  firstBodyBytes = Number.POSITIVE_INFINITY,
  expectContinue = false,
}: {
  port: number;
  body: Buffer;
  boundary: string;
  path?: string;
  headers?: Record<string, string>;
  firstBodyBytes?: number;
  expectContinue?: boolean;
}): { answer: Promise<RawAnswer>; sendRest(): void; bodyBytesSent(): number; socket: Socket } {
  const started = performance.now();
  const socket = connect({ port, host: "127.0.0.1" });
  let sent = 0;
  let answered = false;
  let raw = Buffer.alloc(0);
  let firstByteMs = 0;
  const send = (upTo: number) => {
    if (answered || socket.destroyed || sent >= Math.min(upTo, body.length)) return;
    const chunk = body.subarray(sent, Math.min(upTo, body.length));
    sent += chunk.length;
    socket.write(chunk);
  };
  const extra = Object.entries({
    ...(expectContinue ? { Expect: "100-continue" } : {}),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.on("connect", () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n${extra}\r\n`,
    );
    if (!expectContinue) send(firstBodyBytes);
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const finish = () => {
      const parsed = parseAnswer(raw);
      if (!parsed) {
        reject(new Error(`no answer (${raw.length} bytes received)`));
        return;
      }
      resolve({ ...parsed, ms: Math.round(firstByteMs) });
    };
    socket.on("data", (chunk: Buffer) => {
      if (raw.length === 0) firstByteMs = performance.now() - started;
      raw = Buffer.concat([raw, chunk]);
      const parsed = parseAnswer(raw);
      if (expectContinue && parsed === null && raw.toString("latin1").startsWith("HTTP/1.1 100")) send(firstBodyBytes);
      if (parsed && parsed.complete) {
        answered = true;
        socket.end();
        resolve({ ...parsed, ms: Math.round(firstByteMs) });
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (!answered) finish();
    });
  });
  return {
    answer,
    sendRest: () => send(Number.POSITIVE_INFINITY),
    bodyBytesSent: () => sent,
    socket,
  };
}

/** The final answer in `raw` (after any 1xx), or null while its head is incomplete. */
function parseAnswer(raw: Buffer): (Omit<RawAnswer, "ms"> & { complete: boolean }) | null {
  const interim: number[] = [];
  let offset = 0;
  for (;;) {
    const end = raw.indexOf("\r\n\r\n", offset);
    if (end === -1) return null;
    const lines = raw.subarray(offset, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0);
    if (status >= 100 && status < 200) {
      interim.push(status);
      offset = end + 4;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const body = raw.subarray(end + 4, end + 4 + length);
    return { status, headers, body: body.toString("utf8"), interim, complete: body.length >= length };
  }
}
