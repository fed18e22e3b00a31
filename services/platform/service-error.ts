/**
 * An error a service raises on purpose, carrying the HTTP status the API answers with and a
 * message that is safe to show to the person who made the request.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  readonly status: number;
  /** Sent as Retry-After (seconds) with the answer, where waiting helps (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor({
    status,
    message,
    retryAfterSeconds,
  }: {
    status: 400 | 401 | 403 | 404 | 408 | 409 | 411 | 413 | 422 | 429 | 503;
    message: string;
    retryAfterSeconds?: number;
  }) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function notFound(message = "Not found"): ServiceError {
  return new ServiceError({ status: 404, message });
}
