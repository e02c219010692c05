import { apiRequest } from '@azi/shared/api/client';
import type { AlertSubscription } from '@azi/shared/api/get-alert-subscription';

/** GET /api-official-web/alerts/confirmation: what a confirmation link would confirm (address, language, categories). */
export function getAlertConfirmation(token: string): Promise<AlertSubscription> {
  return apiRequest<AlertSubscription>({
    method: 'GET',
    url: '/alerts/confirmation',
    params: { token },
    headers: { 'Cache-Control': 'no-cache' },
  });
}
