/**
 * The SEC import's schedule on one copy: every minute (or every SEC_IMPORT_EVERY, when shorter)
 * it asks the database whether an import is due on any copy, and runs one when it takes the lease.
 * A run that changed something calls `changed` (the API's caches, and the site's page cache).
 */
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import type { ImportResult, SecImporter } from './secImporter';

export interface SecScheduleTimer {
  stop(): Promise<void>;
}

export function startSecSchedule(
  importer: SecImporter,
  log: FastifyBaseLogger,
  changed: (result: ImportResult) => Promise<void>,
): SecScheduleTimer | undefined {
  const every = importer.config.everyMs;
  if (every <= 0) return undefined;
  return startPeriodicJob(
    async (job) => {
      if (!(await importer.due())) return;
      const result = await importer.run('schedule');
      if (result && !job.stopped && result.added + result.updated > 0) await changed(result);
    },
    {
      everyMs: importer.config.tickMs,
      onError: (error) => log.warn({ err: error }, 'the scheduled SEC import failed'),
    },
  );
}
