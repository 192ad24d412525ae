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

  it('counts failures separately from checks, per key', async () => {
    let clock = 0;
    const limiter = new RateLimiter(memoryCounterStore(() => clock));
    const rule = { limit: 3, windowSeconds: 900 };
    for (let failure = 0; failure < 3; failure += 1) {
      await limiter.ensureBelow('a', rule);
      await limiter.recordFailure('a', rule);
    }
    await expect(limiter.ensureBelow('a', rule)).rejects.toMatchObject({ statusCode: 429 });
    await expect(limiter.ensureBelow('b', rule)).resolves.toBeUndefined();
    clock += 900_000;
    await expect(limiter.ensureBelow('a', rule)).resolves.toBeUndefined();
  });
});
