/**
 * The environment variable that sets a public setting (siteConfig.ts): one rule for the site
 * server that reads them and the deployment files that pass them to the copies.
 * supportHotline -> SUPPORT_HOTLINE.
 */
export function envName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
}
