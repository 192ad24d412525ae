import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError, type FieldProblem } from '../http/errors';
import { nulCharacterMessage } from '../http/nul-characters';
import { privateFileMode, privateFolder } from '../storage/private-files';
import type { FileStorage } from '../storage/storage';
import {
  acceptedTypeNames,
  acceptedTypes,
  contentTypes,
  detectFileType,
  type FileType,
  type UploadKind,
} from './file-types';
import { abandonedAfterMs, type UploadLimits } from './upload-limits';

/** An uploaded file, checked and waiting in a temporary file until it is committed to storage. */
export type ReceivedFile = { field: string; fileName: string; type: FileType; size: number; tempPath: string };

export type ReceivedForm = {
  /** Text fields by their inner name: `work_experience[company_name]` arrives as `company_name`. */
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
};

/** What a multipart call takes and where its files wait. */
export type FormSpec = {
  /** The file fields this call takes (inner names) and what each accepts. */
  fileKinds: Record<string, UploadKind>;
  /** The form's fields as the contract names them (`jumper[upload_cv]`); any other is a 422. */
  contractFields: Record<string, { maxLength?: number }>;
  /** The folder for the temporary files. */
  tempDir: string;
  pace: Pick<UploadLimits, 'minBytesPerSecond' | 'stallWindowSeconds'>;
};

/** Where a server keeps uploads while it reads and checks them, unless told otherwise. */
export const defaultUploadTempDir = path.join(tmpdir(), 'jumpers-uploads');

/** What file systems take for a name. */
const maxFileNameBytes = 255;
/** Longer than any real extension: a longer "extension" is part of the name. */
const maxExtensionBytes = 16;

/** `jumper[upload_cv]` → `upload_cv`; a plain name stays as it is. */
function innerName(fieldName: string) {
  const match = /^[a-z_]+\[([a-z_]+)\](\[\])?$/i.exec(fieldName);
  return match ? match[1]! : fieldName;
}

/**
 * The name without NUL characters (PostgreSQL's text cannot hold them), cut to 255 bytes of UTF-8 at a
 * character's edge, its extension kept whole.
 */
function boundedFileName(sent: string): string {
  const name = sent.replaceAll('\u0000', '');
  if (Buffer.byteLength(name) <= maxFileNameBytes) return name;
  const extension = path.extname(name);
  const kept = Buffer.byteLength(extension) <= maxExtensionBytes ? extension : '';
  let stem = '';
  let room = maxFileNameBytes - Buffer.byteLength(kept);
  for (const character of name.slice(0, name.length - kept.length)) {
    room -= Buffer.byteLength(character);
    if (room < 0) break;
    stem += character;
  }
  return stem + kept;
}

/** How often in a window the pace is looked at: a stalled body is cut at most a tenth of a window late. */
const paceChecksPerWindow = 10;

/**
 * Aborts when the body falls below the pace: fewer than `minBytesPerSecond × stallWindowSeconds` bytes in the
 * last window. Bytes are counted on the socket, so that a stall anywhere in the body counts, between parts too.
 */
