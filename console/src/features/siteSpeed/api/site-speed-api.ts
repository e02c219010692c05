/** The console's field-data routes (api/src/routes/admin/adminSiteSpeed.ts). */
import type { BrowserErrorGroup, SiteSpeedAnswer, SiteSpeedFilter } from '@azi/shared/api/schemas/fieldData';
import { consoleRawRequest, consoleRequest } from '../../../api/consoleRequest';

export const getSiteSpeed = (filter: SiteSpeedFilter) =>
  consoleRequest<SiteSpeedAnswer>({ url: '/admin/site-speed', params: filter });

/** The same filter's days as the API's CSV (with its byte-order mark). */
export const siteSpeedCsv = (filter: SiteSpeedFilter) =>
  consoleRawRequest<string>({
    url: '/admin/site-speed',
    params: { ...filter, format: 'csv' },
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  });

export const listBrowserErrors = () =>
  consoleRequest<{ from: string; list: BrowserErrorGroup[] }>({ url: '/admin/browser-errors' });
