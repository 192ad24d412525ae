import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, sessionKey, setSession, subscribeToSession } from './session';

afterEach(() => {
  clearSession();
});

describe('session storage', () => {
  it('starts with no session', () => {
    expect(getSession()).toEqual({ status: 'none' });
    expect(sessionKey()).toBeUndefined();
  });

  it('keeps a registration-only token for this tab only', () => {
    setSession({ status: 'token-only', key: 'k1' });
    expect(JSON.parse(sessionStorage.getItem('jumpers.session') ?? '')).toEqual({ key: 'k1', status: 'token-only' });
    expect(localStorage.getItem('jumpers.session')).toBeNull();
    expect(sessionKey()).toBe('k1');
  });

  it("keeps a 'Keep Me Signed In' session in local storage, and nothing in the tab's storage", () => {
    setSession({ status: 'token-only', key: 'old' });
    setSession({ status: 'signed-in', key: 'k2', persistent: true });
    expect(JSON.parse(localStorage.getItem('jumpers.session') ?? '')).toEqual({ key: 'k2', status: 'signed-in' });
    expect(sessionStorage.getItem('jumpers.session')).toBeNull();
  });

  it('keeps a temporary session in session storage, and nothing in local storage', () => {
    setSession({ status: 'signed-in', key: 'k3', persistent: true });
    setSession({ status: 'signed-in', key: 'k3', persistent: false });
    expect(localStorage.getItem('jumpers.session')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('jumpers.session') ?? '')).toEqual({ key: 'k3', status: 'signed-in' });
  });

  it('clears both storages on log-out and tells subscribers', () => {
    let changes = 0;
    const unsubscribe = subscribeToSession(() => changes++);
    setSession({ status: 'signed-in', key: 'k4', persistent: true });
    clearSession();
    unsubscribe();
    expect(changes).toBe(2);
    expect(getSession()).toEqual({ status: 'none' });
    expect(localStorage.getItem('jumpers.session')).toBeNull();
    expect(sessionStorage.getItem('jumpers.session')).toBeNull();
  });
});
