import { Readable } from 'node:stream';
import { and, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/file-schema';
import type { FileStorage } from './storage';

/** Big enough to keep the row count low, small enough that memory stays flat under many uploads. */
const chunkSize = 256 * 1024;

/** Files as chunks in the database: every server process on one PostgreSQL sees the same files. */
export function databaseStorage(db: Database): FileStorage {
  return {
    async put(key, source, contentType) {
      await db.insert(storedFiles).values({ key, contentType });
      try {
        let sequence = 0;
        let size = 0;
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          if (pendingBytes === 0) return;
          const data = Buffer.concat(pending, pendingBytes);
          pending = [];
          pendingBytes = 0;
          await db.insert(storedFileChunks).values({ key, sequence: sequence++, data });
        };
        for await (const piece of source as AsyncIterable<Buffer>) {
          pending.push(piece);
          pendingBytes += piece.length;
          size += piece.length;
          if (pendingBytes >= chunkSize) await flush();
        }
        await flush();
        await db.update(storedFiles).set({ size, complete: true }).where(eq(storedFiles.key, key));
      } catch (error) {
        await db.delete(storedFiles).where(eq(storedFiles.key, key));
        throw error;
      }
    },
    async get(key) {
      const [file] = await db
        .select({ size: storedFiles.size, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), eq(storedFiles.complete, true)));
      if (!file) return undefined;
      async function* chunks() {
        for (let sequence = 0; ; sequence++) {
          const [chunk] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.sequence, sequence)));
          if (!chunk) return;
          yield chunk.data;
        }
      }
      return { stream: Readable.from(chunks()), size: file.size, contentType: file.contentType };
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async totalSize(keys) {
      if (keys.length === 0) return 0;
      const [row] = await db
        .select({ total: sum(storedFiles.size).mapWith(Number) })
        .from(storedFiles)
        .where(inArray(storedFiles.key, keys));
      return row?.total ?? 0;
    },
    async sweep(olderThanMs) {
      // The database's clock, not this process's: the rows may have been begun by another machine. Chunks cascade.
      await db
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.complete, false),
            lt(storedFiles.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          ),
        );
    },
  };
}
