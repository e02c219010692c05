import '@testing-library/jest-dom';
import fs from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import type { LocaleTree } from '@azi/shared/contract/remote';
import { addNamespace } from '@azi/shared/i18n/instance';
import { LANGS } from '@azi/shared/i18n/languages';
import { REMOTES } from '../remotes';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Component tests run the browser build's code paths.
Object.assign(globalThis, { __SERVER__: false });

// Every remote's text in every language, as the shell registers a page's language at run time
// (a remote loads its text per language, asynchronously; a component test renders at once).
for (const remote of REMOTES) {
  const dir = path.join(__dirname, '../..', remote, 'src/locales');
  // The remotes are found by folder (tools/remotes.js), so their modules are required by path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { NAMESPACE } = require(path.join(dir, 'text.ts')) as { NAMESPACE: string };
  const resources = Object.fromEntries(
    LANGS.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as LocaleTree]),
  );
  addNamespace(NAMESPACE, resources);
}
