import { Redis } from 'ioredis';
import { httpError, type ErrorCode } from '../http/errors';

/** At most `limit` counted events per fixed window of `windowSeconds`. */
export type Rule = { limit: number; windowSeconds: number };

/** Counters shared by every server process (Redis) or kept by this one (memory). */
export type CounterStore = {
  /** Adds one to the counter and answers the new count and the seconds until the window ends. */
  increment: (key: string, windowSeconds: number) => Promise<{ count: number; resetInSeconds: number }>;
  /** Takes one back from a counter that still runs (an attempt that turned out not to count). */
  decrement: (key: string) => Promise<void>;
  /** Throws when the store cannot be reached (health reports it). */
  ping: () => Promise<void>;
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
    async decrement(key) {
      const counter = live(key);
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async ping() {},
    async close() {},
  };
}

// INCR and, for a new key, its expiry, in one atomic step; answers the count and the milliseconds left.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// DECR only a counter whose window still runs, so that a late refund never makes a key without an expiry.
const decrementScript = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * How long a call waits for Redis before it is answered 503: a limit that cannot be counted is not waived. An
 * unreachable Redis fails at once (no offline queue); this bounds a Redis that hangs. It is generous because the
 * answer is read on this process's event loop: while the process checks a burst of passwords, a prompt answer can
 * sit unread for several hundred milliseconds, and a tight bound would turn those calls into 503s.
 */
const redisTimeoutMs = 2000;

export function redisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, {
    // While Redis is unreachable, commands fail at once instead of queueing until it returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: redisTimeoutMs * 2,
    commandTimeout: redisTimeoutMs,
    // Keep trying to reconnect in the background, at most once a second.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Without a listener, ioredis prints every failed reconnection; the calls that need Redis answer 503 instead.
  redis.on('error', () => {});
  const toSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));
  return {
    async increment(key, windowSeconds) {
      const [count, pttl] = (await redis.eval(incrementScript, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: toSeconds(pttl) };
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

function tooMany(resetInSeconds: number, message: string, code: ErrorCode) {
  return httpError(429, code, message, { headers: { 'Retry-After': String(resetInSeconds) } });
}

/** Seconds a client is asked to wait when the counters cannot be reached. */
const unavailableRetrySeconds = 30;

/** Runs a store operation; a store that fails or is unreachable makes the call a 503 rather than an unlimited one. */
async function counted<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch {
    throw httpError(503, 'service_unavailable', 'This service is briefly unavailable. Please try again in a minute.', {
      headers: { 'Retry-After': String(unavailableRetrySeconds) },
    });
  }
}

const defaultMessage = 'Too many attempts. Please try again later.';

/** One counter and the rule it is held to. */
export type Limit = { key: string; rule: Rule };

/** Attempts reserved by `reserve`: the caller gives them back when the attempt turned out not to be a failure. */
export type Reservation = { release: () => Promise<void> };

/** Rate limits on top of a counter store; each method throws a 429 with Retry-After when a limit is reached. */
export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts this attempt and refuses it when it is over the limit (429 `rate_limited` unless `code` says otherwise). */
  async consume(key: string, rule: Rule, message = defaultMessage, code: ErrorCode = 'rate_limited'): Promise<void> {
    const { count, resetInSeconds } = await counted(() => this.store.increment(key, rule.windowSeconds));
    if (count > rule.limit) throw tooMany(resetInSeconds, message, code);
  }

  /**
   * Reserves one failure under each limit before the attempt is checked, so that however many attempts run at
   * once, in however many server processes, no more than the limit are ever checked. Over any limit, every
   * reservation is given back and the attempt refused. A successful attempt calls `release`; a failed one keeps
   * its reservations, which count as failures until their windows end.
   */
  async reserve(limits: Limit[], message = defaultMessage, code: ErrorCode = 'rate_limited'): Promise<Reservation> {
    const counts = await counted(() =>
      Promise.all(limits.map(({ key, rule }) => this.store.increment(key, rule.windowSeconds))),
    );
    const release = () =>
      counted(async () => void (await Promise.all(limits.map(({ key }) => this.store.decrement(key)))));
    const over = counts.filter(({ count }, index) => count > limits[index]!.rule.limit);
    if (over.length > 0) {
      await release();
      throw tooMany(Math.max(...over.map(({ resetInSeconds }) => resetInSeconds)), message, code);
    }
    return { release };
  }
}

const minute = 60;
const hour = 60 * minute;

/**
 * The limits (README states them). Per IP counts every attempt; per account counts what the rule names.
 * Failures are counted per account and client address together, so that a stranger's guesses do not lock the
 * owner out, and per account with a ceiling ten times higher, so that guesses from many addresses still stop
 * (at most 100 failed attempts per account and window, as NIST SP 800-63B allows).
 */
export const defaultRateLimits = {
  signInPerIp: { limit: 100, windowSeconds: 15 * minute },
  /** Failed sign-ins per account from one address; the lock ends with the window. */
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * minute },
  signInFailuresPerAccount: { limit: 100, windowSeconds: 15 * minute },
  /** Wrong current passwords given to change the password (a stolen session must not test guesses). */
  changePasswordFailuresPerAccount: { limit: 10, windowSeconds: hour },
  registerPerIp: { limit: 20, windowSeconds: hour },
  registerPerEmail: { limit: 5, windowSeconds: hour },
  otpGeneratePerIp: { limit: 20, windowSeconds: hour },
  otpGeneratePerEmail: { limit: 5, windowSeconds: hour },
  otpVerifyPerIp: { limit: 60, windowSeconds: 15 * minute },
  /** Failed code verifications per account and day: 4 digits hold only 13 bits. */
  otpVerifyFailuresPerAccountAndIp: { limit: 10, windowSeconds: 24 * hour },
  otpVerifyFailuresPerAccount: { limit: 50, windowSeconds: 24 * hour },
  passwordResetPerIp: { limit: 20, windowSeconds: 15 * minute },
  passwordResetPerEmail: { limit: 10, windowSeconds: hour },
} satisfies Record<string, Rule>;

export type RateLimits = typeof defaultRateLimits;
