import { apiRequest } from './client';
import type { Captcha } from './schemas/forms';

/** GET /api-official-web/captcha: a new challenge (id and SVG image); single use, 5 minutes. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest<Captcha>({ method: 'GET', url: '/captcha', headers: { 'Cache-Control': 'no-cache' } });
}
