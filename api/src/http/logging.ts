import type { FastifyServerOptions } from 'fastify';

/**
 * Fields that may hold secrets or personal data, wherever they appear in a log line (pino's redaction censors them
 * before the line is written): passwords and their hashes, keys and tokens, one-time codes, bank and social-security
 * numbers, and the parameters of a failed SQL statement, which can hold any of these.
 */
const redactedFields = [
  'password',
  'passwordHash',
  'password_hash',
  'current_password',
  'new_password',
  'new_password_confirmation',
  'password_confirmation',
  'authentication_key',
  'id_token',
  'token',
  'otp',
  'iban',
  'ahv_number',
  'params',
];

/** Every field above at the top of a logged object and one or two levels down (`err.params`, `body.user.password`). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...redactedFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

type LoggedError = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  statusCode?: unknown;
  cause?: unknown;
};

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** The stack's frames without the message that heads it (which may run over several lines). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * A failed statement is logged by its SQL text, the database's SQLSTATE and the table, column or constraint it names,
 * never by its parameters or by the database's message, which can quote a value (`invalid input syntax: "…"`).
 */
function serializeError(error: LoggedError): SerializedError {
  const cause = (error.cause ?? undefined) as
    { code?: unknown; table?: unknown; column?: unknown; constraint?: unknown } | undefined;
  if (typeof error.query === 'string') {
    return {
      type: error.name,
      message: 'A database statement failed.',
      query: error.query,
      params: error.params,
      sqlState: cause?.code,
      table: cause?.table,
      column: cause?.column,
      constraint: cause?.constraint,
      stack: framesOf(error),
    };
  }
  return {
    type: error.name,
    message: error.message,
    code: error.code,
    statusCode: error.statusCode,
    stack: error.stack ?? '',
  };
}

/** Fastify's logger options: the level, redaction of secrets and personal data, and errors without their values. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
