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
 * Guard of `/jumper/*` (SPEC.md §2 'Guards', §6): no session goes to `/`; a token-only session
 * is confined to the upload screen.
 */
export function jumperAreaRedirect(session: Session, pathname: string): string | undefined {
  if (session.status === 'none') return paths.landing;
  const onUploadScreen = pathname.replace(/\/+$/, '') === paths.uploadDocuments;
  if (session.status === 'token-only' && !onUploadScreen) return paths.uploadDocuments;
  return undefined;
}
