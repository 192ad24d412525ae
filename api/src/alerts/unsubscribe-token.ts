import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/file-schema';

export type UnsubscribeTokens = {
  /** The token of an alert's unsubscribe link: its id and a signature only this server's secret makes. */
  tokenOf: (alertId: number) => string;
  /** The alert a token names, when the server signed it; undefined for anything else. */
  alertOf: (token: string) => number | undefined;
};

const secretName = 'job_alert_unsubscribe_signing';
// A digest's link keeps working for as long as the alert exists: the token does not expire.
const purpose = 'job-alert-unsubscribe';

/**
 * Signs the unsubscribe links of job alert digests. The secret is made once, at random, and lives in the database,
 * so that every server process on one PostgreSQL (and the operator CLI) signs and accepts the same links.
 */
export async function unsubscribeTokens(db: Database): Promise<UnsubscribeTokens> {
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, secretName));
  const secret = row!.value;
  const signatureOf = (alertId: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${alertId}`).digest('base64url');
  return {
    tokenOf: (alertId) => `${alertId}.${signatureOf(String(alertId))}`,
    alertOf(token) {
      const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, id, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(signatureOf(id));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const alertId = Number(id);
      return alertId <= 2147483647 ? alertId : undefined;
    },
  };
}
