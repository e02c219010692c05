import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, Route, Routes } from 'react-router';
import { Section } from '@azi/shared/ui/Section';
import { SiteRouter } from './SiteRouter';

/** The next page waits on `gate` until the test opens it (its code or data on the way). */
let gate: Promise<void>;
let open: () => void;
function NextPage() {
  use(gate);
  return (
    <>
      <h1>Next page</h1>
      <Section id="first" title="First">
        <p>first body</p>
      </Section>
      <Section id="second" title="Second">
        <p>second body</p>
      </Section>
    </>
  );
}

function setUp(ready: (pathname: string) => boolean) {
  gate = new Promise<void>((resolve) => (open = () => resolve()));
  void gate.then(() => Object.assign(gate, { status: 'fulfilled' }));
  return render(
    <SiteRouter isReady={(location) => ready(location.pathname)}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route
            path="/en"
            element={
              <>
                <Link to="/en/next">Next</Link>
                <Link to="/en/next#second">Next, second part</Link>
              </>
            }
          />
          <Route path="/en/next" element={<NextPage />} />
        </Routes>
      </Suspense>
    </SiteRouter>,
  );
}

/** A click as the browser delivers it, outside act(): what React does at once, and what it schedules. */
async function clickOutsideAct(link: HTMLElement) {
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    link.click();
    // The microtasks after the event: where React draws an urgent update. A transition waits for a scheduler task.
    await Promise.resolve();
    await Promise.resolve();
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

beforeEach(() => window.history.replaceState(null, '', '/en'));

describe('the site router', () => {
  it('draws a page whose code and data are here in the click itself, in one go', async () => {
    setUp((pathname) => pathname === '/en/next');
    open();
    await act(async () => gate);
    await clickOutsideAct(screen.getByRole('link', { name: /^Next$/ }));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/next');
    // The top and the first section first; the later sections after the first frame.
    expect(screen.getByText('first body')).toBeInTheDocument();
    expect(screen.queryByText('second body')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.getByText('second body')).toBeInTheDocument();
  });

  it('draws the whole page at once when it opens at an anchor, which has to be there to be scrolled to', async () => {
    setUp(() => true);
    open();
    await act(async () => gate);
    await clickOutsideAct(screen.getByRole('link', { name: 'Next, second part' }));
    expect(screen.getByText('second body')).toBeInTheDocument();
  });

  it('keeps the page on screen while the next one waits (a transition), never a "Loading…" state', async () => {
    setUp(() => false);
    await act(async () => screen.getByRole('link', { name: /^Next$/ }).click());
    expect(window.location.pathname).toBe('/en/next');
    expect(screen.getByRole('link', { name: /^Next$/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => {
      open();
      await gate;
    });
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });

  it('follows the back button to the page before', async () => {
    setUp(() => true);
    open();
    await act(async () => gate);
    await act(async () => screen.getByRole('link', { name: /^Next$/ }).click());
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('link', { name: /^Next$/ })).toBeInTheDocument();
  });
});
