import type { Database } from '../db/database';
import { documentStatusOf } from '../profile/profile-data';
import { fileUrlSigner } from '../storage/signed-urls';

export type DocumentStatus = {
  upload_cv_url: string | null;
  certificate_documents_count: number;
  employment_references_count: number;
  is_verified_documents: boolean;
  complete: boolean;
};

/**
 * The jumper's documents as sign-in reports them: a CV, at least one certificate document, at least one
 * employment reference, and verified documents make a fully signed-in jumper (docs/product-rules.md#session).
 */
export async function readDocumentStatus(db: Database, userId: string): Promise<DocumentStatus> {
  const found = await documentStatusOf(db, userId);
  const signer = await fileUrlSigner(db);
  return documentStatus({
    uploadCvUrl: signer.urlOf(found.cvKey),
    certificateDocuments: found.certificateCount,
    employmentReferences: found.referenceCount,
    verified: found.isVerifiedDocuments,
  });
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
