/**
 * The day the site launched. Banners and the business articles describe the company rather than an
 * event, so they are dated on it.
 */
export const LAUNCH = '2026-11-20';
