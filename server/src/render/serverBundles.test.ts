import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cssTwins, readRemoteVersion, type ShellRendererModule } from './serverBundles';

it('finds the other files of a build that hold the same CSS under another chunk name', () => {
  const exposed = ['__federation_expose_module.c1d6ced6f1.css', '286.32221e97c7.css'];
  const all = [...exposed, '7905.32221e97c7.css', '286.32221e97c7.css', '3142.e420a0395a.css', 'odd.css'];
  expect(cssTwins(exposed, all)).toEqual(['7905.32221e97c7.css']);
  expect(cssTwins([], all)).toEqual([]);
});

describe('reading a remote version folder', () => {
  const renderer = { sharedModules: {} } as unknown as ShellRendererModule;
  let dir: string;
  const write = (source: string) => {
    fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), source);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-remote-version-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes the text of a remote that loads it per language, in every language', async () => {
    write(
      'const text = { zh: { title: "投资者" }, hk: { title: "投資者" }, en: { title: "Investors" } };' +
        'exports.default = { name: "mfe_investor", namespace: "investor", pages: {}, loadText: (lang) => Promise.resolve(text[lang]) };',
    );
    const loaded = await readRemoteVersion(dir, 'mfe_investor', '/remotes/mfe_investor/2026.11.23-1/', renderer);
    if (loaded instanceof Error) throw loaded;
    expect(loaded.text).toEqual({ zh: { title: '投资者' }, hk: { title: '投資者' }, en: { title: 'Investors' } });
  });

  it('still takes a version built before, which carries every language at once', async () => {
    write(
      'exports.default = { name: "mfe_media", namespace: "media", pages: {}, resources: { zh: { a: "甲" }, hk: { a: "甲" }, en: { a: "A" } } };',
    );
    const loaded = await readRemoteVersion(dir, 'mfe_media', '/remotes/mfe_media/2026.11.23-1/', renderer);
    if (loaded instanceof Error) throw loaded;
    expect(loaded.text.en).toEqual({ a: 'A' });
  });

  it('refuses a version whose text does not load in one language, and says which', async () => {
    write(
      'exports.default = { name: "mfe_media", namespace: "media", pages: {}, loadText: (lang) => lang === "hk" ? Promise.reject(new Error("no chunk")) : Promise.resolve({ a: "A" }) };',
    );
    const loaded = await readRemoteVersion(dir, 'mfe_media', '/remotes/mfe_media/2026.11.23-1/', renderer);
    expect(loaded).toBeInstanceOf(Error);
    expect((loaded as Error).message).toMatch(/text in hk does not load: no chunk/);
  });

  it('refuses a module with no text at all', async () => {
    write('exports.default = { name: "mfe_media", namespace: "media", pages: {} };');
    const loaded = await readRemoteVersion(dir, 'mfe_media', '/remotes/mfe_media/2026.11.23-1/', renderer);
    expect((loaded as Error).message).toMatch(/exports no remote module/);
  });
});
