import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { RateLimiter } from '../../limits/rate-limiter';
import { fileUrlSigner } from '../../storage/signed-urls';
import type { FileStorage } from '../../storage/storage';
import { sweepUploadTempDir } from '../../uploads/received-upload';
import { abandonedAfterMs, maxUploadBytes, type UploadLimits } from '../../uploads/upload-limits';
import { accountProfileRoutes } from './account-profile-routes';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { educationRoutes, skillRoutes, workExperienceRoutes } from './history-routes';
import { jobProfileRoutes } from './job-profile-routes';
import { languageRoutes } from './language-routes';

/** Every profile call of api/openapi.yaml and the signed file links. */
export const profileFeature: FastifyPluginAsync<{
  db: Database;
  storage: FileStorage;
  uploadTempDir: string;
  limiter: RateLimiter;
  uploadLimits: UploadLimits;
}> = async (server, options) => {
  // What a crashed server left behind: uploads it was reading and files it was storing.
  await Promise.all([sweepUploadTempDir(options.uploadTempDir), options.storage.sweep(abandonedAfterMs)]);
  await server.register(multipart, {
    // A file over the limit is cut short and answered with 413 once the form has been read.
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 3, fields: 40, fieldSize: 64 * 1024, parts: 43 },
  });
  const context = {
    db: options.db,
    storage: options.storage,
    signer: await fileUrlSigner(options.db),
    uploadTempDir: options.uploadTempDir,
    limiter: options.limiter,
    uploadLimits: options.uploadLimits,
  };
  for (const routes of [
    fileRoutes,
    accountProfileRoutes,
    documentRoutes,
    workExperienceRoutes,
    educationRoutes,
    skillRoutes,
    languageRoutes,
    jobProfileRoutes,
  ]) {
    await server.register(routes, context);
  }
};
