import type { components } from '@jumpers/contract';
import { setSession } from '../../session/session';

type SignedIn = components['schemas']['SignInResponse'];

/**
 * A jumper whose documents are complete and verified is fully signed in (kept across browser
 * restarts with 'Keep Me Signed In'); anyone else holds only the token that opens the upload screen.
 * Returns where the jumper goes next: back to `returnTo` (the page where an ended session left them), or
 * to explore.
 */
export function startSession(answer: SignedIn, keepSignedIn: boolean, returnTo?: string): string {
  if (answer.documents.complete) {
    setSession({ status: 'signed-in', key: answer.authentication_key, persistent: keepSignedIn });
    return returnTo ?? '/jumper/explore';
  }
  setSession({ status: 'token-only', key: answer.authentication_key });
  return '/jumper/upload-document';
}
