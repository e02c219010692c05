import { envName } from './settingEnvName';

it('names each setting as its environment variable', () => {
  expect(envName('supportHotline')).toBe('SUPPORT_HOTLINE');
  expect(envName('icpFilingUrl')).toBe('ICP_FILING_URL');
});
