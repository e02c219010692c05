/**
 * Backups (issue 51), for admins: GET /admin/backup streams one archive of the whole site (the
 * database in one snapshot and the site folder's release files; backup/archiveWriter.ts), which
 * `npm run backup` saves and `npm run restore` brings back; GET /admin/backups is what the console
 * shows: the schedule, the last success, the last failure and the recent runs. Every download is
 * audited: an archive holds every subscriber's and lead's personal data.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { writeBackupArchive } from '../../backup/archiveWriter';
import { archiveFileName } from '../../backup/backupSchedule';
import { backupStatus, finishRun, startRun } from '../../backup/backupRuns';
import { writeAudit } from '../../console/auditLog';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { actorOf } from './adminAuth';

/** A large site's snapshot is spooled before the first byte: the socket may wait that long. */
const BACKUP_SOCKET_TIMEOUT_MS = 30 * 60_000;

const str = { type: 'string' } as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;
const runSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    trigger: str,
    startedAt: str,
    finishedAt: nullable('string'),
    ok: nullable('boolean'),
    fileName: nullable('string'),
    bytes: nullable('number'),
    error: nullable('string'),
  },
} as const;
const statusResponses = {
  200: envelopeSchema({
    type: 'object',
    properties: {
      schedule: {
        type: 'object',
        properties: { enabled: { type: 'boolean' }, everyMs: { type: 'integer' }, keep: { type: 'integer' } },
      },
      lastSuccess: { anyOf: [runSchema, { type: 'null' }] },
      lastFailure: { anyOf: [runSchema, { type: 'null' }] },
      recent: { type: 'array', items: runSchema },
    },
  }),
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
};

export async function adminBackupRoutes(api: FastifyInstance, services: Services): Promise<void> {
  const { db, config } = services;
  api.get('/admin/backups', { config: { area: 'backups' }, schema: { response: statusResponses } }, async () => {
    const status = await backupStatus(db);
    return ok({
      schedule: { enabled: Boolean(config.backup.dir), everyMs: config.backup.everyMs, keep: config.backup.keep },
      ...status,
    });
  });

  api.get('/admin/backup', { config: { area: 'backups' } }, async (request, reply) => {
    const now = services.clock();
    const fileName = archiveFileName(now);
    const run = await startRun(db, 'request');
    await writeAudit(db, actorOf(request), {
      action: 'backup.download',
      contentType: 'backup',
      targetId: run,
      summary: fileName,
    });
    // (light-my-request's fake socket has no timer.)
    if (typeof request.raw.socket?.setTimeout === 'function') request.raw.socket.setTimeout(BACKUP_SOCKET_TIMEOUT_MS);
    const body = new PassThrough();
    writeBackupArchive(db, services.backupFiles, body)
      .then(async (summary) => {
        request.log.info(
          {
            run,
            bytes: summary.bytes,
            rows: summary.rows,
            files: summary.files,
            transactionMs: summary.transactionMs,
            snapshotMs: summary.snapshotMs,
            ms: summary.totalMs,
          },
          'backup sent',
        );
        await finishRun(db, run, { ok: true, fileName, bytes: summary.bytes });
      })
      .catch(async (error: Error) => {
        // The client has the headers already: it sees the archive cut short, which it refuses.
        body.destroy(error);
        request.log.error({ err: error, run }, 'backup failed');
        await finishRun(db, run, { ok: false, error: error.message }).catch(() => undefined);
      });
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);
  });
}
