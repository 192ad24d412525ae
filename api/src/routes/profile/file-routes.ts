import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '../../contract/route';
import { httpError } from '../../http/errors';
import type { ProfileContext } from '../../profile/profile-context';

/**
 * Serves a stored file to whoever holds a link the server signed for its owner, until the link
 * expires. There is no other way to a file: keys are random, and unsigned requests are a 404.
 */
export const fileRoutes: FastifyPluginAsync<ProfileContext> = async (server, { storage, signer }) => {
  publicRoute(server, 'getFile', async (request, reply) => {
    const { key } = request.params;
    const { expires, signature } = request.query;
    const file = signer.verify(key, expires, signature) ? await storage.get(key) : undefined;
    if (!file) throw httpError(404, 'not_found', 'No such file, or the link has expired.');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
};
