import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are random and never shown to clients as a path they could guess. */
export interface FileStorage {
  /** Streams `source` in under `key`; the file is visible only once the promise resolves. */
  put(key: string, source: Readable, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when no file has this key. */
  get(key: string): Promise<{ stream: Readable; size: number; contentType: string } | undefined>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The bytes the files of these keys take up together; missing keys take up none. */
  totalSize(keys: string[]): Promise<number>;
  /**
   * Removes files a crash left half written, once nothing has been written to them for `olderThanMs`: other
   * server processes sharing this storage may be writing the younger ones.
   */
  sweep(olderThanMs: number): Promise<void>;
}
