/**
 * Every route of the API, public and console, on the scope the plugin opens under API_PREFIX:
 * the route table in one place, apart from the plugin's start-up and shutdown (plugin.ts).
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../http/bodyLimit';
import { rejectControlCharacters } from '../http/controlCharacters';
import { installErrorHandlers } from '../http/errorHandlers';
import { rejectNonFiniteNumbers } from '../http/finiteNumbers';
import type { SiteSearchHandle } from '../search/siteSearch';
import type { SecImporter } from '../sec/secImporter';
import type { Services } from '../services';
import type { CloseRecorder } from '../stock/closeRecorder';
import { adminAccountRoutes } from './admin/adminAccounts';
import { adminAlertRoutes } from './admin/adminAlerts';
import { adminAuditRoutes } from './admin/adminAudit';
import { adminBackupRoutes } from './admin/adminBackup';
import { requireConsoleAccess } from './admin/adminAuth';
import { adminContentRoutes } from './admin/adminContent';
import { adminDocumentRoutes } from './admin/adminDocuments';
import { adminJobRoutes } from './admin/adminJobs';
import { adminLeadRoutes } from './admin/adminLeads';
import { adminPasswordResetRoutes } from './admin/adminPasswordReset';
import { adminPasswordResetCheckRoutes } from './admin/adminPasswordResetCheck';
import { adminPictureRoutes } from './admin/adminPictures';
import { adminSecRoutes } from './admin/adminSec';
import { adminSessionRoutes } from './admin/adminSession';
import { adminSearchRoutes } from './admin/adminSearch';
import { adminSiteSpeedRoutes } from './admin/adminSiteSpeed';
import { adminStockRoutes } from './admin/adminStock';
import { alertRoutes } from './alerts';
import { assetRoutes } from './assets';
import { captchaRoutes } from './captcha';
import { contentRoutes } from './content';
import { documentRoutes } from './documents';
import { eventRoutes } from './events';
import { jobRoutes } from './jobs';
import { fieldDataRoutes } from './fieldData';
import { healthRoutes } from './health';
import { leadRoutes } from './leads';
import { pictureRoutes } from './pictures';
import { searchRoutes } from './search';
import { stockRoutes } from './stock';
import { stockPriceRoutes } from './stockPrices';

export interface ApiRouteOptions {
  services: Services;
  search: SiteSearchHandle;
  secImporter: SecImporter | undefined;
  closeRecorder: CloseRecorder | undefined;
  /** The console's host name pattern: its routes exist for that host only. */
  consoleHost: RegExp | undefined;
}

export async function apiRoutes(
  api: FastifyInstance,
  { services, search, secImporter, closeRecorder, consoleHost }: ApiRouteOptions,
): Promise<void> {
  // Before any route: every route of this scope without a limit of its own gets the 64 KB one.
  api.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMIT_BYTES;
  });
  await api.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  installErrorHandlers(api);
  rejectControlCharacters(api);
  rejectNonFiniteNumbers(api);

  await api.register(contentRoutes, services);
  await api.register(eventRoutes, services);
  await api.register(jobRoutes, services);
  await api.register(captchaRoutes, services);
  await api.register(leadRoutes, services);
  await api.register(stockRoutes, services);
  await api.register(stockPriceRoutes, services);
  await api.register(healthRoutes, services);
  await api.register(assetRoutes);
  await api.register(documentRoutes, services);
  await api.register(pictureRoutes, services);
  await api.register(alertRoutes, services);
  await api.register(searchRoutes, { services, search });
  await api.register(fieldDataRoutes, services);
  // The console's routes: a session of a role allowed in the route's area, or the ADMIN_TOKEN bearer.
  await api.register(async (admin) => {
    // Only for the console's host: for any other they do not exist (the API's JSON 404).
    if (consoleHost)
      admin.addHook('onRoute', (route) => void (route.constraints = { ...route.constraints, host: consoleHost }));
    requireConsoleAccess(admin, services);
    await admin.register(adminSessionRoutes, services);
    await admin.register(adminContentRoutes, services);
    await admin.register(adminDocumentRoutes, services);
    await admin.register(adminPictureRoutes, services);
    await admin.register(adminLeadRoutes, services);
    await admin.register(adminAccountRoutes, services);
    await admin.register(adminAuditRoutes, services);
    await admin.register(adminBackupRoutes, services);
    await admin.register(adminAlertRoutes, services);
    await admin.register(adminPasswordResetRoutes, services);
    await admin.register(adminPasswordResetCheckRoutes, services);
    await admin.register(adminSecRoutes, { services, importer: secImporter });
    await admin.register(adminStockRoutes, { services, recorder: closeRecorder });
    await admin.register(adminSiteSpeedRoutes, services);
    await admin.register(adminSearchRoutes, services);
    await admin.register(adminJobRoutes, services);
  });
}
