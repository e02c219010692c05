import { Suspense } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { hasNamespace } from '@azi/shared/i18n/instance';
import { PageProviders } from '@azi/shared/ui/PageContext';
import enMeta from '../meta/locales/en.json';
import { META_NAMESPACE } from '../meta/metaText';
import { useDocumentSetup } from './useDocumentSetup';

// A module registry of its own (jest's, per file): the titles are not registered until fetched.

function Probe({ metaKey }: { metaKey: string }) {
  useDocumentSetup('en', metaKey);
  return <p>{metaKey}</p>;
}

const page = (metaKey: string) => (
  <PageProviders address={{ lang: 'en', layout: 'desktop', page: 'home' }} config={DEFAULT_SITE_CONFIG}>
    <Suspense fallback={<p>waiting</p>}>
      <Probe metaKey={metaKey} />
    </Suspense>
  </PageProviders>
);

it("leaves the landing page's served title alone without its words, then fetches them for the page a click leads to", async () => {
  document.documentElement.lang = 'en';
  document.head.innerHTML = '<title>Served title</title><meta name="description" content="Served description">';
  const { rerender, getByText } = render(page('investor'));
  expect(getByText('investor')).toBeInTheDocument();
  expect(hasNamespace(META_NAMESPACE, 'en')).toBe(false);
  expect(document.title).toBe('Served title');

  await act(async () => rerender(page('media')));
  await waitFor(() => expect(document.title).toBe(enMeta.media.title));
  expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(enMeta.media.description);
  expect(getByText('media')).toBeInTheDocument();
});
