import { act, fireEvent } from '@testing-library/react';
import { observed, report, runIdle, setUp, installFakeBrowser } from './testing/pagePreparation';

installFakeBrowser();

it("prefetches the links in view of the page's language when idle, and runs their code only once a visitor is there", async () => {
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

it("starts a link's page on a hand over it and at the click, not for a link elsewhere", () => {
  const { preparer, view, keys } = setUp();
  fireEvent.pointerOver(view.getByText('Media'));
  expect(keys(preparer.prepare)).toEqual(['/en/media']);
  fireEvent.click(view.getByText('Investors'));
  fireEvent.click(view.getByText('Elsewhere'));
  expect(keys(preparer.navigate)).toEqual(['/en/investor']);
});
