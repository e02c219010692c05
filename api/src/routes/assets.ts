/** GET /assets/:name: the API's own banner and news pictures (see assets/artwork.ts). */
import type { FastifyInstance } from 'fastify';
import { renderArtwork } from '../assets/artwork';
import { answeredNotModified, weakEtag } from '../http/conditionalGet';
import { ApiHttpError } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';

const rendered = new Map<string, { svg: string; etag: string }>();

export async function assetRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { name: string } }>(
    '/assets/:name',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 64, pattern: '^[a-z0-9-]+\\.svg$' } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const known = rendered.get(name);
      const svg = known?.svg ?? renderArtwork(name);
      if (!svg) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
      const etag = known?.etag ?? weakEtag(svg);
      rendered.set(name, { svg, etag });
      reply.header('cache-control', 'public, max-age=86400');
      // A day later a browser asks again: the same picture costs a 304, not its bytes.
      if (answeredNotModified(request, reply, etag)) return reply.send();
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
}
