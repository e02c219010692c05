import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import type { RemoteModule } from '@azi/shared/contract/remote';
import { loadRemoteModule, RemoteLoadError } from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../routing/progress', () => ({ trackLoading: <T>(promise: Promise<T>) => promise }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const TEXT = { zh: { heading: '服务' }, hk: { heading: '服務' }, en: { heading: 'Services' } };

function remoteWith(loadText: RemoteModule['loadText'], namespace: string): RemoteModule {
  return { name: 'mfe_service', namespace, loadText, pages: {} };
}

it('fetches a remote once, and its text once per language, only for the languages shown', async () => {
  const loadText = jest.fn(async (lang: 'zh' | 'hk' | 'en') => TEXT[lang]);
  loadRemoteMock.mockResolvedValueOnce({ default: remoteWith(loadText, 'serviceText') });

  const first = await loadRemoteModule('mfe_service', { lang: 'en' });
  expect(first.namespace).toBe('serviceText');
  prepareLanguage('en');
  expect(i18n.getFixedT('en', 'serviceText')('heading')).toBe('Services');
  expect(loadText.mock.calls).toEqual([['en']]);

  // The same language again (a re-render, a widget): nothing fetched.
  expect(loadRemoteModule('mfe_service', { lang: 'en' })).toBe(loadRemoteModule('mfe_service', { lang: 'en' }));
  await loadRemoteModule('mfe_service', { lang: 'en', quiet: true });
  // Another language (the visitor switched): only its text.
  await loadRemoteModule('mfe_service', { lang: 'hk' });
  expect(loadText.mock.calls).toEqual([['en'], ['hk']]);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  // A prefetch without a language fetches no text.
  await loadRemoteModule('mfe_service');
  expect(loadText).toHaveBeenCalledTimes(2);
});

it('reports a text chunk that fails to load as a failed remote, for the boundary to handle', async () => {
  loadRemoteMock.mockResolvedValueOnce({
    default: {
      ...remoteWith(async () => Promise.reject(new Error('chunk 17 failed')), 'mediaText'),
      name: 'mfe_media',
    },
  });
  const loading = loadRemoteModule('mfe_media', { lang: 'zh' });
  await expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(loading).rejects.toMatchObject({ remote: 'mfe_media' });
});

it('refuses a module without text or pages', async () => {
  loadRemoteMock.mockResolvedValueOnce({ default: { name: 'mfe_careers', namespace: 'careers', pages: {} } });
  await expect(loadRemoteModule('mfe_careers', { lang: 'en' })).rejects.toBeInstanceOf(RemoteLoadError);
});
