import { describe, expect, it } from 'vitest';
import { jumperAreaPath, sessionEndedNotice, signInAfterSessionEnded } from './guards';

describe('the way back after an ended session', () => {
  it.each([
    ['/jumper/explore?page=2', '/jumper/explore?page=2'],
    ['/jumper/explore?tab=permanent&search=Z%C3%BCrich', '/jumper/explore?tab=permanent&search=Z%C3%BCrich'],
    ['/jumper/profile/bank-details', '/jumper/profile/bank-details'],
    ['/jumper/explore#top', '/jumper/explore'],
  ])('returns to the jumper page %s', (value, expected) => {
    expect(jumperAreaPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/jumper/explore',
    '//evil.example/jumper/explore',
    '/\\evil.example/jumper/explore',
    '\\\\evil.example/jumper/explore',
    'javascript:alert(1)',
    '/jumper/../login/jumper',
    '/jumper/%2e%2e/legal/imprint',
    '/jumper',
    '/',
    '/login/jumper',
    'jumper/explore',
    '',
    undefined,
    42,
  ])('never leads off the jumper area: %s', (value) => {
    expect(jumperAreaPath(value)).toBeUndefined();
  });

  it('sends the jumper to sign-in with the page they were on, which the sign-in page reads back', () => {
    const { to, state } = signInAfterSessionEnded({ pathname: '/jumper/explore', search: '?page=2' });
    expect(to).toBe('/login/jumper');
    expect(sessionEndedNotice(state)).toEqual({ returnTo: '/jumper/explore?page=2' });
  });

  it('tells the sign-in page nothing when it was reached otherwise, and drops a way back it cannot trust', () => {
    expect(sessionEndedNotice(null)).toBeUndefined();
    expect(sessionEndedNotice({ returnTo: '/jumper/explore' })).toBeUndefined();
    expect(sessionEndedNotice({ sessionEnded: true, returnTo: 'https://evil.example' })).toEqual({
      returnTo: undefined,
    });
  });
});
