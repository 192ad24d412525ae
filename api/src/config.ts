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
};

function readStorageDriver(value: string | undefined): Config['storageDriver'] {
  if (value === undefined || value === '' || value === 'disk') return 'disk';
  if (value === 'database') return 'database';
  throw new Error(`STORAGE_DRIVER must be "disk" or "database", not "${value}".`);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(apiRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    appDistDir: path.resolve(apiRoot, '..', 'app', 'dist'),
    logLevel: env.LOG_LEVEL || 'warn',
    storageDriver: readStorageDriver(env.STORAGE_DRIVER),
  };
}
