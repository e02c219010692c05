import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FirstViewContext, FirstViewGate, firstViewGate } from './FirstViewGate';

function setUp() {
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  const gate = firstViewGate({ url: '/en/investor', wanted });
  const page = (url: string) => (
    <FirstViewContext.Provider value={gate}>
      <Suspense fallback={<p>waiting</p>}>
        <FirstViewGate url={url}>
          <p>the page</p>
        </FirstViewGate>
      </Suspense>
    </FirstViewContext.Provider>
  );
  return { page, want: () => want() };
}

it('holds the landed page until it is wanted, then draws it', async () => {
  const { page, want } = setUp();
  // Awaited: the page suspends inside this act.
  await act(async () => {
    render(page('/en/investor'));
  });
  expect(screen.queryByText('the page')).toBeNull();
  // React shows a boundary's content no sooner than its fallback's short minimum time (300 ms).
  await act(async () => {
    want();
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(screen.getByText('the page')).toBeTruthy();
});

it('draws any other page at once, and the landed one too once the visitor has been elsewhere', () => {
  const { page } = setUp();
  const { rerender } = render(page('/en/media'));
  expect(screen.getByText('the page')).toBeTruthy();
  rerender(page('/en/investor'));
  expect(screen.getByText('the page')).toBeTruthy();
});

it('draws everything at once without a first view (the server, a page drawn in the browser)', () => {
  render(
    <FirstViewGate url="/en/investor">
      <p>the page</p>
    </FirstViewGate>,
  );
  expect(screen.getByText('the page')).toBeTruthy();
});
