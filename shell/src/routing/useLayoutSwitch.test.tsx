import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useLayoutSwitch } from './useLayoutSwitch';

function Probe({ seen }: { seen: string[] }) {
  useLayoutSwitch();
  const location = useLocation();
  seen.push(location.pathname + location.search + location.hash);
  return null;
}

function renderAt(url: string, width: number) {
  window.innerWidth = width;
  const seen: string[] = [];
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe seen={seen} />
    </MemoryRouter>,
  );
  return seen;
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 1;
  });
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
  act(() => {
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
  });
  expect(seen.at(-1)).toBe('/en/mobile/media');
});

it('leaves a page that does not exist where it is', () => {
  expect(renderAt('/en/nowhere', 390).at(-1)).toBe('/en/nowhere');
});
