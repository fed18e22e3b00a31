/**
 * An error a service raises on purpose, carrying the HTTP status the API answers with and a
 * message that is safe to show to the person who made the request.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  readonly status: number;

  constructor({ status, message }: { status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503; message: string }) {
    super(message);
    this.status = status;
  }
}

export function notFound(message = "Not found"): ServiceError {
  return new ServiceError({ status: 404, message });
}
