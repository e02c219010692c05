import { act, fireEvent } from '@testing-library/react';
import { observed, report, runIdle, setUp, installFakeBrowser } from './testing/pagePreparation';

// A file of its own: the visitor's presence is watched once per page life, from the moment the
// module runs, so this file's page life starts with a scroll.
installFakeBrowser();

it('counts a visitor who scrolled before the page was hydrated: the links in view have their code run ahead', async () => {
  // The module is loaded (as the shell's bundle loads it), the visitor scrolls, and only then is the page drawn.
  fireEvent.scroll(window);
  const { preparer, keys } = setUp();
  await runIdle();
  act(() => report?.(observed.map((target) => ({ target, isIntersecting: true }))));
  await runIdle();
  expect(keys(preparer.warm)).toEqual(['/en/investor', '/en/media']);
});
