import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { siteConfigFromEnv } from './siteConfig';

it('takes each public setting from its environment variable, and the default for the rest', () => {
  const config = siteConfigFromEnv({ SUPPORT_HOTLINE: '400-820-0001', MALL_URL: 'https://mall.example.org/' });
  expect(config).toEqual({
    ...DEFAULT_SITE_CONFIG,
    supportHotline: '400-820-0001',
    mallUrl: 'https://mall.example.org/',
  });
});

it('keeps the default for a variable set empty (compose passes unset settings as empty strings)', () => {
  expect(siteConfigFromEnv({ SUPPORT_HOTLINE: '', IR_EMAIL: '' })).toEqual(DEFAULT_SITE_CONFIG);
});

it('reads nothing but the public settings from the environment', () => {
  const config = siteConfigFromEnv({ ADMIN_TOKEN: 'secret', DATABASE_URL: 'postgres://u:p@db/x' });
  expect(JSON.stringify(config)).not.toMatch(/secret|postgres/);
});
