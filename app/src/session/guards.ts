import type { Session } from './session';

export const paths = {
  landing: '/',
  signIn: '/login/jumper',
  explore: '/jumper/explore',
  uploadDocuments: '/jumper/upload-document',
} as const;

/** Guard of `/` and `/login/:user`: a signed-in jumper has nothing to do there. */
export function publicPageRedirect(session: Session): string | undefined {
  return session.status === 'signed-in' ? paths.explore : undefined;
}

/**
 * Guard of `/jumper/*` (docs/product-rules.md#routes-and-guards): no session goes to `/`; a token-only session
 * is confined to the upload screen.
 */
export function jumperAreaRedirect(session: Session, pathname: string): string | undefined {
  if (session.status === 'none') return paths.landing;
  const onUploadScreen = pathname.replace(/\/+$/, '') === paths.uploadDocuments;
  if (session.status === 'token-only' && !onUploadScreen) return paths.uploadDocuments;
  return undefined;
}

/** What the sign-in page is told when the server ended the session: to say so, and where the jumper was. */
type SessionEndedState = { sessionEnded: true; returnTo: string };

const sameSite = 'https://jumpers.invalid';

/**
 * A page of the jumper area to return to after signing in (path and query), or undefined. Whatever else the
 * value holds (another site, `//host`, a backslash trick, `..` out of the area) is refused, so it can never
 * send a jumper off the site.
 */
export function jumperAreaPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, sameSite);
  } catch {
    return undefined;
  }
  if (url.origin !== sameSite || !url.pathname.startsWith('/jumper/')) return undefined;
  return url.pathname + url.search;
}

/** Where a jumper goes whose session the server refused: to sign in again, told why, and then back here. */
export function signInAfterSessionEnded(from: { pathname: string; search: string }) {
  const state: SessionEndedState = { sessionEnded: true, returnTo: from.pathname + from.search };
  return { to: paths.signIn, state };
}

/** On the sign-in page: whether it was reached because the session ended, and the checked page to return to. */
export function sessionEndedNotice(state: unknown): { returnTo: string | undefined } | undefined {
  if (typeof state !== 'object' || state === null || !('sessionEnded' in state) || state.sessionEnded !== true) {
    return undefined;
  }
  return { returnTo: jumperAreaPath('returnTo' in state ? state.returnTo : undefined) };
}
