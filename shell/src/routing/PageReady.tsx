import { use, useContext, type ReactNode } from 'react';
import { PagePreparerContext } from './pagePreparer';
import { pageKeyOf } from './pageTarget';

/**
 * Holds a page a click led to until its code and data are both here (pagePreparer.ts). Navigations
 * are transitions, so the page on screen stays meanwhile (with the progress bar past 200 ms) and
 * the next one appears whole, never as a "Loading…" state. The first page, the server's, never
 * waits; nor does the server, nor a page reached otherwise (a filter, the back button).
 */
export function PageReady({ url, children }: { url: string; children: ReactNode }) {
  const preparer = useContext(PagePreparerContext);
  const key = preparer ? pageKeyOf(url) : undefined;
  const ready = key === undefined ? undefined : preparer?.navigation(key);
  if (ready) use(ready);
  return <>{children}</>;
}
