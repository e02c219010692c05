import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/security/rateLimiter';

const MIN_WINDOW_LEFT_S = 20;

/**
 * Rate limits count in windows that start on the minute. A burst that crosses into the next window
 * starts counting again, and the request that should be refused is not: on a busy machine, a
 * burst that began late in a minute did. Begin one with at least 20 seconds of its window left.
 */
export async function atStartOfWindow(): Promise<void> {
  const left = RATE_LIMIT_WINDOW_SECONDS - ((Date.now() / 1000) % RATE_LIMIT_WINDOW_SECONDS);
  if (left < MIN_WINDOW_LEFT_S) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

/** The timeout of a test that waits for a window: the wait (up to 20 s) and the burst after it. */
export const WINDOW_WAIT_TIMEOUT_MS = 45_000;
