import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/** Requests whose sender waits for "100 Continue" before sending their body. */
const awaitingContinue = new WeakSet<IncomingMessage>();

/** The routes that decide on a request before its body is sent: the resume upload (ADR 022). */
const DECIDES_BEFORE_BODY = /^\/api\/assessments\/upload-file(?:[?#]|$)/i;

/**
 * The server's `checkContinue` handler: a request sent with `Expect: 100-continue` (curl and
 * other clients do so for large bodies) is told to go on at once, except an upload, whose route
 * says so only once it has admitted it ({@link askForBody}); a refused upload's sender then
 * sends no body at all.
 */
export function answerExpectContinue(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (DECIDES_BEFORE_BODY.test(req.url ?? "")) awaitingContinue.add(req);
    else res.writeContinue();
    listener(req, res);
  };
}

/** Tells a sender waiting for "100 Continue" to send its body now (no-op for any other request). */
export function askForBody({ req, res }: { req: IncomingMessage; res: ServerResponse }): void {
  if (awaitingContinue.delete(req)) res.writeContinue();
}
