/**
 * Secrets the site server keeps in the API's database for its own use (today the key of release
 * preview links), so that every site copy shares them without any being written to the site
 * folder, which render workers read. The API plugin is encapsulated: the site reaches its database
 * only through `siteSecretOf`, and only for the names listed here.
 */
import type { FastifyInstance } from 'fastify';
import { storedSecret } from '../alerts/alertContext';
import type { Queryable } from './database';

export const SITE_SECRET_NAMES = ['release_preview_secret'] as const;
export type SiteSecretName = (typeof SITE_SECRET_NAMES)[number];

/** Keyed by the HTTP server, which the site and the API's scope share. */
const databases = new WeakMap<object, Queryable>();

export function offerSiteSecrets(fastify: FastifyInstance, db: Queryable): void {
  databases.set(fastify.server, db);
}

/**
 * The secret `name`, made at random by whichever copy asks first and the same on every copy of
 * the database; undefined when no API plugin runs on `app`.
 */
export function siteSecretOf(app: FastifyInstance): ((name: SiteSecretName) => Promise<string>) | undefined {
  const db = databases.get(app.server);
  return db && ((name) => storedSecret(db, `site:${name}`));
}
