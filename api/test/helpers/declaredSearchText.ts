/**
 * The remotes' declared search text as their builds write it (tools/webpack/searchText.js, run on
 * each remote's src/searchText.json and locale files), put in a test's index the way the site
 * server does, so a test searches the site's real pages and sections without a built site.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DeclaredSearchEntry } from '@azi/shared/contract/searchText';
import { REMOTE_NAMES } from '@azi/shared/routing/sitePages';
import type { SiteSearchHandle } from '../../src/search/siteSearch';

const repo = path.join(__dirname, '../../..');
// The build's own resolver, read at run time (a test may read other folders' files, as searchLabels.test.ts does).
const { resolveSearchText } = createRequire(__filename)(path.join(repo, 'tools/webpack/searchText.js')) as {
  resolveSearchText(appDir: string, remote: string): { entries: DeclaredSearchEntry[] };
};

/** Puts every remote's declared text in the index through the handle the API gives its site server. */
export async function indexDeclaredText(search: SiteSearchHandle): Promise<void> {
  for (const remote of REMOTE_NAMES)
    await search.replaceRemoteText(
      remote,
      'test',
      resolveSearchText(path.join(repo, remote.replace('_', '-')), remote).entries,
    );
}
