import { render } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import type { Lang } from '@azi/shared/i18n/languages';
import { addNamespace, i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import { PageProviders } from '@azi/shared/ui/PageContext';
import { META_NAMESPACE } from '../meta/metaText';
import { metaResources } from '../text/allShellText';
import { useDocumentSetup } from './useDocumentSetup';

function Probe({ lang, metaKey }: { lang: Lang; metaKey: string }) {
  useDocumentSetup(lang, metaKey);
  return null;
}

function renderPage(lang: Lang, metaKey = 'home') {
  return render(
    <PageProviders address={{ lang, layout: 'mobile', page: 'home' }} config={DEFAULT_SITE_CONFIG}>
      <Probe lang={lang} metaKey={metaKey} />
    </PageProviders>,
  );
}

/** The writes to <html> and <head> a render makes, as the browser records them. */
function writesDuring(action: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, childList: true, characterData: true, subtree: true });
  action();
  // Taken at once: the observer's own callback (a microtask) would empty the queue.
  const records = observer.takeRecords();
  observer.disconnect();
  return records.filter(
    (record) => record.target === document.documentElement || document.head.contains(record.target),
  );
}

/** The words of the page's title and description in `lang`, as the hook reads them. */
function metaText(lang: Lang) {
  prepareLanguage(lang);
  return i18n.getFixedT(lang, META_NAMESPACE);
}

beforeAll(() => addNamespace(META_NAMESPACE, metaResources));

beforeEach(() => {
  document.head.innerHTML = '<title></title><meta name="description" content="">';
  document.documentElement.lang = 'zh-CN';
});

it('sets <html lang>, the language, the title and the description of the page', () => {
  renderPage('hk');
  expect(document.documentElement.lang).toBe('zh-HK');
  expect(i18n.language).toBe('hk');
  expect(document.title).toBe(metaText('hk')('home.title'));
  expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
    metaText('hk')('home.description'),
  );
});

it('writes nothing when the served HTML already has it right (no restyle of the whole document)', () => {
  const t = metaText('en');
  document.documentElement.lang = 'en';
  document.title = t('investor.title');
  document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content = t('investor.description');
  const writes = writesDuring(() => renderPage('en', 'investor'));
  expect(writes.map((w) => `${w.type} ${(w.target as Element).nodeName} ${w.attributeName ?? ''}`)).toEqual([]);
});

it('follows a change of language', () => {
  const { rerender } = renderPage('en');
  expect(document.documentElement.lang).toBe('en');
  rerender(
    <PageProviders address={{ lang: 'zh', layout: 'mobile', page: 'home' }} config={DEFAULT_SITE_CONFIG}>
      <Probe lang="zh" metaKey="home" />
    </PageProviders>,
  );
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(document.title).toBe(metaText('zh')('home.title'));
});
