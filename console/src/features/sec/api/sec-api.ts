/** The SEC filings import (api/src/routes/admin/adminSec.ts): its state and "Import now". */
import type { SecImportResult, SecStatus } from '@azi/shared/api/schemas/console';
import { consoleRequest } from '../../../api/consoleRequest';

export type { SecImportResult, SecRun, SecStatus } from '@azi/shared/api/schemas/console';

/** An import waits up to a minute for another copy's run and obeys EDGAR's Retry-After. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

export const getSecStatus = () => consoleRequest<SecStatus>({ url: '/admin/sec/status' });
export const importSecFilings = () =>
  consoleRequest<SecImportResult>({ method: 'POST', url: '/admin/sec/import', timeout: IMPORT_TIMEOUT_MS });
