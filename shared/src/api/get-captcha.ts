import { apiRequest } from '@azi/shared/api/client';
import type { Captcha } from '@azi/shared/api/schemas/forms';

/** GET /api-official-web/captcha: a new challenge (id and SVG image); single use, 5 minutes. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest<Captcha>({ method: 'GET', url: '/captcha', headers: { 'Cache-Control': 'no-cache' } });
}
