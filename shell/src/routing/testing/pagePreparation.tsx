/** Test fakes for usePagePreparation: the links in view and the browser's idle moments, under the test's control. */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PagePreparerContext, type PagePreparer } from '../pagePreparer';
import { usePagePreparation } from '../usePagePreparation';

let idleQueue: (() => void)[] = [];
export let observed: Element[] = [];
export let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;

/** Installs the fakes before each test of the file that calls it. */
export function installFakeBrowser() {
  beforeEach(() => {
    idleQueue = [];
    observed = [];
    Object.assign(window, {
      requestIdleCallback: (fn: () => void) => idleQueue.push(fn),
      cancelIdleCallback: () => undefined,
      IntersectionObserver: class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    });
    window.history.replaceState(null, '', '/en');
  });
}

/** Runs the idle moments asked for, and those they ask for in turn. */
export async function runIdle() {
  while (idleQueue.length > 0) {
    await act(async () => {
      idleQueue.shift()!();
      await Promise.resolve();
    });
  }
}

function Page() {
  usePagePreparation();
  return (
    <main>
      <a href="/en/investor">Investors</a>
      <a href="/hk/investor">投資者關係</a>
      <a href="/en/media">Media</a>
      <a href="https://elsewhere.example/en/media">Elsewhere</a>
    </main>
  );
}

/** A page with links (one in another language, one to another site) and a fake preparer. */
export function setUp() {
  const preparer = {
    arrived: jest.fn(),
    prefetch: jest.fn(),
    warm: jest.fn(async () => undefined),
    prepare: jest.fn(),
    navigate: jest.fn(async () => undefined),
    navigation: jest.fn(),
    isReady: jest.fn(() => false),
  };
  const view = render(
    <PagePreparerContext.Provider value={preparer as PagePreparer}>
      <MemoryRouter initialEntries={['/en']}>
        <Page />
      </MemoryRouter>
    </PagePreparerContext.Provider>,
  );
  const keys = (fn: jest.Mock) => fn.mock.calls.map(([target]) => (target as { key: string }).key);
  return { preparer, view, keys };
}
