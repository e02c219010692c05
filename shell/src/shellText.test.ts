import { i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import hk from './locales/hk.json';
import { hasShellText, loadShellText } from './shellText';
import { SHELL_TEXT_IMPORTS } from './text/shellTextImports';

it('registers every namespace of the shell in the language asked for, once, and no other language', async () => {
  const spies = Object.values(SHELL_TEXT_IMPORTS).map((imports) => jest.spyOn(imports, 'hk'));
  expect(hasShellText('hk')).toBe(false);
  await loadShellText('hk');
  expect(hasShellText('hk')).toBe(true);
  expect(hasShellText('en')).toBe(false);
  prepareLanguage('hk');
  expect(i18n.getFixedT('hk', 'common')('header.menu')).toBe(hk.header.menu);
  await loadShellText('hk');
  for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
});

it('forgets a failed load, so the next attempt fetches again', async () => {
  const common = jest.spyOn(SHELL_TEXT_IMPORTS.common!, 'en').mockRejectedValueOnce(new Error('offline'));
  await expect(loadShellText('en')).rejects.toThrow('offline');
  expect(hasShellText('en')).toBe(false);
  await loadShellText('en');
  expect(hasShellText('en')).toBe(true);
  expect(common).toHaveBeenCalledTimes(2);
});
