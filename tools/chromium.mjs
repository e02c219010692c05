// @ts-check
/**
 * Debian's Chromium as the measuring tools launch it (a test tool cannot download a browser here):
 * its path (CHROMIUM_PATH overrides it) and the flags that keep it from the network's background
 * chatter and from a sandbox that needs privileges. The browser tests (e2e/playwright.config.ts)
 * launch it the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What chromium.launch() takes to start it. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
