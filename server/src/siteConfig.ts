import { envName } from '@azi/shared/config/settingEnvName';
import { DEFAULT_SITE_CONFIG, mergeSiteConfig, type SiteConfig } from '@azi/shared/config/siteConfig';

/** The public site configuration, each key overridable by its environment variable. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const input: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_SITE_CONFIG)) {
    const value = env[envName(key)];
    if (value !== undefined && value !== '') input[key] = value;
  }
  return mergeSiteConfig(input);
}
