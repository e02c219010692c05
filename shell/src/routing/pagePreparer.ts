import { createContext } from 'react';
import type { PageDataStore } from '@azi/shared/data/pageDataStore';
import { PAGE_DATA_PREFIX, PAGE_DATA_PURPOSE_HEADER } from '@azi/shared/routing/pageDataPrefix';
import type { PageTarget } from './pageTarget';

type Answers = Record<string, unknown>;
/** A promise marked the way React marks those it tracks: use() reads a settled one without suspending. */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export interface PagePreparerDeps {
  /** The page data store the pages read (usePageData). */
  store: Pick<PageDataStore, 'absorb'>;
  fetch: typeof fetch;
  /** Loads and runs the code that draws the page: its section, its text, its lazily loaded view. */
  loadCode(target: PageTarget): Promise<unknown>;
  /** Downloads that code without running it. */
  prefetchCode(target: PageTarget): void;
  /** Runs the progress bar while a navigation waits. */
  track(waiting: Promise<unknown>): void;
}

export interface PagePreparer {
  /** The page the visit opened on: its data came with its HTML. */
  arrived(key: string): void;
  /** A link in view while the browser is idle: its data and code are downloaded; nothing runs (nor is asked while a click's page is on its way). */
  prefetch(target: PageTarget): void;
  /**
   * A link in view, once the visitor is at the page: its code is run ahead (the section's module,
   * its text, the page's chunk), so a click only draws. Never while a click's page is on its way.
   */
  warm(target: PageTarget): Promise<void>;
  /** A hand on a link (pointer over it, focus, touch): its data is fetched and its code run. */
  prepare(target: PageTarget): void;
  /** A click: the page is drawn once its data and its code are both here (the same requests as above, never twice). */
  navigate(target: PageTarget): Promise<void>;
  /** What the page at `key` waits for before it is drawn, when a click led there. */
  navigation(key: string): Promise<void> | undefined;
  /** Whether a click to the page at `key` has nothing left to wait for (its code and data here). */
  isReady(key: string): boolean;
}

/**
 * Gets a page ready before it is drawn on a click, so a click inside the site costs no more than
 * the code and data the next page needs, asked for together, at the click or earlier. A page's
 * data is one request to the site server (PAGE_DATA_PREFIX), kept for the page's life like every
 * answer the store keeps; a failed one is forgotten, and the page then asks for what it lacks
 * itself (usePageData), as before.
 */
export function createPagePreparer(deps: PagePreparerDeps): PagePreparer {
  const answers = new Map<string, Promise<Answers | undefined>>();
  const navigations = new Map<string, Tracked>();

  const fetchData = (target: PageTarget, priority: RequestPriority): Promise<Answers | undefined> =>
    deps
      .fetch(PAGE_DATA_PREFIX + target.key, {
        priority,
        headers: {
          Accept: 'application/json',
          ...(priority === 'low' ? { [PAGE_DATA_PURPOSE_HEADER]: 'prefetch' } : {}),
        },
      })
      .then(async (response) => {
        // 204: a prefetch the server did not draw ahead; the click asks again.
        if (response.status !== 200) throw new Error(`page data of ${target.key}: ${response.status}`);
        const body = (await response.json()) as { data?: unknown } | null;
        return body?.data && typeof body.data === 'object' ? (body.data as Answers) : {};
      })
      .catch(() => {
        answers.delete(target.key);
        return undefined;
      });

  // While a click's page is on its way, nothing else is asked for: the link's requests go first.
  let waiting = 0;

  // Prefetches ask one at a time (the server draws one uncached prefetch at a time per copy and
  // refuses the others); a hand on a link or a click takes its page out of the line at once.
  interface InLine {
    start(priority: RequestPriority): void;
    drop(): void;
  }
  const line = new Map<string, InLine>();
  let prefetching = false;
  const nextInLine = () => {
    if (prefetching || waiting > 0) return;
    const first = line.entries().next();
    if (first.done) return;
    const [key, queued] = first.value;
    line.delete(key);
    prefetching = true;
    queued.start('low');
  };

  const dataOf = (target: PageTarget, priority: RequestPriority): Promise<Answers | undefined> => {
    const queued = line.get(target.key);
    if (queued && priority === 'high') {
      line.delete(target.key);
      queued.start('high');
    }
    let answer = answers.get(target.key);
    if (!answer) {
      answer =
        priority === 'low'
          ? new Promise<Answers | undefined>((resolve) =>
              line.set(target.key, {
                start: (asked) =>
                  resolve(
                    fetchData(target, asked).finally(() => {
                      if (asked !== 'low') return;
                      prefetching = false;
                      nextInLine();
                    }),
                  ),
                drop: () => {
                  answers.delete(target.key);
                  resolve(undefined);
                },
              }),
            )
          : fetchData(target, priority);
      answers.set(target.key, answer);
      if (priority === 'low') nextInLine();
    }
    return answer;
  };

  /** A click drops the prefetches still in line: they were for the page it leaves. */
  const clearLine = () => {
    for (const queued of line.values()) queued.drop();
    line.clear();
  };

  const settled = (): Tracked => Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

  return {
    arrived(key) {
      answers.set(key, Promise.resolve(undefined));
      navigations.set(key, settled());
    },
    prefetch(target) {
      if (waiting > 0) return;
      void dataOf(target, 'low');
      deps.prefetchCode(target);
    },
    warm(target) {
      if (waiting > 0) return Promise.resolve();
      return deps.loadCode(target).then(
        () => undefined,
        () => undefined,
      );
    },
    prepare(target) {
      void dataOf(target, 'high');
      void deps.loadCode(target).catch(() => undefined);
    },
    navigate(target) {
      const known = navigations.get(target.key);
      if (known) return known;
      // A code failure is the page's to show (its error boundary reloads once): the wait ends either way.
      const ready: Tracked = Promise.all([dataOf(target, 'high'), deps.loadCode(target).catch(() => undefined)]).then(
        ([found]) => {
          if (found) deps.store.absorb(found);
        },
      );
      waiting += 1;
      clearLine();
      void ready.then(() => {
        waiting -= 1;
        nextInLine();
        Object.assign(ready, { status: 'fulfilled', value: undefined });
      });
      navigations.set(target.key, ready);
      deps.track(ready);
      return ready;
    },
    navigation: (key) => navigations.get(key),
    isReady: (key) => navigations.get(key)?.status === 'fulfilled',
  };
}

/** The browser's preparer (none on the server, where every page is drawn from its URL alone). */
export const PagePreparerContext = createContext<PagePreparer | null>(null);
