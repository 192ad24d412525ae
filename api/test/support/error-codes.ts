/**
 * What a client needs to word a failure in its user's language: a code, and the codes of the per-field messages
 * under the same keys and as many. Empty when the body has them.
 */
export function missingCodes(body: unknown): string[] {
  const {
    code,
    errors,
    field_codes: fieldCodes,
  } = (body ?? {}) as {
    code?: unknown;
    errors?: Record<string, unknown[]>;
    field_codes?: Record<string, unknown[]>;
  };
  const missing = typeof code === 'string' && code !== '' ? [] : ['no code'];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const codes = fieldCodes?.[field];
    if (!Array.isArray(codes) || codes.length !== messages.length || !codes.every((each) => typeof each === 'string')) {
      missing.push(`no code for each message of ${field}`);
    }
  }
  return missing;
}
