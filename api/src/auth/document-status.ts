import type { Database } from '../db/database';

export type DocumentStatus = {
  upload_cv_url: string | null;
  certificate_documents_count: number;
  employment_references_count: number;
  is_verified_documents: boolean;
  complete: boolean;
};

/**
 * The jumper's documents as sign-in reports them (SPEC.md §4: CV, at least one certificate document, at least
 * one employment reference, and verified documents make a fully signed-in jumper).
 *
 * The document tables belong to the profile routes: until they exist this answers "nothing uploaded".
 * The profile work replaces the body of this function with its queries and keeps its signature.
 */
export async function readDocumentStatus(_db: Database, _userId: string): Promise<DocumentStatus> {
  return documentStatus({ uploadCvUrl: null, certificateDocuments: 0, employmentReferences: 0, verified: false });
}

export function documentStatus(found: {
  uploadCvUrl: string | null;
  certificateDocuments: number;
  employmentReferences: number;
  verified: boolean;
}): DocumentStatus {
  return {
    upload_cv_url: found.uploadCvUrl,
    certificate_documents_count: found.certificateDocuments,
    employment_references_count: found.employmentReferences,
    is_verified_documents: found.verified,
    complete:
      found.uploadCvUrl !== null && found.certificateDocuments > 0 && found.employmentReferences > 0 && found.verified,
  };
}
