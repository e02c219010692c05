import { registerRemotes } from '@module-federation/enhanced/runtime';
import { entryScript, fetchRegistry, parseRegistry, registerRegistry, registeredEntry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

it('reads the manifest URL of every known remote', () => {
  expect(
    parseRegistry({
      mfe_investor: '/remotes/mfe_investor/2026.11.22-1/mf-manifest.json',
      mfe_media: 'https://cdn.example.com/mfe_media/3/mf-manifest.json',
    }),
  ).toEqual([
    { name: 'mfe_investor', entry: '/remotes/mfe_investor/2026.11.22-1/mf-manifest.json' },
    { name: 'mfe_media', entry: 'https://cdn.example.com/mfe_media/3/mf-manifest.json' },
  ]);
});

it('drops unknown remotes and URLs that are not entries', () => {
  expect(
    parseRegistry({
      mfe_unknown: '/remotes/x/mf-manifest.json',
      mfe_media: 'javascript:alert(1)//mf-manifest.json',
      mfe_service: '//evil.example.com/mf-manifest.json',
      mfe_careers: 42,
    }),
  ).toEqual([]);
  expect(parseRegistry(null)).toEqual([]);
  expect(parseRegistry(['a'])).toEqual([]);
});

it('answers an empty registry when /remotes.json cannot be read', async () => {
  const failing = jest.fn().mockRejectedValue(new TypeError('offline'));
  await expect(fetchRegistry(failing)).resolves.toEqual([]);
  const notFound = jest.fn().mockResolvedValue({ ok: false, status: 404 });
  await expect(fetchRegistry(notFound)).resolves.toEqual([]);
});

it('asks for the registry without the HTTP cache', async () => {
  const ok = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => ({ mfe_media: '/remotes/mfe_media/1/mf-manifest.json' }) });
  await expect(fetchRegistry(ok)).resolves.toHaveLength(1);
  expect(ok).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
});

it('registers each remote with the runtime by its entry script, and keeps the manifest for the prefetch', () => {
  registerRegistry([
    { name: 'mfe_investor', entry: '/remotes/mfe_investor/2026.11.22-1/mf-manifest.json' },
    { name: 'mfe_media', entry: 'http://localhost:3005/remoteEntry.js' },
  ]);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_investor', entry: '/remotes/mfe_investor/2026.11.22-1/remoteEntry.js' },
    { name: 'mfe_media', entry: 'http://localhost:3005/remoteEntry.js' },
  ]);
  expect(registeredEntry('mfe_investor')).toBe('/remotes/mfe_investor/2026.11.22-1/mf-manifest.json');
  expect(entryScript('https://cdn.example.com/mfe_media/3/mf-manifest.json')).toBe(
    'https://cdn.example.com/mfe_media/3/remoteEntry.js',
  );
});
