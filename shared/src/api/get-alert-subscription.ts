import { apiRequest } from '@azi/shared/api/client';
import type { Lang } from '@azi/shared/i18n/languages';
import type { AlertCategory } from '@azi/shared/validation/alertSubscription';

export interface AlertSubscription {
  email: string;
  lang: Lang;
  categories: AlertCategory[];
  status: 'pending' | 'confirmed';
}

/** GET /api-official-web/alerts/subscription: what the holder of a manage link (from an alert mail) sees. */
export function getAlertSubscription(token: string): Promise<AlertSubscription> {
  return apiRequest<AlertSubscription>({
    method: 'GET',
    url: '/alerts/subscription',
    params: { token },
    headers: { 'Cache-Control': 'no-cache' },
  });
}
