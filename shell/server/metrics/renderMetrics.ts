/**
 * The render pool's figures: workers and waiting renders by section (read from the pool when
 * Prometheus scrapes), renders by outcome, workers stopped by reason, and the page cache's bytes.
 */
import type { FastifyInstance } from 'fastify';
import { observePageCacheBytes, observeRenderQueue, observeRenderWorkers, renders, renderWorkersStopped } from '@azi/api/metrics/siteMetrics';
import type { RenderFailure } from '../render/jobs';
import type { RenderPool } from '../render/renderPool';

/**
 * Why a worker was stopped, as one of a few labels, from the sentence the pool gives
 * (render/workerProcess.ts says it for the log): a sentence names sizes and times, a label must not.
 */
const STOP_REASONS: [RegExp, string][] = [
  [/^a job ran past/, 'timeout'],
  [/^it sent a message of \d+ bytes/, 'message_too_large'],
  [/^it sent a message that is not JSON/, 'message_not_json'],
  [/^it sent more than \d+ API calls/, 'api_call_flood'],
  [/^it answered a \w+ job with/, 'bad_answer'],
  [/^it sent |^its message could not be handled/, 'bad_message'],
  [/^its channel failed/, 'channel_failed'],
  [/^it did not start within/, 'start_timeout'],
  [/cannot start/, 'cannot_start'],
  [/^(exit code|signal) /, 'exited'],
];

export function stopReasonLabel(reason: string): string {
  return STOP_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
}

/** A worker stopped for a fault (the pool's onWorkerLost). */
export function countWorkerStopped(section: string | undefined, reason: string): void {
  renderWorkersStopped.inc({ section: section ?? 'unknown', reason: stopReasonLabel(reason) });
}

/** A page's server render: drawn, or why not. */
export function countRender(section: string, outcome: 'rendered' | RenderFailure['reason']): void {
  renders.inc({ section, outcome });
}

/** The pool's workers and queues and the page cache's bytes, read at each scrape until the site closes. */
export function observePageRendering(app: FastifyInstance, pool: Pick<RenderPool, 'sections' | 'queues'>, cacheBytes: () => number): void {
  const stops = [
    observeRenderWorkers(() => Object.entries(pool.sections).map(([section, value]) => ({ labels: { section }, value }))),
    observeRenderQueue(() => [...pool.queues].map(([section, queue]) => ({ labels: { section }, value: queue.length }))),
    observePageCacheBytes(() => [{ labels: {}, value: cacheBytes() }]),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