function watchPace(request: FastifyRequest, pace: FormSpec['pace']) {
  const controller = new AbortController();
  const socket = request.raw.socket;
  // The socket's byte count at each check of the last window, oldest first.
  const counts = [socket.bytesRead];
  const timer = setInterval(
    () => {
      counts.push(socket.bytesRead);
      if (counts.length <= paceChecksPerWindow) return;
      const arrived = counts.at(-1)! - counts.shift()!;
      // Once the whole body is in, only this server can be slow.
      if (request.raw.complete || arrived >= pace.minBytesPerSecond * pace.stallWindowSeconds) return;
      clearInterval(timer);
      const kilobytes = pace.minBytesPerSecond / 1024;
      const seconds = `${pace.stallWindowSeconds} second${pace.stallWindowSeconds === 1 ? '' : 's'}`;
      // Connection: close, or the rest of the body would be waited for after the answer.
      controller.abort(
        httpError(
          408,
          'upload_too_slow',
          `The upload was too slow: less than ${kilobytes} KB a second over ${seconds}. Please try again.`,
          { headers: { connection: 'close' } },
        ),
      );
    },
    (pace.stallWindowSeconds * 1000) / paceChecksPerWindow,
  );
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/** The promise, or the signal's reason once it aborts (the promise is then left to settle on its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const partLimitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** A failure while reading the body is the client's (a malformed or cut-off body), unless the file system failed. */
function readingError(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if ((error as NodeJS.ErrnoException).syscall) return error;
  if (partLimitCodes.has((error as { code?: string }).code ?? '')) {
    return httpError(413, 'too_many_parts', 'The upload has more files or fields than this form takes.');
  }
  const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
  return httpError(400, 'malformed_upload', `The upload could not be read: ${reason}.`);
}

/** Reads the parts into `tempPaths` (which the caller removes) and the returned form; throws the form's refusal. */
async function readParts(request: FastifyRequest, spec: FormSpec, tempPaths: string[]): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const fieldErrors: Record<string, FieldProblem[]> = {};
  let tooLarge: string | undefined;
  let wrongType: string | undefined;
  await privateFolder(spec.tempDir);
  const pace = watchPace(request, spec.pace);
  /** Waits for the parser (and the file it feeds), whose failures are the body's: see `readingError`. */
  const reading = <T>(step: Promise<T>) =>
    untilAborted(step, pace.signal).catch((error: unknown) => {
      throw readingError(error, pace.signal);
    });
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      const next = await reading(parts.next());
      if (next.done) break;
      const part = next.value;
      const name = innerName(part.fieldname);
      const named = spec.contractFields[part.fieldname];
      if (!named) fieldErrors[part.fieldname] = [{ code: 'not_allowed', message: 'This field is not accepted here.' }];
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (named?.maxLength !== undefined && value.length > named.maxLength) {
          fieldErrors[part.fieldname] = [
            { code: 'too_long', message: `This field takes at most ${named.maxLength} characters.` },
          ];
        }
        if (value.includes('\u0000')) {
          fieldErrors[part.fieldname] = [{ code: 'nul_character', message: nulCharacterMessage }];
        }
        if (named) fields[name] = value;
        continue;
      }
      const kind = named ? spec.fileKinds[name] : undefined;
      if (!kind || files[name] || tooLarge || wrongType) {
        // A file this route does not take, or a second one for the same field: read past it.
        part.file.resume();
        await reading(finished(part.file));
        continue;
      }
      const fileName = boundedFileName(part.filename);
      const tempPath = path.join(spec.tempDir, randomUUID());
      tempPaths.push(tempPath);
      await reading(
        pipeline(part.file, createWriteStream(tempPath, { mode: privateFileMode }), { signal: pace.signal }),
      );
      if (part.file.truncated) {
        tooLarge = fileName;
        continue;
      }
      const { size } = await stat(tempPath);
      const type = await detectFileType(tempPath, size);
      if (!type || !(acceptedTypes[kind] as FileType[]).includes(type)) {
        wrongType = `${fileName || 'The file'} is not a ${acceptedTypeNames[kind]} file.`;
        continue;
      }
      files[name] = { field: name, fileName, type, size, tempPath };
    }
  } finally {
    pace.stop();
    // The parser lets go of the request at the closing boundary; whatever follows it must still be
    // read, or the connection stays busy after the answer and keeps the server from closing.
    if (!request.raw.complete && !pace.signal.aborted) request.raw.resume();
  }
  const unnamed = Object.values(fieldErrors)[0]?.[0];
  if (unnamed !== undefined) throw httpError(422, 'validation_failed', unnamed.message, { fields: fieldErrors });
  if (tooLarge !== undefined) {
    throw httpError(413, 'file_too_large', `${tooLarge || 'The file'} is larger than 20 MB.`);
  }
  if (wrongType !== undefined) throw httpError(415, 'unsupported_file_type', wrongType);
  return { fields, files };
}

/**
 * Reads a multipart form, streaming each file to a temporary file (never whole into memory), and runs `use`
 * with it. The temporary files are removed when `use` is done, whatever happened: a refusal of the form (a file
 * over 20 MB is a 413, one whose bytes are not of an accepted type a 415, an unknown field a 422), a body that
 * cannot be read (400) or stalls (408), a client that goes away, or `use` failing.
 */
export async function receiveMultipart<T>(
  request: FastifyRequest,
  spec: FormSpec,
  use: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const tempPaths: string[] = [];
  try {
    return await use(await readParts(request, spec, tempPaths));
  } finally {
    await Promise.all(tempPaths.map((file) => rm(file, { force: true })));
  }
}

/** Removes what a crashed server left in the folder of uploads being read (see `abandonedAfterMs`). */
export async function sweepUploadTempDir(tempDir: string): Promise<void> {
  await privateFolder(tempDir);
  const before = Date.now() - abandonedAfterMs;
  for (const name of await readdir(tempDir)) {
    const file = path.join(tempDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < before) await rm(file, { force: true });
  }
}

/** Moves a received file into storage under a new random key, and returns that key. */
export async function commitFile(storage: FileStorage, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await storage.put(key, createReadStream(file.tempPath), contentTypes[file.type]);
  return key;
}
