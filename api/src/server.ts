import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DigestSender } from './alerts/alert-digest';
import { startDigestSchedule } from './alerts/digest-schedule';
import { googleJwksUrl, googleVerifier } from './auth/google';
import { authenticator } from './auth/sessions';
import { defaultMapTileUrl, mapTileOrigin, type VapidKeys } from './config';
import { ContractFault, installContract, validationError } from './contract/runtime';
import type { DatabaseHandle } from './db/database';
import { appPages } from './http/app-pages';
import { defaultCode, HttpError, type ErrorBody, type ErrorCode } from './http/errors';
import { loggerOptions } from './http/logging';
import { refuseNulCharacters } from './http/nul-characters';
import { securityHeaders } from './http/security-headers';
import {
  defaultRateLimits,
  memoryCounterStore,
  RateLimiter,
  redisCounterStore,
  type RateLimits,
} from './limits/rate-limiter';
import { startMailDispatcher } from './mail/mail-outbox';
import type { Agent } from 'node:https';
import { startPushSender } from './push/push-sender';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { operatorCommands, type OperatorCommand } from './operator/commands';
import { operatorRoutes } from './operator/operator-routes';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { jobAlertRoutes } from './routes/job-alerts';
import { applicationRoutes } from './routes/applications';
import { pushSubscriptionRoutes } from './routes/push-subscriptions';
import { jobRoutes } from './routes/jobs';
import { passwordResetRoutes } from './routes/password-reset';
import { profileFeature } from './routes/profile/profile-feature';
import { sessionRoutes } from './routes/sessions';
import type { CoreServices } from './services';
import { databaseStorage } from './storage/database-storage';
import type { FileStorage } from './storage/storage';
import { defaultUploadTempDir } from './uploads/received-upload';
import { defaultUploadLimits, type UploadLimits } from './uploads/upload-limits';

export type { ErrorBody } from './http/errors';

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
  /** Where log lines go; left out, standard output. */
  logStream?: NodeJS.WritableStream;
  /** Where uploads live; left out, in the database. */
  storage?: FileStorage;
  /** Where uploads wait while they are read and checked; left out, a folder in the system's temp dir. */
  uploadTempDir?: string;
  /** Overrides of the default upload limits per account and of the pace a body must keep (tests). */
  uploadLimits?: Partial<UploadLimits>;
  /** Only the core's routes, without the features' (tests of the route binding itself). */
  coreOnly?: boolean;
  /**
   * A response that breaks openapi.yaml: true (default) checks every response and answers 500 naming the fault,
   * so tests catch it; false (production) checks one response of each call in 100, logs a fault and sends it.
   */
  strictResponses?: boolean;
  /** Mail: SMTP when smtpUrl is set, else files in outboxDir (default: a folder in the system's temp dir). */
  mail?: { smtpUrl?: string | undefined; outboxDir?: string; from?: string };
  /** Rate-limit counters in this Redis (shared by every process); left out, in memory. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys, so that separate deployments (or test runs) sharing a Redis do not mix. */
  rateLimitPrefix?: string;
  /** Overrides of the default limits (tests). */
  rateLimits?: Partial<RateLimits>;
  google?: { clientId?: string | undefined; jwksUrl?: string };
  /** VAPID keys: notifications of an application's new stage to the jumper's devices; left out, none are offered. */
  push?: { vapid: VapidKeys | undefined; agent?: Agent };
  /** Origins allowed to call the API cross-origin; left out or empty: none. */
  corsOrigins?: string[];
  /** Number of proxies whose X-Forwarded-For is trusted for the client's IP. */
  trustProxyHops?: number;
  /** Tile address of the app's job maps; its origin may serve images. Left out, OpenStreetMap's. */
  mapTileUrl?: string;
  /** The address people reach the app at, for links in e-mail. Left out, http://localhost:3000. */
  publicUrl?: string;
  /** Sends the job alerts' daily digests while the server runs (alerts/digest-schedule.ts); left out, not (tests). */
  digestSchedule?: boolean;
};

/**
 * Content-Security-Policy for the app and the API: scripts only from this origin (the Vite build has no inline
 * script) and Google's sign-in client; styles also inline, because Radix dialogs inject a small <style> to lock
 * scrolling; maps and Google sign-in in frames; nothing may frame this site. buildServer adds the origin of the
 * job maps' tiles to img-src.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  frameSrc: ['https://accounts.google.com/gsi/', 'https://www.google.com/maps/', 'https://maps.google.com/'],
  workerSrc: ["'self'", 'blob:'],
  upgradeInsecureRequests: null,
};

/** Errors of the connection itself (headers too large, timeouts) in the error shape, as Node would answer them. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, code]: [number, string, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line or headers are too large.', 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long.', 'request_timeout']
        : [400, 'The request is not valid HTTP.', 'bad_request'];
  const body = JSON.stringify({ error: text, code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** JSON bodies above this are a 413; uploads are multipart and have their own limit. */
export const jsonBodyLimit = 1024 * 1024;

