/**
 * Input a handler has already validated, handed to a service that must decide when a refusal may
 * be told: the typed value, or the error to throw (a ZodError, answered 400 with its message).
 * Used where the caller's right to act is checked before the body is judged (ADR 021).
 */
export type CheckedInput<T> = { ok: true; value: T } | { ok: false; refusal: Error };
