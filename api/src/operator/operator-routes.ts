import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { OperatorUsageError, runOperatorCommand, type OperatorCommand, type OperatorContext } from './commands';

type Options = { db: Database; token: string; commands: OperatorCommand[]; context: OperatorContext };

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets the operator CLI run a command inside the server that holds the embedded database.
 * Internal, not part of the public contract: loopback only, and only with the secret from the
 * lock file that only the server's user can read.
 */
export const operatorRoutes: FastifyPluginAsync<Options> = async (server, { db, token, commands, context }) => {
  server.post<{ Body: { command: string; args: string[] } }>(
    '/run',
    {
      schema: {
        body: {
          type: 'object',
          required: ['command', 'args'],
          additionalProperties: false,
          properties: {
            command: { type: 'string', maxLength: 100 },
            args: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 10_000 } },
          },
        },
      },
    },
    async (request, reply) => {
      const authorization = request.headers.authorization ?? '';
      if (!loopback.has(request.ip) || !sameSecret(authorization, `Bearer ${token}`)) {
        return reply.status(404).send({ error: `No route POST ${request.url}.`, code: 'not_found' });
      }
      try {
        return { output: await runOperatorCommand(commands, db, request.body.command, request.body.args, context) };
      } catch (error) {
        if (error instanceof OperatorUsageError) {
          return reply.status(422).send({ error: error.message, code: 'validation_failed' });
        }
        throw error;
      }
    },
  );
};
