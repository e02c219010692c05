import { afterDelay, HYDRATE_AT_ONCE_GLOBAL, whenIdle, whenWanted } from './whenWanted';

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
  return done;
}

/** A page still loading, with the section the server drew and a header outside it. */
function loadingPage(): { section: HTMLElement; outside: HTMLElement } {
  document.body.innerHTML =
    '<header><button id="outside">Menu</button></header><main id="main"><form><button>Calculate</button></form></main>';
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return { section: document.getElementById('main')!, outside: document.getElementById('outside')! };
}

const never = () => () => undefined;

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[HYDRATE_AT_ONCE_GLOBAL];
  jest.useRealTimers();
});

it('is wanted at once when there is no such part on the page (a page drawn in the browser)', async () => {
  expect(await settled(whenWanted(null, { later: never }))).toBe(true);
});

/** The next frame painted, and the task after it. */
function nextPaint(): void {
  jest.advanceTimersByTime(17);
  jest.advanceTimersByTime(0);
}

it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
  'is wanted when the visitor reaches into the part (%s), not when they reach elsewhere',
  async (type) => {
    jest.useFakeTimers();
    const { section, outside } = loadingPage();
    const wanted = whenWanted(section, { later: never });
    outside.dispatchEvent(new Event(type, { bubbles: true }));
    nextPaint();
    expect(await settled(wanted)).toBe(false);
    section.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    nextPaint();
    expect(await settled(wanted)).toBe(true);
  },
);

it("lets the browser paint the reach's own answer before the part's code runs", async () => {
  jest.useFakeTimers();
  const { section } = loadingPage();
  const wanted = whenWanted(section, { later: never });
  section.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(await settled(wanted)).toBe(false);
  nextPaint();
  expect(await settled(wanted)).toBe(true);
});

it('counts a key pressed anywhere only when told to (a carousel answers the arrow keys wherever the focus is)', async () => {
  jest.useFakeTimers();
  const { section, outside } = loadingPage();
  const anyKey = whenWanted(section, { later: never, anyKey: true });
  outside.dispatchEvent(new Event('keydown', { bubbles: true }));
  nextPaint();
  expect(await settled(anyKey)).toBe(true);
});

it('asks `later` only once the page has loaded', async () => {
  jest.useFakeTimers();
  const { section } = loadingPage();
  const wanted = whenWanted(section, { later: afterDelay(500) });
  jest.advanceTimersByTime(1000);
  expect(await settled(wanted)).toBe(false);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(499);
  expect(await settled(wanted)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(wanted)).toBe(true);
});

it('waits for the browser to be idle, with a deadline', async () => {
  const calls: { timeout?: number }[] = [];
  let idle: () => void = () => undefined;
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    calls.push({ timeout: options?.timeout });
    idle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
    return 1;
  });
  window.cancelIdleCallback = jest.fn();
  const { section } = loadingPage();
  const wanted = whenWanted(section, { later: whenIdle(2500) });
  window.dispatchEvent(new Event('load'));
  expect(calls).toEqual([{ timeout: 2500 }]);
  expect(await settled(wanted)).toBe(false);
  idle();
  expect(await settled(wanted)).toBe(true);
  expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
});

it('is wanted at once when a test or a measurement asks for a live page', async () => {
  const { section } = loadingPage();
  (window as unknown as Record<string, unknown>)[HYDRATE_AT_ONCE_GLOBAL] = true;
  expect(await settled(whenWanted(section, { later: never }))).toBe(true);
});
