import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

/** Who holds the embedded database, and for a server, where the operator CLI can reach it. */
export type LockHolder = {
  pid: number;
  role: 'server' | 'operator';
  /** Port of the server's loopback operator route, once it listens. */
  port?: number;
  /** Secret the operator CLI presents to that route. */
  token?: string;
};

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      holder.role === 'server'
        ? `The embedded database in ${dataDir} is open in a jumpers server (process ${holder.pid}). Stop that server (Ctrl-C) first, or set DATABASE_URL to share a PostgreSQL server.`
        : `The embedded database in ${dataDir} is in use by an operator command (process ${holder.pid}). Try again when it has finished.`,
    );
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'holder.json');

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the embedded database in `dataDir`, if any; a stale lock counts as none. */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockHolder;
    return isAlive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

export type EmbeddedLock = {
  /** Tells the operator CLI where the server listens and which secret it accepts. */
  advertise: (address: { port: number; token: string }) => void;
  release: () => void;
};

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * This lock file lets exactly one process in, and tells the others who is inside.
 */
export function acquireEmbeddedLock(dataDir: string, role: LockHolder['role']): EmbeddedLock {
  const file = lockFile(dataDir);
  const holder: LockHolder = { pid: process.pid, role };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(file, 'wx', 0o600);
      writeFileSync(descriptor, JSON.stringify(holder));
      closeSync(descriptor);
      return {
        advertise: (address) => writeFileSync(file, JSON.stringify({ ...holder, ...address }), { mode: 0o600 }),
        release: () => rmSync(file, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readLockHolder(dataDir);
      if (current) throw new EmbeddedDatabaseBusyError(dataDir, current);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
