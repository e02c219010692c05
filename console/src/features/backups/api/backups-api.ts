/** Backups (api/src/routes/admin/adminBackup.ts): the schedule and the runs, and the download's address. */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { BackupStatus } from '@azi/shared/api/schemas/console';
import { consoleRequest } from '../../../api/consoleRequest';

export type { BackupRun, BackupStatus } from '@azi/shared/api/schemas/console';

export const getBackupStatus = () => consoleRequest<BackupStatus>({ url: '/admin/backups' });
/** A plain link: the browser saves the archive with the session's cookie, as it streams. */
export const BACKUP_DOWNLOAD_URL = `${API_PREFIX}/admin/backup`;
