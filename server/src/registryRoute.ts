import type { FastifyInstance } from 'fastify';
import { releasePreviewFor } from './releases/releasePreview';
import type { ReleasePreviewKey } from './releases/previewLink';
import { readRegistry } from './registryFile';

/**
 * GET /remotes.json: the remote versions the browser loads, read from the site folder on every
 * request (a release is live at once); someone previewing a staged release gets that registry,
 * never cached.
 */
export function registerRegistryRoute(
  app: FastifyInstance,
  siteDir: string,
  releasePreviewSecret: ReleasePreviewKey | undefined,
): void {
  app.get('/remotes.json', async (request, reply) => {
    const preview = releasePreviewFor(request, siteDir, releasePreviewSecret);
    reply.header('cache-control', preview ? 'private, no-store' : 'no-cache').type('application/json');
    return preview?.registry ?? readRegistry(siteDir);
  });
}
