/**
 * The render pool's figures: workers and waiting renders by section (read from the pool when
 * Prometheus scrapes), renders by outcome, workers stopped by the rule they broke, and the page cache's bytes.
 */
import type { FastifyInstance } from 'fastify';
import {
  observePageCacheBytes,
  observeRenderQueue,
  observeRenderWorkers,
  renders,
  renderWorkersStopped,
} from '@azi/api/metrics/siteMetrics';
import type { RenderFailure } from '../render/jobs';
import type { StopRule } from '../render/jobs';
import type { RenderPool } from '../render/renderPool';

/** A worker stopped for breaking a rule (the pool's onWorkerStopped): the rule is the label, a fixed few. */
export function countWorkerStopped(section: string, rule: StopRule): void {
  renderWorkersStopped.inc({ section, reason: rule });
}

/** A page's server render: drawn, or why not. */
export function countRender(section: string, outcome: 'rendered' | RenderFailure['reason']): void {
  renders.inc({ section, outcome });
}

/** The pool's workers and queues and the page cache's bytes, read at each scrape until the site closes. */
export function observePageRendering(
  app: FastifyInstance,
  pool: Pick<RenderPool, 'sections' | 'queues'>,
  cacheBytes: () => number,
): void {
  const stops = [
    observeRenderWorkers(() =>
      Object.entries(pool.sections).map(([section, value]) => ({ labels: { section }, value })),
    ),
    observeRenderQueue(() =>
      [...pool.queues].map(([section, queue]) => ({ labels: { section }, value: queue.length })),
    ),
    observePageCacheBytes(() => [{ labels: {}, value: cacheBytes() }]),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
