import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are random and never shown to clients as a path they could guess. */
export interface FileStorage {
  /** Streams `source` in under `key`; the file is visible only once the promise resolves. */
  put(key: string, source: Readable, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when no file has this key. */
  get(key: string): Promise<{ stream: Readable; size: number; contentType: string } | undefined>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