const fastifyErrors: Record<string, { text: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { text: 'The body is not valid JSON.', code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { text: 'The body is empty.', code: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { text: 'The body is too large.', code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { text: 'This content type is not accepted.', code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { text: 'The Content-Length does not match the body.', code: 'bad_request' },
};

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { database, appDistDir, logLevel, strictResponses = true } = options;
  const server = Fastify({
    logger: logLevel ? loggerOptions(logLevel, options.logStream) : false,
    bodyLimit: jsonBodyLimit,
    clientErrorHandler,
    // Trust X-Forwarded-For only from the configured number of proxies in front of this server.
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxyHops ?? 0),
  });

  // An empty body with Content-Type: application/json is "no body" (some clients send the header on a bare POST);
  // a call that needs a body then answers 422 from the contract instead of a parser error.
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  server.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      const answer = validationError(error.validation as never, error.validationContext ?? 'body');
      return reply.status(answer.statusCode).send(answer.toBody());
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // The message of its own would head the log line; the error's serializer decides what of it is logged.
    if (statusCode === 500) request.log.error({ err: error }, 'request failed');
    // A 500's body never carries the error's message (it may quote SQL and its values), except a response that
    // breaks the contract in tests and development, whose message names only the faulty field.
    const known = fastifyErrors[error.code];
    const text =
      statusCode === 500
        ? strictResponses && error instanceof ContractFault
          ? `Something went wrong on our side: ${error.message}`
          : 'Something went wrong on our side.'
        : (known?.text ?? error.message);
    const body: ErrorBody = {
      error: text,
      code: statusCode === 500 ? 'internal_error' : (known?.code ?? defaultCode(statusCode)),
    };
    return reply.status(statusCode).send(body);
  });

  installContract(server, { strictResponses, authenticate: authenticator(database.db) });
  refuseNulCharacters(server);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        // The job maps are <img> tiles, so only img-src needs their server.
        imgSrc: [...contentSecurityPolicy.imgSrc, mapTileOrigin(options.mapTileUrl ?? defaultMapTileUrl)],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: strictResponses ? false : { maxAge: 31_536_000, includeSubDomains: true },
  });
  server.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  const corsOrigins = options.corsOrigins ?? [];
  await server.register(fastifyCors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  const services: CoreServices = {
    database,
    mailer: options.mail?.smtpUrl
      ? smtpMailer(options.mail.smtpUrl, options.mail.from ?? 'jumpers <no-reply@jumpers.localhost>')
      : outboxMailer(
          options.mail?.outboxDir ?? path.join(tmpdir(), 'jumpers-outbox'),
          options.mail?.from ?? 'jumpers <no-reply@jumpers.localhost>',
        ),
    limiter: new RateLimiter(
      options.redisUrl
        ? redisCounterStore(options.redisUrl, options.rateLimitPrefix ?? 'jumpers:rate:')
        : memoryCounterStore(),
    ),
    limits: { ...defaultRateLimits, ...options.rateLimits },
    verifyGoogle: googleVerifier({
      clientId: options.google?.clientId,
      jwksUrl: options.google?.jwksUrl ?? googleJwksUrl,
    }),
  };
  const digestSender: DigestSender = {
    mailer: services.mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  };
  const schedule = options.digestSchedule
    ? await startDigestSchedule(database, digestSender, (message, error) => server.log.error({ err: error }, message))
    : undefined;
  // E-mail and notifications that changes queued in their outbox tables (application stages) go out after the commit.
  const mailDispatcher = startMailDispatcher(database.db, services.mailer, (message, error) =>
    server.log.error({ err: error }, message),
  );
  const pushSender = options.push?.vapid
    ? startPushSender(database.db, options.push.vapid, options.push.agent, (message, error) =>
        server.log.error({ err: error }, message),
      )
    : undefined;
  server.addHook('onClose', async () => {
    await pushSender?.stop();
    await schedule?.stop();
    await mailDispatcher.stop();
    services.mailer.close();
    await services.limiter.store.close();
  });

  await server.register(healthRoutes, { prefix: '/api/v1', database, counters: services.limiter.store });
  await server.register(sessionRoutes, { database });
  await server.register(accountRoutes, services);
  await server.register(passwordResetRoutes, services);
  if (!options.coreOnly) {
    await server.register(jobRoutes, { database });
    await server.register(jobAlertRoutes, { database });
    await server.register(applicationRoutes, { database, publicUrl: digestSender.publicUrl });
    await server.register(pushSubscriptionRoutes, { database });
    await server.register(profileFeature, {
      db: database.db,
      storage: options.storage ?? databaseStorage(database.db),
      uploadTempDir: options.uploadTempDir ?? defaultUploadTempDir,
      limiter: services.limiter,
      uploadLimits: { ...defaultUploadLimits, ...options.uploadLimits },
    });
  }
  if (options.operatorToken) {
    await server.register(operatorRoutes, {
      prefix: '/api/operator',
      db: database.db,
      token: options.operatorToken,
      commands: options.operatorCommands ?? operatorCommands,
      context: { digestSender },
    });
  }

  const serveApp = appDistDir !== undefined && existsSync(appDistDir);
  if (serveApp) {
    // The build writes .gz and .br copies beside each asset; the browser gets the smallest it accepts.
    await server.register(fastifyStatic, {
      root: appDistDir,
      wildcard: false,
      // index.html goes out through the client-route handler below, with the page's route chunks named in it.
      index: false,
      preCompressed: true,
      // Built assets carry a content hash in their names: a browser may keep them for good.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const sendAppPage = serveApp ? appPages(appDistDir) : undefined;
  server.setNotFoundHandler((request, reply) => {
    // Client routes of the single-page app (/, /login/jumper, /jumper/explore…) all load index.html; a file the build
    // does not have (an old chunk, a /favicon.ico of its own) is missing, not a page.
    const pathname = request.url.split('?')[0]!;
    if (sendAppPage && request.method === 'GET' && !pathname.startsWith('/api/') && !isFileName(pathname)) {
      return sendAppPage(request, reply);
    }
    const body: ErrorBody = { error: `No route ${request.method} ${pathname}.`, code: 'not_found' };
    return reply.status(404).send(body);
  });

  return server;
}

/** Whether a path names a file (`/assets/x1y2z3.js`, `/favicon.ico`): the app's own routes have no extension. */
const isFileName = (pathname: string) => /\.[a-z0-9]{1,12}$/i.test(pathname);
