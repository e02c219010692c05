/** The console's e-mail alerts routes (api/src/routes/admin/adminAlerts.ts). */
import type {
  OutboxRecord,
  SubscriberCounts,
  SubscriberFilter,
  SubscriberRecord,
} from '@azi/shared/api/schemas/console';
import { consoleRawRequest, consoleRequest } from '../../../api/consoleRequest';

export const listSubscribers = (filter: SubscriberFilter, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: SubscriberRecord[]; total: number; counts: SubscriberCounts }>({
    url: '/admin/alerts/subscribers',
    params: { ...filter, pageNo, pageSize },
  });

/** Every subscriber the filter matches, as the API's CSV (with its byte-order mark). */
export const subscribersCsv = (filter: SubscriberFilter) =>
  consoleRawRequest<string>({
    url: '/admin/alerts/subscribers',
    params: { ...filter, format: 'csv' },
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  });

export const deleteSubscriber = (id: number) =>
  consoleRequest<{ id: number }>({ method: 'DELETE', url: `/admin/alerts/subscribers/${id}` });

export const listOutbox = (status: string | undefined, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: OutboxRecord[]; total: number; counts: Record<string, number> }>({
    url: '/admin/alerts/outbox',
    params: { status, pageNo, pageSize },
  });

export const readOutboxMail = (id: number) =>
  consoleRequest<{ id: number; subject: string; recipient: string; textBody: string; hidden: boolean }>({
    url: `/admin/alerts/outbox/${id}`,
  });
