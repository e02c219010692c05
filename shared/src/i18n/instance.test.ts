import { addNamespace, i18n, prepareLanguage, setLanguage } from './instance';

const resources = { zh: { hello: '你好' }, hk: { hello: '你好（港）' }, en: { hello: 'Hello' } };

it('hands a language its text only when something first translates in it', () => {
  addNamespace('lazyText', resources);
  expect(i18n.hasResourceBundle('en', 'lazyText')).toBe(false);
  prepareLanguage('en');
  expect(i18n.getFixedT('en', 'lazyText')('hello')).toBe('Hello');
  expect(i18n.hasResourceBundle('hk', 'lazyText')).toBe(false);
  setLanguage('hk');
  expect(i18n.getFixedT('hk', 'lazyText')('hello')).toBe('你好（港）');
});

it('adds a namespace registered after its language was prepared on the next preparation', () => {
  prepareLanguage('zh');
  addNamespace('laterText', resources);
  prepareLanguage('zh');
  expect(i18n.getFixedT('zh', 'laterText')('hello')).toBe('你好');
});
