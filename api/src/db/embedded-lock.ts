import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';
import { StartupProblem } from '../config';

/** Where the embedded database of a data folder lives. */
export function embeddedDatabaseDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

/** Who holds the embedded database, and for a server, where the operator CLI can reach it. */
export type LockHolder = {
  pid: number;
  /**
   * When that process started (Linux: clock ticks after boot, from /proc), so that a lock left by a crash is known
   * as stale even when a new process has been given the same id since.
   */
  startedAt?: string | undefined;
  role: 'server' | 'operator';
  /** Port of the server's loopback operator route, once it listens. */
  port?: number;
  /** Secret the operator CLI presents to that route. */
  token?: string;
};

export class EmbeddedDatabaseBusyError extends StartupProblem {
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

/** The start time of a process as Linux reports it, or undefined where /proc does not tell. */
export function processStartedAt(pid: number): string | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces; the start time is field 22.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder) {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A live process with that id but another start time is a newcomer that was given a dead holder's id.
  const startedAt = holder.startedAt === undefined ? undefined : processStartedAt(holder.pid);
  return startedAt === undefined || startedAt === holder.startedAt;
}

/** The live process holding the embedded database in `dataDir`, if any; a stale lock counts as none. */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockHolder;
    return isAlive(holder) ? holder : undefined;
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
  const holder: LockHolder = { pid: process.pid, startedAt: processStartedAt(process.pid), role };
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
