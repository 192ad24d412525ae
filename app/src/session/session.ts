/**
 * The session states (docs/product-rules.md#session): none; a registration-only token (the jumper may only upload
 * documents); signed in for this tab (temporary) or across browser restarts (persistent,
 * 'Keep Me Signed In').
 */
export type Session =
  | { status: 'none' }
  | { status: 'token-only'; key: string }
  | { status: 'signed-in'; key: string; persistent: boolean };

const storageKey = 'jumpers.session';
const none: Session = { status: 'none' };

type Stored = { key: string; status: 'token-only' | 'signed-in' };

function parse(raw: string | null): Stored | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    const statusIsKnown = value.status === 'token-only' || value.status === 'signed-in';
    return typeof value.key === 'string' && value.key !== '' && statusIsKnown ? (value as Stored) : undefined;
  } catch {
    return undefined;
  }
}

function load(): Session {
  const persistent = parse(localStorage.getItem(storageKey));
  if (persistent?.status === 'signed-in') return { status: 'signed-in', key: persistent.key, persistent: true };
  const temporary = parse(sessionStorage.getItem(storageKey));
  if (!temporary) return none;
  return temporary.status === 'signed-in'
    ? { status: 'signed-in', key: temporary.key, persistent: false }
    : { status: 'token-only', key: temporary.key };
}

let current: Session | undefined;
const listeners = new Set<() => void>();

/** The session as stored; read once, then kept in memory. */
export function getSession(): Session {
  current ??= load();
  return current;
}

/** Stores the session where its kind belongs, and only there: a persistent key never lingers in a tab's storage, nor the reverse. */
export function setSession(session: Session) {
  localStorage.removeItem(storageKey);
  sessionStorage.removeItem(storageKey);
  if (session.status !== 'none') {
    const storage = session.status === 'signed-in' && session.persistent ? localStorage : sessionStorage;
    storage.setItem(storageKey, JSON.stringify({ key: session.key, status: session.status } satisfies Stored));
  }
  current = session;
  for (const listener of listeners) listener();
}

/** Forgets the session in memory and in both storages. */
export function clearSession() {
  setSession(none);
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bearer key for API calls, whatever the kind of session. */
export function sessionKey(session: Session = getSession()): string | undefined {
  return session.status === 'none' ? undefined : session.key;
}

// Another tab signing out (or in) changes local storage; follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    current = load();
    for (const listener of listeners) listener();
  });
}
