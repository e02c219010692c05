/**
 * The server's first guess of a visitor's layout, so a phone gets the mobile page straight away
 * instead of a desktop page that swaps itself after it has painted. Client hints first (Chromium
 * sends `Sec-CH-UA-Mobile: ?1` on phones), then the User-Agent's "Mobi" token, which phones carry;
 * iPads carry it too ("Mobile/15E148") and are tablets, so they are told apart first. The browser's
 * width rule (821px) still has the last word.
 */
export function looksLikePhone(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  if (typeof agent !== 'string' || /iPad|Tablet/i.test(agent)) return false;
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(agent);
}
