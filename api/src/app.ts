/** Builds the standalone API server: the plugin on its own Fastify instance. Never listens. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiOptions } from './config';
import { fastifyTrustProxy, parseTrustProxy } from './http/trustProxy';
import apiPlugin from './plugin';

export interface BuildOptions extends ApiOptions {
  logger?: FastifyServerOptions['logger'];
  /**
   * Whose forwarding headers to believe (needed for per-address rate limits behind a proxy).
   * Default: env TRUST_PROXY, read as the site server reads it (http/trustProxy.ts): a hop count
   * or proxy addresses; `true` is refused.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const {
    logger = false,
    trustProxy = fastifyTrustProxy(parseTrustProxy(process.env.TRUST_PROXY)),
    ...apiOptions
  } = options;
  // Opening and migrating the database can take well over Fastify's default 10 s on a busy
  // machine (first start of a PGlite folder); a slow start is not a failed one.
  const app = Fastify({ logger, trustProxy, pluginTimeout: 120_000 });
  await app.register(apiPlugin, apiOptions);
  await app.ready();
  return app;
}
