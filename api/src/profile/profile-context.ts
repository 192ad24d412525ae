import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../contract/route';
import type { Database } from '../db/database';
import { httpError, type FieldErrorCode } from '../http/errors';
import type { FileStorage } from '../storage/storage';
import type { FileUrlSigner } from '../storage/signed-urls';
import type { RateLimiter } from '../limits/rate-limiter';
import type { UploadKind } from '../uploads/file-types';
import { commitFile, receiveMultipart, type ReceivedForm } from '../uploads/received-upload';
import type { UploadLimits } from '../uploads/upload-limits';
import { FieldErrors } from './field-checks';
import { fileKeysOf } from './profile-data';

/** What every profile route needs besides the session: the database, the files and the upload limits. */
export type ProfileContext = {
  db: Database;
  storage: FileStorage;
  signer: FileUrlSigner;
  /** The folder for uploads being read and checked. */
  uploadTempDir: string;
  limiter: RateLimiter;
  uploadLimits: UploadLimits;
};

/** A 404 for an id that does not exist or belongs to another jumper: the two look the same. */
export function notFound(what: string, id: number) {
  return httpError(404, 'not_found', `No ${what} ${id}.`);
}

/**
 * A 422 `validation_failed` with the first version's messages and their codes, keyed by the field's dotted path in the body
 * (`jumper.iban`).
 */
export function invalid(errors: FieldErrors, root: string) {
  const byPath = Object.fromEntries(
    Object.entries(errors.errors).map(([field, problems]) => [`${root}.${field}`, problems]),
  );
  return httpError(422, 'validation_failed', errors.first, { fields: byPath });
}

export function invalidField(root: string, field: string, message: string, code: FieldErrorCode = 'invalid') {
  const errors = new FieldErrors();
  errors.add(field, message, code);
  return invalid(errors, root);
}

/** What a call taking a form reads from it. */
export type FormRequest = {
  operationId: OperationId;
  /** The fields' root: `work_experience[…]` in a form, `{ work_experience: {…} }` in JSON. */
  root: string;
  /** The signed-in jumper, whose uploads are limited. */
  userId: string;
  /** The file fields this call takes and what each accepts. */
  fileKinds?: Record<string, UploadKind>;
};

const megabytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Refuses files that would take the jumper's files, as they are now, over what an account may store. */
async function ensureRoom(context: ProfileContext, userId: string, form: ReceivedForm) {
  const incoming = Object.values(form.files).reduce((total, file) => total + file.size, 0);
  if (incoming === 0) return;
  const stored = await context.storage.totalSize(await fileKeysOf(context.db, userId));
  const limit = context.uploadLimits.storedBytesPerAccount;
  if (stored + incoming > limit) {
    throw httpError(
      413,
      'storage_quota_exceeded',
      `Your files would take up more than the ${megabytes.format(limit / 1024 / 1024)} MB you can store. ` +
        'Please remove some before uploading more.',
    );
  }
}

/**
 * Runs `use` with the body's fields and checked files (multipart), or its fields under `root` (JSON). A form's
 * temporary files last as long as `use`, whatever happens. Each multipart request counts against the jumper's
 * uploads an hour (429), and its files must fit beside the jumper's stored files (413).
 */
export async function withForm<T>(
  context: ProfileContext,
  request: FastifyRequest,
  { operationId, root, userId, fileKinds = {} }: FormRequest,
  use: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const nested = body[root];
    const fields = nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : {};
    return use({ fields: fields as Record<string, string>, files: {} });
  }
  const { uploadsPerAccount } = context.uploadLimits;
  await context.limiter.consume(
    `upload:${userId}`,
    uploadsPerAccount,
    `You can upload at most ${uploadsPerAccount.limit} files in ${uploadsPerAccount.windowSeconds / 60} minutes. ` +
      'Please try again later.',
    'too_many_uploads',
  );
  const schema = request.server.contractRuntime.operation(operationId).requestBodies.get('multipart/form-data');
  const contractFields = (schema?.properties ?? {}) as Record<string, { maxLength?: number }>;
  const spec = { fileKinds, contractFields, tempDir: context.uploadTempDir, pace: context.uploadLimits };
  return receiveMultipart(request, spec, async (form) => {
    await ensureRoom(context, userId, form);
    return use(form);
  });
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
  }
}
