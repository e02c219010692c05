import { i18n, prepareLanguage } from './instance';
import { registerRemoteText, textLoader } from './remoteText';

/** What useT() does before it translates in a language. */
const translate = (lang: 'zh' | 'hk' | 'en', namespace: string, key: string) => {
  prepareLanguage(lang);
  return i18n.getFixedT(lang, namespace)(key);
};

const TEXT = { zh: { title: '关于我们' }, hk: { title: '關於我們' }, en: { title: 'About us' } };

it('builds a loader that gives one language from its own import', async () => {
  const imports = {
    zh: jest.fn(async () => ({ default: TEXT.zh })),
    hk: jest.fn(async () => ({ default: TEXT.hk })),
    en: jest.fn(async () => ({ default: TEXT.en })),
  };
  const load = textLoader(imports);
  await expect(load('en')).resolves.toEqual({ title: 'About us' });
  expect(imports.en).toHaveBeenCalledTimes(1);
  expect(imports.zh).not.toHaveBeenCalled();
  expect(imports.hk).not.toHaveBeenCalled();
});

it('registers only the language a page needs, and loads each language once', async () => {
  const loadText = jest.fn(async (lang: 'zh' | 'hk' | 'en') => TEXT[lang]);
  const module = { namespace: 'perLanguage', loadText };
  await registerRemoteText(module, 'hk');
  expect(loadText.mock.calls).toEqual([['hk']]);
  expect(translate('hk', 'perLanguage', 'title')).toBe('關於我們');
  await registerRemoteText(module, 'hk');
  expect(loadText).toHaveBeenCalledTimes(1);
  await registerRemoteText(module, 'en');
  expect(translate('en', 'perLanguage', 'title')).toBe('About us');
  prepareLanguage('zh');
  expect(i18n.hasResourceBundle('zh', 'perLanguage')).toBe(false);
});

it('registers every language of a remote version built before text was split', async () => {
  await registerRemoteText({ namespace: 'allAtOnce', resources: TEXT }, 'zh');
  expect(translate('zh', 'allAtOnce', 'title')).toBe('关于我们');
  expect(translate('en', 'allAtOnce', 'title')).toBe('About us');
});

it('refuses a module that carries no text', async () => {
  await expect(registerRemoteText({ namespace: 'noText' }, 'zh')).rejects.toThrow(/no text/);
});
