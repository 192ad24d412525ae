import type { Session } from '../contract/route';
import { httpError } from '../http/errors';

/**
 * Jobs, and what is made from them (saved jobs, job alerts), are open only once an operator has verified the jumper's
 * documents; the app keeps others out too.
 */
export function requireVerifiedDocuments(session: Session) {
  if (!session.documentsVerified) {
    throw httpError(
      403,
      'documents_not_verified',
      'Your documents have not been verified yet. You can see and apply to jobs once they are.',
    );
  }
}
