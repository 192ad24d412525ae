import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { fileUrlSigner } from '../../storage/signed-urls';
import type { FileStorage } from '../../storage/storage';
import { maxUploadBytes } from '../../uploads/received-upload';
import { accountProfileRoutes } from './account-profile-routes';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { educationRoutes, skillRoutes, workExperienceRoutes } from './history-routes';
import { jobProfileRoutes } from './job-profile-routes';
import { languageRoutes } from './language-routes';

/** Every profile call of SPEC.md §7 and the signed file links. */
export const profileFeature: FastifyPluginAsync<{ db: Database; storage: FileStorage }> = async (server, options) => {
  await server.register(multipart, {
    // A file over the limit is cut short and answered with 413 once the form has been read.
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 3, fields: 40, fieldSize: 64 * 1024, parts: 43 },
  });
  const context = { db: options.db, storage: options.storage, signer: await fileUrlSigner(options.db) };
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
