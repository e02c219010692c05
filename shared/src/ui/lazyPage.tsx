import { use, type ComponentType } from 'react';

/** A page component whose code comes in a chunk of its own, with a way to fetch that code ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A remote's page whose code loads when it is first shown (React.lazy's job), and which the shell
 * can ask for ahead of that: a click starts the page's code, its text and its data together, and
 * draws the page once all are there, instead of finding out about this chunk only when the page
 * renders. On the server (one file, nothing to fetch) and during hydration it behaves as
 * React.lazy: the render waits for the code.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // Kept once, failure included: the error boundary around the page sees the same rejection on
  // every render (and reloads the page once), instead of a new request on each.
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function LazyPageView() {
    const Page = loaded ?? use(preload());
    return <Page />;
  }
  return Object.assign(LazyPageView, { preload });
}

/** Fetches the code of a page component made with lazyPage (others have theirs already). */
export function preloadPageView(view: unknown): Promise<unknown> {
  const preload = (view as Partial<LazyPage> | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
