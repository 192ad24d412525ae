import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { FileStorage } from '../storage/storage';
import type { FileUrlSigner } from '../storage/signed-urls';
import { commitFile, receiveMultipart, UploadError, type ReceivedForm } from '../uploads/received-upload';
import type { UploadKind } from '../uploads/file-types';
import { FieldErrors } from './field-checks';

/** What every profile route needs: the database, the files, and who is asking. */
export type ProfileContext = {
  db: Database;
  storage: FileStorage;
  signer: FileUrlSigner;
  /** The signed-in jumper's user id; throws a 401 when nobody is signed in. */
  userIdOf: (request: FastifyRequest) => Promise<string>;
};

/** A 404 that names what was not found, for ids that do not exist or belong to another jumper. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** A 422 with the spec's messages per field. */
export function invalid(errors: FieldErrors): UploadError {
  return new UploadError(422, errors.first, errors.errors);
}

export function invalidField(field: string, message: string): UploadError {
  const errors = new FieldErrors();
  errors.add(field, message);
  return invalid(errors);
}

/** A route's `:id`; anything but a positive whole number can name no row, so it is a 404 too. */
export function idParam(request: FastifyRequest, what: string): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw new NotFoundError(`No ${what} ${raw}.`);
  return id;
}

/**
 * The body's fields under `root` (`work_experience[…]` in a form, `{ work_experience: {…} }` in
 * JSON) and its files. Call `discard` when done.
 */
export async function readForm(
  request: FastifyRequest,
  root: string,
  fileKinds: Record<string, UploadKind> = {},
): Promise<ReceivedForm> {
  if (request.isMultipart()) return receiveMultipart(request, fileKinds);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const nested = body[root];
  const fields = nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : {};
  return { fields: fields as Record<string, string>, files: {}, discard: async () => {} };
}

/**
 * Stores the form's checked files, runs `write` (which returns the keys it replaced), and then
 * removes those: if `write` fails, the new files go again and nothing is left half done.
 */
export async function storeThenWrite<T>(
  context: ProfileContext,
  form: ReceivedForm,
  write: (keys: Record<string, string>) => Promise<{ result: T; replacedKeys?: (string | null)[] }>,
): Promise<T> {
  const keys: Record<string, string> = {};
  try {
    for (const [field, file] of Object.entries(form.files)) keys[field] = await commitFile(context.storage, file);
    const { result, replacedKeys = [] } = await write(keys);
    await Promise.all(replacedKeys.filter((key): key is string => !!key).map((key) => context.storage.delete(key)));
    return result;
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => context.storage.delete(key)));
    throw error;
  } finally {
    await form.discard();
  }
}
