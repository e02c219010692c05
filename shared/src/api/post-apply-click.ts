import { API_PREFIX } from '@azi/shared/api/apiPrefix';

const ENDPOINT = `${API_PREFIX}/job/applyClick`;

/**
 * POST /api-official-web/job/applyClick {id}: counts one click on an opening's apply button. Sent
 * as a beacon, which the browser delivers even as the page is left (an apply link opens a mail
 * program or another site), without holding the navigation up; where there is no sendBeacon, a
 * keepalive fetch does the same. Nothing about the visitor is sent, and no answer is read: a lost
 * count must never stand in the way of an application.
 */
export function postApplyClick(id: number): void {
  const blob = new Blob([JSON.stringify({ id })], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
