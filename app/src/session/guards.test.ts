import { describe, expect, it } from 'vitest';
import { jumperAreaRedirect, publicPageRedirect } from './guards';
import type { Session } from './session';

const none: Session = { status: 'none' };
const tokenOnly: Session = { status: 'token-only', key: 'k' };
const temporary: Session = { status: 'signed-in', key: 'k', persistent: false };
const persistent: Session = { status: 'signed-in', key: 'k', persistent: true };

const jumperPages = [
  '/jumper/explore',
  '/jumper/profile',
  '/jumper/profile/payslip',
  '/jumper/profile/bank-details',
  '/jumper/profile/social-security_personal-details',
  '/jumper/engagement',
  '/jumper/setting/account',
];

describe('guards', () => {
  it.each([...jumperPages, '/jumper/upload-document'])('sends a visitor without a session from %s to /', (path) => {
    expect(jumperAreaRedirect(none, path)).toBe('/');
  });

  it.each(jumperPages)('confines a token-only session at %s to the upload screen', (path) => {
    expect(jumperAreaRedirect(tokenOnly, path)).toBe('/jumper/upload-document');
  });

  it('lets a token-only session use the upload screen', () => {
    expect(jumperAreaRedirect(tokenOnly, '/jumper/upload-document')).toBeUndefined();
    expect(jumperAreaRedirect(tokenOnly, '/jumper/upload-document/')).toBeUndefined();
  });

  it.each([temporary, persistent])('lets a signed-in jumper (%o) into every jumper page', (session) => {
    for (const path of [...jumperPages, '/jumper/upload-document']) {
      expect(jumperAreaRedirect(session, path)).toBeUndefined();
    }
  });

  it('sends a signed-in jumper from / and /login/:user to explore, and nobody else', () => {
    expect(publicPageRedirect(temporary)).toBe('/jumper/explore');
    expect(publicPageRedirect(persistent)).toBe('/jumper/explore');
    expect(publicPageRedirect(none)).toBeUndefined();
    expect(publicPageRedirect(tokenOnly)).toBeUndefined();
  });
});
