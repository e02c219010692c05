import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PagePreparerContext, type PagePreparer } from './pagePreparer';
import { usePagePreparation } from './usePagePreparation';

/** The links in view are those the fake IntersectionObserver reports; idle moments run when the test says. */
let idleQueue: (() => void)[] = [];
let observed: Element[] = [];
let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;

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

async function runIdle() {
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

function setUp() {
  const preparer = { arrived: jest.fn(), prefetch: jest.fn(), warm: jest.fn(async () => undefined), prepare: jest.fn(), navigate: jest.fn(async () => undefined), navigation: jest.fn(), isReady: jest.fn(() => false) };
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

it('prefetches the links in view of the page\'s language when idle, and runs their code only once a visitor is there', async () => {
  const { preparer, keys } = setUp();
  expect(preparer.prefetch).not.toHaveBeenCalled();
  await runIdle();
  expect(observed.map((a) => a.getAttribute('href'))).toEqual(['/en/investor', '/hk/investor', '/en/media']);
  act(() => report?.(observed.map((target) => ({ target, isIntersecting: true }))));
  expect(keys(preparer.prefetch)).toEqual(['/en/investor', '/en/media']);
  await runIdle();
  // Nobody has moved, touched or scrolled: nothing runs.
  expect(preparer.warm).not.toHaveBeenCalled();

  fireEvent.pointerMove(document.body);
  await runIdle();
  expect(keys(preparer.warm)).toEqual(['/en/investor', '/en/media']);
});

it('starts a link\'s page on a hand over it and at the click, not for a link elsewhere', () => {
  const { preparer, view, keys } = setUp();
  fireEvent.pointerOver(view.getByText('Media'));
  expect(keys(preparer.prepare)).toEqual(['/en/media']);
  fireEvent.click(view.getByText('Investors'));
  fireEvent.click(view.getByText('Elsewhere'));
  expect(keys(preparer.navigate)).toEqual(['/en/investor']);
});
