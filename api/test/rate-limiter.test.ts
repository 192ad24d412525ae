import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors';
import { memoryCounterStore, RateLimiter } from '../src/limits/rate-limiter';

describe('rate limiter over the in-memory counters', () => {
  it('refuses past the limit with Retry-After until the window ends, then counts afresh', async () => {
    let clock = 1_000_000;
    const limiter = new RateLimiter(memoryCounterStore(() => clock));
    const rule = { limit: 2, windowSeconds: 60 };
    await limiter.consume('k', rule);
    clock += 20_000;
    await limiter.consume('k', rule);
    const refused = await limiter.consume('k', rule).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'Retry-After': '40' } });
    clock += 40_001;
    await expect(limiter.consume('k', rule)).resolves.toBeUndefined();
  });

  it('lets at most the limit of parallel attempts through a reservation, and gives refused ones back', async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    const limits = [
      { key: 'account:ip', rule: { limit: 10, windowSeconds: 900 } },
      { key: 'account', rule: { limit: 100, windowSeconds: 900 } },
    ];
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.reserve(limits)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason)).toEqual(
      Array.from({ length: 30 }, () => expect.objectContaining({ statusCode: 429 })),
    );
    // The 30 refused attempts were given back: the account-wide counter holds only the 10 that went through.
    expect(await limiter.store.increment('account', 900)).toMatchObject({ count: 11 });
  });

  it('frees a reservation that was released, and forgets failures when the window ends', async () => {
    let clock = 0;
    const limiter = new RateLimiter(memoryCounterStore(() => clock));
    const limits = [{ key: 'a', rule: { limit: 3, windowSeconds: 900 } }];
    for (let failure = 0; failure < 3; failure += 1) await limiter.reserve(limits);
    await expect(limiter.reserve(limits)).rejects.toMatchObject({ statusCode: 429 });
    await expect(limiter.reserve([{ key: 'b', rule: limits[0]!.rule }])).resolves.toBeDefined();
    clock += 900_000;
    const success = await limiter.reserve(limits);
    await success.release();
    for (let failure = 0; failure < 3; failure += 1) await limiter.reserve(limits);
    await expect(limiter.reserve(limits)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('answers 503 with Retry-After when the counters cannot be reached, rather than waiving the limit', async () => {
    const broken = { ...memoryCounterStore(), increment: () => Promise.reject(new Error('connection refused')) };
    const limiter = new RateLimiter(broken);
    await expect(limiter.consume('k', { limit: 1, windowSeconds: 60 })).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'Retry-After': '30' },
    });
    await expect(limiter.reserve([{ key: 'k', rule: { limit: 1, windowSeconds: 60 } }])).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
