import { filesToPrefetch, prefetchRemoteFiles } from './remoteFiles';
import { registerRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const MANIFEST = {
  exposes: [
    {
      assets: {
        js: {
          sync: ['__expose.1a.js'],
          async: [
            'page-detail.3c.js',
            '264.4d.js',
            'text-zh.5e.js',
            'text-hk.6f.js',
            'text-en.7a.js',
            'later-ics.8b.js',
            '../../escape.js',
          ],
        },
        css: { sync: ['__expose.2b.css'], async: ['page-detail.9c.css'] },
      },
    },
  ],
};

it("takes a section's entry, module and page chunks, the text of the page's language only, and no code for later", () => {
  expect(filesToPrefetch(MANIFEST, 'en')).toEqual([
    'remoteEntry.js',
    '__expose.1a.js',
    '__expose.2b.css',
    'page-detail.3c.js',
    '264.4d.js',
    'text-en.7a.js',
    'page-detail.9c.css',
  ]);
  expect(filesToPrefetch(MANIFEST, 'hk')).toContain('text-hk.6f.js');
  expect(filesToPrefetch(MANIFEST, 'hk')).not.toContain('text-en.7a.js');
});

it('takes every text chunk of a version whose chunks have no names', () => {
  const unnamed = {
    exposes: [{ assets: { js: { sync: ['__expose.1a.js'], async: ['527.1.js', '668.2.js', '174.3.js'] } } }],
  };
  expect(filesToPrefetch(unnamed, 'zh')).toEqual([
    'remoteEntry.js',
    '__expose.1a.js',
    '527.1.js',
    '668.2.js',
    '174.3.js',
  ]);
});

it("asks the browser to prefetch a section's files once, without running them, reading its manifest once", async () => {
  registerRegistry([{ name: 'mfe_media', entry: '/remotes/mfe_media/7/mf-manifest.json' }]);
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve(JSON.stringify(MANIFEST)) });
  global.fetch = fetchMock as unknown as typeof fetch;
  const joinHead = jest.spyOn(document.head, 'appendChild');
  // A second ask while the first is still adding its groups, then a third once all are in.
  await Promise.all([prefetchRemoteFiles('mfe_media', 'zh'), prefetchRemoteFiles('mfe_media', 'zh')]);
  // Seven links, joining the head four at a time (each group in a task of its own).
  expect(joinHead).toHaveBeenCalledTimes(2);
  await prefetchRemoteFiles('mfe_media', 'zh');
  expect(joinHead).toHaveBeenCalledTimes(2);
  joinHead.mockRestore();
  const links = [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
  expect(links).toEqual([
    'prefetch /remotes/mfe_media/7/remoteEntry.js',
    'prefetch /remotes/mfe_media/7/__expose.1a.js',
    'prefetch /remotes/mfe_media/7/__expose.2b.css',
    'prefetch /remotes/mfe_media/7/page-detail.3c.js',
    'prefetch /remotes/mfe_media/7/264.4d.js',
    'prefetch /remotes/mfe_media/7/text-zh.5e.js',
    'prefetch /remotes/mfe_media/7/page-detail.9c.css',
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // Asked by its absolute address, the one the federation runtime uses too (manifestCache.ts).
  expect(fetchMock).toHaveBeenCalledWith('http://localhost/remotes/mfe_media/7/mf-manifest.json', { priority: 'low' });
  expect(document.querySelectorAll('script')).toHaveLength(0);
});
