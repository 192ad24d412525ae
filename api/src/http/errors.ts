import type { components } from '@jumpers/contract';

/** What went wrong, for a client to word in its user's language (`ErrorCode` of the contract). */
export type ErrorCode = components['schemas']['ErrorCode'];
/** Why one field is at fault (`FieldErrorCode` of the contract). */
export type FieldErrorCode = components['schemas']['FieldErrorCode'];

/**
 * Every failure leaves in this one shape: a sentence for people, the code of what went wrong, and per-field
 * messages with their codes (in the same order) when a field is at fault.
 */
export type ErrorBody = {
  error: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
  field_codes?: Record<string, FieldErrorCode[]>;
};

/** One field's problem: its code and its English message. */
export type FieldProblem = { code: FieldErrorCode; message: string };

/** The code of a failure whose thrower named none. */
export function defaultCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'bad_request';
    case 401:
      return 'sign_in_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    case 431:
      return 'headers_too_large';
    case 503:
      return 'service_unavailable';
    default:
      return statusCode >= 500 ? 'internal_error' : 'bad_request';
  }
}

export type HttpErrorOptions = {
  /** @defaultValue the status's code (`defaultCode`) */
  code?: ErrorCode;
  /** Per-field problems; their messages become `errors`, their codes `field_codes`. */
  fields?: Record<string, FieldProblem[]>;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
};

/**
 * An answer in the error shape: a 4xx, or a 503 when a service the call needs (the mail server) is down. Throw it from
 * a handler (or a hook) and the error handler sends it: `throw httpError(404, 'not_found', 'Work experience not
 * found.')`. Constructed directly, its per-field messages have the code `invalid` unless `fieldCodes` names theirs.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly fieldCodes?: Record<string, FieldErrorCode[]>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
    coded: { code?: ErrorCode; fieldCodes?: Record<string, FieldErrorCode[]> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = coded.code ?? defaultCode(statusCode);
    this.fieldCodes = coded.fieldCodes;
  }

  toBody(): ErrorBody {
    if (!this.errors) return { error: this.message, code: this.code };
    const fieldCodes = Object.fromEntries(
      Object.entries(this.errors).map(([field, messages]) => [
        field,
        messages.map((_message, index) => this.fieldCodes?.[field]?.[index] ?? ('invalid' as const)),
      ]),
    );
    return { error: this.message, code: this.code, errors: this.errors, field_codes: fieldCodes };
  }
}

/** An HttpError with its code: `throw httpError(409, 'job_closed', 'This job is closed…')`. */
export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  { fields, headers }: Omit<HttpErrorOptions, 'code'> = {},
): HttpError {
  if (!fields) return new HttpError(statusCode, message, undefined, headers, { code });
  const errors: Record<string, string[]> = {};
  const fieldCodes: Record<string, FieldErrorCode[]> = {};
  for (const [field, problems] of Object.entries(fields)) {
    errors[field] = problems.map((problem) => problem.message);
    fieldCodes[field] = problems.map((problem) => problem.code);
  }
  return new HttpError(statusCode, message, errors, headers, { code, fieldCodes });
}

/**
 * A 422 for one field: `throw fieldError('user.email', 'Please enter a valid email.', 422, 'invalid_email')`; the
 * answer's code is `validation_failed`.
 */
export function fieldError(
  field: string,
  message: string,
  statusCode = 422,
  fieldCode: FieldErrorCode = 'invalid',
): HttpError {
  return httpError(statusCode, defaultCode(statusCode), message, {
    fields: { [field]: [{ code: fieldCode, message }] },
  });
}

/**
 * A 422 `validation_failed` for several fields at once; the first message becomes the sentence. A bare message has
 * the code `invalid`. Returns nothing when `errors` is empty.
 */
export function fieldErrors(errors: Record<string, (FieldProblem | string)[]>): HttpError | undefined {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, problems]) => [
      field,
      problems.map((problem) =>
        typeof problem === 'string' ? { code: 'invalid' as const, message: problem } : problem,
      ),
    ]),
  );
  const first = Object.values(fields).find((problems) => problems.length > 0)?.[0];
  return first === undefined ? undefined : httpError(422, 'validation_failed', first.message, { fields });
}
