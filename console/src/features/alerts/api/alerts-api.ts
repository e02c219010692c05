/** The console's e-mail alerts routes (api/src/routes/admin/adminAlerts.ts). */
import type { Lang } from '@azi/shared/i18n/languages';
import type { AlertCategory } from '@azi/shared/validation/alertSubscription';
import { consoleRawRequest, consoleRequest } from '../../../api/consoleRequest';

export interface Subscriber {
  id: number;
  email: string;
  lang: Lang;
  categories: AlertCategory[];
  status: 'pending' | 'confirmed';
  consentAt: string;
  consentAddress: string;
  consentVersion: string;
  confirmedAt: string | null;
}

export interface SubscriberFilter {
  status?: 'pending' | 'confirmed';
  category?: AlertCategory;
  lang?: Lang;
  email?: string;
}

export interface SubscriberCounts {
  byCategory: Record<AlertCategory, Record<Lang, { confirmed: number; pending: number }>>;
  confirmed: number;
  pending: number;
}

export interface OutboxMail {
  id: number;
  kind: 'confirm' | 'alert' | 'passwordReset';
  recipient: string;
  lang: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  reclaimed: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export const listSubscribers = (filter: SubscriberFilter, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: Subscriber[]; total: number; counts: SubscriberCounts }>({ url: '/admin/alerts/subscribers', params: { ...filter, pageNo, pageSize } });

/** Every subscriber the filter matches, as the API's CSV (with its byte-order mark). */
export const subscribersCsv = (filter: SubscriberFilter) =>
  consoleRawRequest<string>({ url: '/admin/alerts/subscribers', params: { ...filter, format: 'csv' }, responseType: 'text', headers: { Accept: 'text/csv' } });

export const deleteSubscriber = (id: number) => consoleRequest<{ id: number }>({ method: 'DELETE', url: `/admin/alerts/subscribers/${id}` });

export const listOutbox = (status: string | undefined, pageNo: number, pageSize: number) =>
  consoleRequest<{ list: OutboxMail[]; total: number; counts: Record<string, number> }>({ url: '/admin/alerts/outbox', params: { status, pageNo, pageSize } });

export const readOutboxMail = (id: number) =>
  consoleRequest<{ id: number; subject: string; recipient: string; textBody: string; hidden: boolean }>({ url: `/admin/alerts/outbox/${id}` });
