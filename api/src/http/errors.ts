/** Every failure leaves in this one shape: a sentence for people, and per-field messages when a field is at fault. */
export type ErrorBody = { error: string; errors?: Record<string, string[]> };

/**
 * An answer in the error shape: a 4xx, or a 503 when a service the call needs (the mail server) is down. Throw it from a handler (or a hook) and the error handler sends it:
 * `throw new HttpError(404, 'Work experience not found.')`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

/** A 422 for one field: `throw fieldError('user.email', 'Please enter a valid email.')`. */
export function fieldError(field: string, message: string, statusCode = 422): HttpError {
  return new HttpError(statusCode, message, { [field]: [message] });
}

/** A 422 for several fields at once; the first message becomes the sentence. Returns nothing when `errors` is empty. */
export function fieldErrors(errors: Record<string, string[]>): HttpError | undefined {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0];
  return first === undefined ? undefined : new HttpError(422, first, errors);
}
