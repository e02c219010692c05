// @ts-check
/** The phone a measurement emulates, as Lighthouse's mobile runs do (tools/click-timing.mjs). */

/** Lighthouse 12's mobile preset: its Moto G Power, 4x CPU slowdown, and "slow 4G". */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};
export const MOBILE_CPU_SLOWDOWN = 4;
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
