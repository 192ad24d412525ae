import type { FastifyPluginAsync } from 'fastify';
import { revokeSession } from '../auth/sessions';
import { route } from '../contract/route';
import type { DatabaseHandle } from '../db/database';

export const sessionRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (server, { database }) => {
  route(server, 'signOut', async (_request, reply, session) => {
    await revokeSession(database.db, session.sessionId);
    return reply.status(204).send();
  });
};
