import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { operatorCommands, type OperatorCommand } from './operator/commands';
import { operatorRoutes } from './operator/operator-routes';
import { healthRoutes } from './routes/health';

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
};

/** Every failure leaves in this one shape: a sentence for people, and per-field messages when a field is at fault. */
export type ErrorBody = { error: string; errors?: Record<string, string[]> };

export async function buildServer({
  database,
  appDistDir,
  operatorToken,
  operatorCommands: commands = operatorCommands,
  logLevel,
}: ServerOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: logLevel ? { level: logLevel } : false, bodyLimit: 1024 * 1024 });

  server.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error(error);
    const body: ErrorBody = { error: statusCode === 500 ? 'Something went wrong on our side.' : error.message };
    return reply.status(statusCode).send(body);
  });

  await server.register(healthRoutes, { prefix: '/api/v1', database });
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
