import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { privateFileMode, privateFolder } from './private-files';
import type { FileStorage } from './storage';

const safeKey = /^[a-z0-9-]+$/;

function assertKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`Invalid storage key "${key}".`);
}

/** The file's size and times, or undefined when it is gone. */
async function statIfThere(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Files under one folder of this machine (DATA_DIR/uploads), readable by the server's user only: for one server process. */
export function diskStorage(folder: string): FileStorage {
  const fileOf = (key: string) => path.join(folder, key);
  const typeOf = (key: string) => path.join(folder, `${key}.type`);
  return {
    async put(key, source, contentType) {
      assertKey(key);
      await privateFolder(folder);
      const partial = path.join(folder, `${key}.partial`);
      try {
        await pipeline(source, createWriteStream(partial, { mode: privateFileMode }));
        await writeFile(typeOf(key), contentType, { mode: privateFileMode });
        // A rename is atomic: readers see the whole file or none.
        await rename(partial, fileOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        await rm(typeOf(key), { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!safeKey.test(key)) return undefined;
      try {
        const { size } = await stat(fileOf(key));
        const contentType = await readFile(typeOf(key), 'utf8');
        return { stream: createReadStream(fileOf(key)), size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
      await rm(typeOf(key), { force: true });
    },
    async totalSize(keys) {
      keys.forEach(assertKey);
      const files = await Promise.all(keys.map((key) => statIfThere(fileOf(key))));
      return files.reduce((total, file) => total + (file?.size ?? 0), 0);
    },
    async sweep(olderThanMs) {
      // Also closes a folder that an older version left open to everyone.
      await privateFolder(folder);
      const before = Date.now() - olderThanMs;
      for (const name of await readdir(folder)) {
        const file = path.join(folder, name);
        const [key = '', suffix] = name.split('.');
        // A crash while storing leaves `key.partial`, or `key.type` without `key`; so does one while deleting.
        const leftOver = suffix === 'partial' || (suffix === 'type' && !(await statIfThere(fileOf(key))));
        if (leftOver && ((await statIfThere(file))?.mtimeMs ?? Infinity) < before) await rm(file, { force: true });
      }
    },
  };
}
