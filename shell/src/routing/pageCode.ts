import { pageView } from '@azi/shared/contract/remote';
import { prepareLanguage } from '@azi/shared/i18n/instance';
import { preloadPageView } from '@azi/shared/ui/lazyPage';
import { yieldToBrowser } from '../boot/yieldToBrowser';
import { SHELL_PAGES } from '../pages/shellPages';
import { loadRemoteModule } from '../remotes/loadRemoteModule';
import { prefetchRemoteFiles } from '../remotes/remoteFiles';
import type { PageTarget } from './pageTarget';

/**
 * Loads and runs the code that draws a page: the section's module with its text in the page's
 * language (made readable), and the page's own chunk when it has one (lazyPage). Each once per
 * page life.
 */
export async function loadPageCode({ owner, address }: PageTarget): Promise<void> {
  if (owner === 'shell') {
    await preloadPageView(SHELL_PAGES[address.page]);
    return;
  }
  const module = await loadRemoteModule(owner, { quiet: true, lang: address.lang });
  // Its text is handed to i18next now, ahead of the click, not by the page's first render: taking
  // a section's text in is work a click's own task need not do (decision 013). In a task of its
  // own, apart from the module's run before it (decision 007).
  await yieldToBrowser();
  prepareLanguage(address.lang);
  const page = module.pages[address.page];
  await preloadPageView(page && pageView(page, address.layout));
}

/** Downloads that code without running it (a section's files; the shell's own are small and few). */
export function prefetchPageCode({ owner, address }: PageTarget): void {
  if (owner !== 'shell') void prefetchRemoteFiles(owner, address.lang);
}
