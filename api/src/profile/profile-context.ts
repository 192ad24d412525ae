import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../contract/route';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { FileStorage } from '../storage/storage';
import type { FileUrlSigner } from '../storage/signed-urls';
import type { UploadKind } from '../uploads/file-types';
import { commitFile, receiveMultipart, type ReceivedForm } from '../uploads/received-upload';
import { FieldErrors } from './field-checks';

/** What every profile route needs besides the session: the database and the files. */
export type ProfileContext = {
  db: Database;
  storage: FileStorage;
  signer: FileUrlSigner;
};

/** A 404 for an id that does not exist or belongs to another jumper: the two look the same. */
export function notFound(what: string, id: number): HttpError {
  return new HttpError(404, `No ${what} ${id}.`);
}

/** A 422 with the spec's messages, keyed by the field's dotted path in the body (`jumper.iban`). */
export function invalid(errors: FieldErrors, root: string): HttpError {
  const byPath = Object.fromEntries(
    Object.entries(errors.errors).map(([field, messages]) => [`${root}.${field}`, messages]),
  );
  return new HttpError(422, errors.first, byPath);
}

export function invalidField(root: string, field: string, message: string): HttpError {
  const errors = new FieldErrors();
  errors.add(field, message);
  return invalid(errors, root);
}

/**
 * The body's fields under `root` (`work_experience[…]` in a form, `{ work_experience: {…} }` in
 * JSON) and its checked files. Call `discard` when done.
 */
export async function readForm(
  request: FastifyRequest,
  operationId: OperationId,
  root: string,
  fileKinds: Record<string, UploadKind> = {},
): Promise<ReceivedForm> {
  if (request.isMultipart()) {
    const schema = request.server.contractRuntime.operation(operationId).requestBodies.get('multipart/form-data');
    const contractFields = (schema?.properties ?? {}) as Record<string, { maxLength?: number }>;
    return receiveMultipart(request, fileKinds, contractFields);
  }
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
