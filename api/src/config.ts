import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Config = {
  /** Port the server listens on. */
  port: number;
  /** Interface the server binds to. */
  host: string;
  /** Folder for the embedded database, uploads and the mail outbox. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The built app to serve beside the API, when it exists. */
  appDistDir: string;
  /** Server log level (fatal, error, warn, info, debug, trace, silent). */
  logLevel: string;
  /** Where uploads live: 'disk' (DATA_DIR/uploads) or 'database' (shared by every server on one PostgreSQL). */
  storageDriver: 'disk' | 'database';
  /** SMTP server for mail (smtp://user:pass@host:587); unset: mail goes to the outbox folder under dataDir. */
  smtpUrl: string | undefined;
  /** Sender address of mail. */
  mailFrom: string;
  /** Redis for rate-limit counters shared by several server processes; unset: counters in memory. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys (separate deployments sharing one Redis). */
  rateLimitPrefix: string;
  /** OAuth client id of the app for Google sign-in; unset: Google sign-in is refused. */
  googleClientId: string | undefined;
  /** Origins (scheme://host[:port]) allowed to call the API from another origin; empty: same origin only. */
  corsOrigins: string[];
  /** Trust X-Forwarded-For from this many proxies in front (for the per-IP limits); 0: none. */
  trustProxyHops: number;
  /** Tile address of the job maps, with {z}, {x} and {y}; its origin is allowed to serve images. */
  mapTileUrl: string;
  /** The address people reach the app at, for links in e-mail (job alert digests); no trailing slash. */
  publicUrl: string;
  /** The VAPID keys that sign Web Push notifications (an application's new stage); unset: notifications not offered. */
  vapid: VapidKeys | undefined;
  /** production: a response breaking the contract is logged, not answered with a 500. */
  production: boolean;
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A reason the server cannot start that its operator can fix; main prints its message alone, without a stack. */
export class StartupProblem extends Error {
  override name = 'StartupProblem';
}

function readStorageDriver(value: string | undefined): Config['storageDriver'] {
  if (value === undefined || value === '' || value === 'disk') return 'disk';
  if (value === 'database') return 'database';
  throw new StartupProblem(`STORAGE_DRIVER must be "disk" or "database", not "${value}".`);
}

function readOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || url.origin !== origin) {
      throw new StartupProblem(`CORS_ORIGINS must list origins such as https://jumpers.example, not "${origin}".`);
    }
  }
  return origins;
}

function readHops(value: string | undefined): number {
  const hops = Number(value || '0');
  if (!Number.isInteger(hops) || hops < 0)
    throw new StartupProblem(`TRUST_PROXY must be a number of proxies, not "${value}".`);
  return hops;
}

export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The origin that serves the tiles of a tile address, for the Content-Security-Policy. */
export function mapTileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{[zxy]\}/g, '0')).origin;
}

function readMapTileUrl(value: string | undefined): string {
  if (value === undefined || value === '') return defaultMapTileUrl;
  const hasPlaceholders = ['{z}', '{x}', '{y}'].every((placeholder) => value.includes(placeholder));
  const sample = value.replace(/\{[zxy]\}/g, '0');
  const protocol = URL.canParse(sample) ? new URL(sample).protocol : undefined;
  if (!hasPlaceholders || (protocol !== 'https:' && protocol !== 'http:')) {
    throw new StartupProblem(`MAP_TILE_URL must be a tile address such as ${defaultMapTileUrl}, not "${value}".`);
  }
  return value;
}

function readPublicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new StartupProblem(`PUBLIC_URL must be the app's address such as https://jumpers.example, not "${value}".`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** Both keys or neither: one alone is a half-done setup, better stopped than silently without notifications. */
function readVapid(env: NodeJS.ProcessEnv): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new StartupProblem(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), or neither.',
    );
  }
  const subject = env.VAPID_SUBJECT || 'mailto:no-reply@jumpers.localhost';
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new StartupProblem(`VAPID_SUBJECT must be a mailto: or https:// address, not "${subject}".`);
  }
  return { publicKey, privateKey, subject };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupProblem(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(apiRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    appDistDir: path.resolve(apiRoot, '..', 'app', 'dist'),
    logLevel: env.LOG_LEVEL || 'warn',
    storageDriver: readStorageDriver(env.STORAGE_DRIVER),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'jumpers <no-reply@jumpers.localhost>',
    redisUrl: env.REDIS_URL || undefined,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'jumpers:rate:',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    trustProxyHops: readHops(env.TRUST_PROXY),
    mapTileUrl: readMapTileUrl(env.MAP_TILE_URL),
    publicUrl: readPublicUrl(env.PUBLIC_URL, port),
    vapid: readVapid(env),
    production: env.NODE_ENV === 'production',
  };
}
