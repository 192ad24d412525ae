import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

type Visit = { value: unknown; key: string; parent: Visit | undefined };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * The dotted path of a string in `value` that holds U+0000, or undefined when there is none. Walked with a list
 * rather than recursion, and the path spelled out only when found: a body may nest 100,000 arrays deep.
 */
export function pathOfNulCharacter(value: unknown): string | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}

export const nulCharacterMessage = 'This field contains a character that is not allowed (U+0000).';

/**
 * PostgreSQL's text cannot hold the NUL character, and no form has a reason to send one: a body field holding one
 * is a 422 naming the field, a query or path parameter a 400, before any handler runs.
 */
export function refuseNulCharacters(server: FastifyInstance) {
  server.addHook('preValidation', (request, _reply, done) => {
    const inBody = pathOfNulCharacter(request.body);
    if (inBody !== undefined) {
      const field = inBody || 'body';
      return done(
        httpError(422, 'validation_failed', `Please check ${field}: ${nulCharacterMessage}`, {
          fields: { [field]: [{ code: 'nul_character', message: nulCharacterMessage }] },
        }),
      );
    }
    const inParameters = pathOfNulCharacter(request.query) ?? pathOfNulCharacter(request.params);
    if (inParameters !== undefined) {
      return done(
        httpError(400, 'bad_request', 'The query or path of this request is not valid.', {
          fields: { [inParameters]: [{ code: 'nul_character', message: nulCharacterMessage }] },
        }),
      );
    }
    done();
  });
}
