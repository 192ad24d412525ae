import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '../db/database';

export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (server, { database }) => {
  server.get('/health', async () => {
    await pingDatabase(database.db);
    return { status: 'ok', database: database.kind };
  });
};
