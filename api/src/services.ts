import type { GoogleVerifier } from './auth/google';
import type { DatabaseHandle } from './db/database';
import type { RateLimiter, RateLimits } from './limits/rate-limiter';
import type { Mailer } from './mail/mailer';

/** What the account routes need besides the request; built once in buildServer. */
export type CoreServices = {
  database: DatabaseHandle;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: RateLimits;
  verifyGoogle: GoogleVerifier;
};
