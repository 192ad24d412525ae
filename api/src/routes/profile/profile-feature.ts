import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ErrorBody } from '../../server';
import { NotFoundError, type ProfileContext } from '../../profile/profile-context';
import { fileUrlSigner } from '../../storage/signed-urls';
import { maxUploadBytes, UploadError } from '../../uploads/received-upload';
import { accountProfileRoutes } from './account-profile-routes';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { educationRoutes, skillRoutes, workExperienceRoutes } from './history-routes';
import { jobProfileRoutes } from './job-profile-routes';
import { languageRoutes } from './language-routes';

export type ProfileFeatureOptions = Omit<ProfileContext, 'signer'>;

/** Every profile route of SPEC.md §7 and the signed file links, under the prefix it is registered at. */
export const profileFeature: FastifyPluginAsync<ProfileFeatureOptions> = async (server, options) => {
  await server.register(multipart, {
    // Files over the limit are cut short and answered with 413 once the form has been read.
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 3, fields: 40, fieldSize: 64 * 1024, parts: 43 },
  });
  server.setErrorHandler((error, _request, reply) => {
    if (error instanceof UploadError) {
      const body: ErrorBody = { error: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof NotFoundError) return reply.status(404).send({ error: error.message } satisfies ErrorBody);
    throw error;
  });
  const { db, storage, userIdOf } = options;
  const context: ProfileContext = { db, storage, userIdOf, signer: await fileUrlSigner(db) };
  await server.register(fileRoutes, context);
  for (const routes of [
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
