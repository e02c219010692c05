/**
 * The console's own origin (CONSOLE_URL, e.g. https://admin.example.com). The admin routes answer
 * only to requests for its host, console writes must come from it (Origin), and the session
 * cookie is host-only on it: so no script on the public origin, where every federated remote
 * runs, can reach a staff session.
 *
 * Requests are matched on the hostname of their Host header, case-insensitively and whatever the
 * port: behind nginx (`proxy_set_header Host $host`) the copies see no port at all, and locally
 * the browser sends the one it used (admin.localhost:8080). The port cannot tell the two origins
 * apart anyway (cookies ignore ports), which is why the site requires CONSOLE_URL to differ from
 * PUBLIC_URL in host. The Host header, not X-Forwarded-Host: nginx sets Host itself and passes no
 * X-Forwarded-Host, so whatever a client puts there decides nothing.
 */

export interface ConsoleOrigin {
  /** Scheme, host and port, as a browser's Origin header names it: `https://admin.example.com`. */
  origin: string;
  /** Host and port, as a Host header carries it: `admin.example.com`, `admin.localhost:8080`. */
  host: string;
  /** Lower-case, without the port. */
  hostname: string;
  /** Served over https: the cookie is then `Secure` and `__Host-` prefixed. */
  secure: boolean;
  /** Matches a Host header for this hostname, with any port or none (Fastify's host constraint). */
  hostPattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A bare http(s) origin; throws an Error naming the setting otherwise. */
export function parseConsoleOrigin(url: string, setting = 'CONSOLE_URL'): ConsoleOrigin {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error(`${setting} is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${setting} must be http or https: ${url}`);
  // The console lives at the root of its origin (/admin, /api-official-web/admin, a cookie at Path=/).
  if (parsed.username || parsed.password || parsed.search || parsed.hash || parsed.pathname !== '/') {
    throw new Error(
      `${setting} must be a bare origin such as https://admin.example.com (no path, query or credentials): ${url}`,
    );
  }
  const hostname = parsed.hostname.toLowerCase();
  return {
    origin: parsed.origin,
    host: parsed.host,
    hostname,
    secure: parsed.protocol === 'https:',
    hostPattern: new RegExp(`^${escape(hostname)}(?::\\d{1,5})?$`, 'i'),
  };
}

/** Whether a request's Host header names the console (see the top of this file). */
export function isConsoleHost(consoleOrigin: ConsoleOrigin, hostHeader: string | undefined): boolean {
  return hostHeader !== undefined && consoleOrigin.hostPattern.test(hostHeader);
}
