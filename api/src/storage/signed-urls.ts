import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/file-schema';

/** Long enough to load a page and its images, short enough that a leaked link soon dies. */
export const fileUrlLifetimeSeconds = 15 * 60;

export type FileUrlSigner = {
  /** A link to the file that works for `fileUrlLifetimeSeconds`; no key, no link. */
  urlOf: <Key extends string | null>(key: Key) => Key extends string ? string : string | null;
  /** Whether the link's signature is right and it has not expired. */
  verify: (key: string, expires: string, signature: string) => boolean;
};

/**
 * Files are reached only through links the server signs for their owner. The signing secret
 * lives in the database, so every server process on one PostgreSQL accepts the others' links.
 */
export async function fileUrlSigner(db: Database, now: () => number = Date.now): Promise<FileUrlSigner> {
  await db
    .insert(serverSecrets)
    .values({ name: 'file_url_signing', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'file_url_signing'));
  const secret = row!.value;
  const signatureOf = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    urlOf: ((key: string | null) => {
      if (!key) return null;
      const expires = String(Math.floor(now() / 1000) + fileUrlLifetimeSeconds);
      return `/api/v1/files/${key}?expires=${expires}&signature=${signatureOf(key, expires)}`;
    }) as FileUrlSigner['urlOf'],
    verify(key, expires, signature) {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now()) return false;
      const expected = Buffer.from(signatureOf(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
