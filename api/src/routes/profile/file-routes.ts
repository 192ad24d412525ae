import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../storage/storage';
import type { FileUrlSigner } from '../../storage/signed-urls';

/**
 * Serves a stored file to whoever holds a link the server signed for its owner, until the link
 * expires. There is no other way to a file: keys are random, and unsigned requests are a 404.
 */
export const fileRoutes: FastifyPluginAsync<{ storage: FileStorage; signer: FileUrlSigner }> = async (
  server,
  { storage, signer },
) => {
  server.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/files/:key',
    async (request, reply) => {
      const { key } = request.params;
      const { expires = '', signature = '' } = request.query;
      const file = signer.verify(key, expires, signature) ? await storage.get(key) : undefined;
      if (!file) return reply.status(404).send({ error: 'No such file, or the link has expired.' });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
