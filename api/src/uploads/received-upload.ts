import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { FileStorage } from '../storage/storage';
import {
  acceptedTypeNames,
  acceptedTypes,
  contentTypes,
  detectFileType,
  type FileType,
  type UploadKind,
} from './file-types';

/** The largest file a jumper may upload. */
export const maxUploadBytes = 20 * 1024 * 1024;

/** An uploaded file, checked and waiting in a temporary file until it is committed to storage. */
export type ReceivedFile = { field: string; fileName: string; type: FileType; size: number; tempPath: string };

export type ReceivedForm = {
  /** Text fields by their inner name: `work_experience[company_name]` arrives as `company_name`. */
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** Removes the temporary files; call it whatever happened. */
  discard: () => Promise<void>;
};

const uploadTempDir = path.join(tmpdir(), 'jumpers-uploads');

/** `jumper[upload_cv]` → `upload_cv`; a plain name stays as it is. */
function innerName(fieldName: string) {
  const match = /^[a-z_]+\[([a-z_]+)\](\[\])?$/i.exec(fieldName);
  return match ? match[1]! : fieldName;
}

async function readHead(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Reads a multipart form, streaming each file to a temporary file (never whole into memory).
 * `fileKinds` names the file fields this route takes and what each accepts. A file over 20 MB
 * is a 413 and one whose bytes are not of an accepted type a 415; either way nothing is kept.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  fileKinds: Record<string, UploadKind>,
  /** The form's fields as the contract names them (`jumper[upload_cv]`); any other is a 422. */
  contractFields: Record<string, { maxLength?: number }>,
): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const tempPaths: string[] = [];
  const discard = async () => {
    await Promise.all(tempPaths.map((file) => rm(file, { force: true })));
  };
  const fieldErrors: Record<string, string[]> = {};
  let tooLarge: string | undefined;
  let wrongType: string | undefined;
  try {
    await mkdir(uploadTempDir, { recursive: true });
    for await (const part of request.parts()) {
      const name = innerName(part.fieldname);
      const named = contractFields[part.fieldname];
      if (!named) fieldErrors[part.fieldname] = ['This field is not accepted here.'];
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (named?.maxLength !== undefined && value.length > named.maxLength) {
          fieldErrors[part.fieldname] = [`This field takes at most ${named.maxLength} characters.`];
        }
        if (named) fields[name] = value;
        continue;
      }
      const kind = named ? fileKinds[name] : undefined;
      if (!kind || files[name] || tooLarge || wrongType) {
        // A file this route does not take, or a second one for the same field: read past it.
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
        continue;
      }
      const tempPath = path.join(uploadTempDir, randomUUID());
      tempPaths.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated) {
        tooLarge = part.filename;
        continue;
      }
      const { size } = await stat(tempPath);
      const type = await detectFileType(tempPath, await readHead(tempPath), size);
      if (!type || !(acceptedTypes[kind] as FileType[]).includes(type)) {
        wrongType = `${part.filename || 'The file'} is not a ${acceptedTypeNames[kind]} file.`;
        continue;
      }
      files[name] = { field: name, fileName: part.filename, type, size, tempPath };
    }
  } catch (error) {
    await discard();
    throw error;
  } finally {
    // The parser lets go of the request at the closing boundary; whatever follows it must still be
    // read, or the connection stays busy after the answer and keeps the server from closing.
    if (!request.raw.complete) request.raw.resume();
  }
  const unnamed = Object.values(fieldErrors)[0]?.[0];
  if (unnamed !== undefined) {
    await discard();
    throw new HttpError(422, unnamed, fieldErrors);
  }
  if (tooLarge !== undefined) {
    await discard();
    throw new HttpError(413, `${tooLarge || 'The file'} is larger than 20 MB.`);
  }
  if (wrongType !== undefined) {
    await discard();
    throw new HttpError(415, wrongType);
  }
  return { fields, files, discard };
}

/** Moves a received file into storage under a new random key, and returns that key. */
export async function commitFile(storage: FileStorage, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await storage.put(key, createReadStream(file.tempPath), contentTypes[file.type]);
  return key;
}
