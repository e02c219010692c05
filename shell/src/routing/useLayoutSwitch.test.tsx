import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useLayoutSwitch } from './useLayoutSwitch';

function Probe({ seen }: { seen: string[] }) {
  useLayoutSwitch();
  const location = useLocation();
  seen.push(location.pathname + location.search + location.hash);
  return null;
}

/** The window's width, as the media query the hook asks sees it. */
let width = 1280;
/** Whether the page is being printed, as `matchMedia('print')` sees it. */
let printed = false;
const listeners = new Set<() => void>();

function resizeTo(next: number) {
  width = next;
  for (const listener of listeners) listener();
}

function printAt(next: number, how: 'media' | 'events') {
  if (how === 'media') printed = true;
  else window.dispatchEvent(new Event('beforeprint'));
  resizeTo(next);
}

function endPrint(at: number, how: 'media' | 'events') {
  if (how === 'media') printed = false;
  resizeTo(at);
  if (how === 'events') window.dispatchEvent(new Event('afterprint'));
}

function renderAt(url: string, at: number) {
  width = at;
  const seen: string[] = [];
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe seen={seen} />
    </MemoryRouter>,
  );
  return seen;
}

beforeEach(() => {
  listeners.clear();
  printed = false;
  window.matchMedia = (query: string) => {
    if (query === 'print') {
      return {
        get matches() {
          return printed;
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      } as unknown as MediaQueryList;
    }
    const min = Number(/^\(min-width: (\d+)px\)$/.exec(query)?.[1] ?? NaN);
    return {
      get matches() {
        return width >= min;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
});

it('moves a narrow window to the mobile twin, keeping query and hash', () => {
  const seen = renderAt('/en/service?a=1#pay', 390);
  expect(seen.at(-1)).toBe('/en/mobile/service?a=1#pay');
});

it('moves a wide window back to the desktop page', () => {
  const seen = renderAt('/hk/mobile/investor', 1280);
  expect(seen.at(-1)).toBe('/hk/investor');
});

it('switches at 821px exactly', () => {
  expect(renderAt('/introduce', 821).at(-1)).toBe('/introduce');
  expect(renderAt('/introduce', 820).at(-1)).toBe('/mobile/introduce');
});

it('follows the window when it is resized', () => {
  const seen = renderAt('/en/media', 1280);
  act(() => resizeTo(500));
  expect(seen.at(-1)).toBe('/en/mobile/media');
});

it('leaves a page that does not exist where it is', () => {
  expect(renderAt('/en/nowhere', 390).at(-1)).toBe('/en/nowhere');
});

it.each(['media', 'events'] as const)('stays on the desktop page while it is printed on a narrow sheet (%s)', (how) => {
  const seen = renderAt('/en/investor_list5#faq', 1280);
  act(() => printAt(794, how));
  expect(seen.at(-1)).toBe('/en/investor_list5#faq');
  act(() => endPrint(1280, how));
  expect(seen).not.toContain('/en/mobile/investor_list5#faq');
  expect(seen.at(-1)).toBe('/en/investor_list5#faq');
});

it('follows a window resized while it was printed once printing ends', () => {
  const seen = renderAt('/en/media', 1280);
  act(() => printAt(794, 'events'));
  act(() => endPrint(500, 'events'));
  expect(seen.at(-1)).toBe('/en/mobile/media');
});
