import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';

/** At most `limit` counted events per fixed window of `windowSeconds`. */
export type Rule = { limit: number; windowSeconds: number };

/** Counters shared by every server process (Redis) or kept by this one (memory). */
export type CounterStore = {
  /** Adds one to the counter and answers the new count and the seconds until the window ends. */
  increment: (key: string, windowSeconds: number) => Promise<{ count: number; resetInSeconds: number }>;
  /** The count so far, without adding one. */
  read: (key: string) => Promise<{ count: number; resetInSeconds: number }>;
  close: () => Promise<void>;
};

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt > now()) return counter;
    counters.delete(key);
    return undefined;
  };
  const secondsUntil = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));
  return {
    async increment(key, windowSeconds) {
      const counter = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      counter.count += 1;
      counters.set(key, counter);
      // Forget finished windows once a minute, so that the map does not grow without end.
      if (now() - lastSweep > 60_000) {
        lastSweep = now();
        for (const name of counters.keys()) live(name);
      }
      return { count: counter.count, resetInSeconds: secondsUntil(counter.resetAt) };
    },
    async read(key) {
      const counter = live(key);
      return counter
        ? { count: counter.count, resetInSeconds: secondsUntil(counter.resetAt) }
        : { count: 0, resetInSeconds: 0 };
    },
    async close() {},
  };
}

// INCR and, for a new key, its expiry, in one atomic step; answers the count and the milliseconds left.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const toSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));
  return {
    async increment(key, windowSeconds) {
      const [count, pttl] = (await redis.eval(incrementScript, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: toSeconds(pttl) };
    },
    async read(key) {
      const [count, pttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null
        ? { count: 0, resetInSeconds: 0 }
        : { count: Number(count), resetInSeconds: toSeconds(pttl) };
    },
    async close() {
      await redis.quit();
    },
  };
}

function tooMany(resetInSeconds: number, message: string): HttpError {
  return new HttpError(429, message, undefined, { 'Retry-After': String(resetInSeconds) });
}

const defaultMessage = 'Too many attempts. Please try again later.';

/** Rate limits on top of a counter store; each method throws a 429 with Retry-After when a limit is reached. */
export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts this attempt and refuses it when it is over the limit. */
  async consume(key: string, rule: Rule, message = defaultMessage): Promise<void> {
    const { count, resetInSeconds } = await this.store.increment(key, rule.windowSeconds);
    if (count > rule.limit) throw tooMany(resetInSeconds, message);
  }

  /** Refuses when earlier counted events (failures) already reached the limit; counts nothing. */
  async ensureBelow(key: string, rule: Rule, message = defaultMessage): Promise<void> {
    const { count, resetInSeconds } = await this.store.read(key);
    if (count >= rule.limit) throw tooMany(resetInSeconds, message);
  }

  /** Counts a failure, for a later `ensureBelow`. */
  async recordFailure(key: string, rule: Rule): Promise<void> {
    await this.store.increment(key, rule.windowSeconds);
  }
}

const minute = 60;
const hour = 60 * minute;

/** The limits (README states them). Per IP counts every attempt; per account counts what the rule names. */
export const defaultRateLimits = {
  signInPerIp: { limit: 100, windowSeconds: 15 * minute },
  /** Failed sign-ins per account; the lock ends with the window, so an attacker cannot keep a user out for long. */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * minute },
  registerPerIp: { limit: 20, windowSeconds: hour },
  registerPerEmail: { limit: 5, windowSeconds: hour },
  otpGeneratePerIp: { limit: 20, windowSeconds: hour },
  otpGeneratePerEmail: { limit: 5, windowSeconds: hour },
  otpVerifyPerIp: { limit: 60, windowSeconds: 15 * minute },
  /** Failed code verifications per account and day (the limit: 4 digits hold only 13 bits). */
  otpVerifyFailuresPerAccount: { limit: 10, windowSeconds: 24 * hour },
  passwordResetPerIp: { limit: 20, windowSeconds: 15 * minute },
  passwordResetPerEmail: { limit: 10, windowSeconds: hour },
} satisfies Record<string, Rule>;

export type RateLimits = typeof defaultRateLimits;
