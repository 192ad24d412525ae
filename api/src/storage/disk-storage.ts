import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage';

const safeKey = /^[a-z0-9-]+$/;

function assertKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`Invalid storage key "${key}".`);
}

/** Files under one folder of this machine (DATA_DIR/uploads): for one server process. */
export function diskStorage(folder: string): FileStorage {
  const fileOf = (key: string) => path.join(folder, key);
  const typeOf = (key: string) => path.join(folder, `${key}.type`);
  return {
    async put(key, source, contentType) {
      assertKey(key);
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, `${key}.partial`);
      try {
        await pipeline(source, createWriteStream(partial));
        await writeFile(typeOf(key), contentType);
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
  };
}
