// @ts-check
/**
 * Debian's Chromium as the measuring tools and the browser tests launch it (a test tool cannot
 * download a browser here): its path and the flags that keep it from the network's background
 * chatter and from a sandbox that needs privileges.
 */
import { existsSync } from 'node:fs';

/** The whole browser, for the tools that measure what a visitor's browser does (Lighthouse, timings). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless build of the same version, from the same source
 * package (`chromium-headless-shell`), which is also what Playwright runs for headless tests with a
 * browser of its own. It draws the same pages with the same engine and fonts without the whole
 * browser's window and compositor around them: on the 2-core CI machine the same 74 tests took
 * 114-139 s with it and 170-210 s with the whole browser (issue 57). Without it the tests run
 * in the whole browser; CHROMIUM_PATH chooses either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What chromium.launch() takes to start the whole browser. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** What the browser tests' launch takes. */
export const TEST_CHROMIUM_LAUNCH = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };
