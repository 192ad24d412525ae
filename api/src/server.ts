import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { operatorCommands, type OperatorCommand } from './operator/commands';
import { operatorRoutes } from './operator/operator-routes';
import { healthRoutes } from './routes/health';
import { profileFeature } from './routes/profile/profile-feature';
import { databaseStorage } from './storage/database-storage';
import type { FileStorage } from './storage/storage';

export type ServerOptions = {
  database: DatabaseHandle;
  /** The built app to serve beside the API; left out, the server answers only /api. */
  appDistDir?: string | undefined;
  /** Secret of the loopback operator route; left out, the route does not exist. */
  operatorToken?: string | undefined;
  /** Commands that route runs; defaults to every operator command. */
  operatorCommands?: OperatorCommand[];
  /** Log level; left out, the server logs nothing (tests). */
  logLevel?: string;
  /** Where uploads live; left out, in the database. */
  storage?: FileStorage;
  /** The signed-in user's id for a request, or undefined (the profile routes then answer 401). */
  signedInUserId?: (request: FastifyRequest) => Promise<string | undefined>;
};

/** Every failure leaves in this one shape: a sentence for people, and per-field messages when a field is at fault. */
export type ErrorBody = { error: string; errors?: Record<string, string[]> };

export async function buildServer({
  database,
  appDistDir,
  operatorToken,
  operatorCommands: commands = operatorCommands,
  logLevel,
  storage = databaseStorage(database.db),
  signedInUserId = async () => undefined,
}: ServerOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: logLevel ? { level: logLevel } : false, bodyLimit: 1024 * 1024 });

  server.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error(error);
    const body: ErrorBody = { error: statusCode === 500 ? 'Something went wrong on our side.' : error.message };
    return reply.status(statusCode).send(body);
  });

  await server.register(healthRoutes, { prefix: '/api/v1', database });
  await server.register(profileFeature, {
    prefix: '/api/v1',
    db: database.db,
    storage,
    userIdOf: async (request) => {
      const userId = await signedInUserId(request);
      if (userId === undefined) throw Object.assign(new Error('Please sign in.'), { statusCode: 401 });
      return userId;
    },
  });
  if (operatorToken) {
    await server.register(operatorRoutes, { prefix: '/api/operator', db: database.db, token: operatorToken, commands });
  }

  const serveApp = appDistDir !== undefined && existsSync(appDistDir);
  if (serveApp) {
    await server.register(fastifyStatic, { root: appDistDir, wildcard: false });
  }
  server.setNotFoundHandler((request, reply) => {
    // Client routes of the single-page app (/login/jumper, /jumper/explore…) all load index.html.
    if (serveApp && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    const body: ErrorBody = { error: `No route ${request.method} ${request.url.split('?')[0]}.` };
    return reply.status(404).send(body);
  });

  return server;
}
