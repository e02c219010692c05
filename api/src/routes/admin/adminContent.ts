/**
 * The console's routes for every content kind, built from the descriptors:
 *   GET    /admin/<kind>                 list (every status, all languages; state, keyword, year filters)
 *   GET    /admin/<kind>/:id             one item as edited
 *   GET    /admin/<kind>/:id/preview     the item as the public API would answer it, whatever its status
 *   POST   /admin/<kind>                 create (published from now unless status/publishAt say otherwise)
 *   PUT    /admin/<kind>/:id             replace (status and schedule kept unless given; a draft made published without publishAt: from now)
 *   POST   /admin/<kind>/:id/publish     publish now or at publishAt (only when zh, hk and en are complete)
 *   POST   /admin/<kind>/:id/unpublish   back to draft
 *   DELETE /admin/<kind>/:id             delete
 * Every change is audited in its own transaction and clears this copy's caches at once.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import type { Services } from '../../services';
import { adminContentReadRoutes } from './adminContentReadRoutes';
import { adminContentWriteRoutes } from './adminContentWriteRoutes';
import { contentRouteKind } from './contentRouteKind';

export async function adminContentRoutes(api: FastifyInstance, services: Services): Promise<void> {
  // One kind after another, reads before writes: the order the routes were always registered in.
  for (const name of CONTENT_NAMES) {
    const kind = contentRouteKind(name);
    adminContentReadRoutes(api, services, kind);
    adminContentWriteRoutes(api, services, kind);
  }
}
