import { MAX_WAIT_MS, addScripts, whenPainted } from './startAfterPaint';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paints when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly listener: Listener) {
    FakePaintObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  report(name: string): void {
    this.listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const realObserver = globalThis.PerformanceObserver;
let visibility: DocumentVisibilityState = 'visible';
/** Animation frames asked for and not yet run. */
let frames: FrameRequestCallback[] = [];
/** Runs the frames asked for so far (the browser's next frame). */
function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  FakePaintObserver.instances = [];
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = realObserver;
});

it('starts at once in a hidden page (a background tab has no paint to wait for)', () => {
  visibility = 'hidden';
  const start = jest.fn();
  whenPainted(document, start);
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('in a page still being parsed (the script is in the head), waits for the parse before anything else', () => {
  visibility = 'hidden';
  const readyState = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => 'loading');
  const start = jest.fn();
  whenPainted(document, start);
  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(start).not.toHaveBeenCalled();
  expect(FakePaintObserver.instances).toHaveLength(0);

  readyState.mockImplementation(() => 'interactive');
  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});

it('waits for the first contentful paint and one more frame (the whole parsed page), then starts once', () => {
  const start = jest.fn();
  whenPainted(document, start);
  jest.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled();

  const observer = FakePaintObserver.instances[0]!;
  observer.report('first-paint');
  jest.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();

  observer.report('first-contentful-paint');
  jest.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();
  expect(observer.disconnected).toBe(true);
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});

it('after the first paint, waits for a hero image the page preloads until it has loaded and had a frame', () => {
  document.head.innerHTML =
    '<link rel="preload" as="image" href="/api-official-web/assets/banner.svg" fetchpriority="high">';
  document.body.innerHTML = '<img src="/api-official-web/assets/banner.svg" alt="">';
  const image = document.images[0]!;
  jest.spyOn(image, 'complete', 'get').mockReturnValue(false);
  const start = jest.fn();

  whenPainted(document, start);
  FakePaintObserver.instances[0]!.report('first-contentful-paint');
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();

  image.dispatchEvent(new Event('load'));
  expect(start).not.toHaveBeenCalled();
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('does not wait for a hero image that has already loaded, nor for one that fails', () => {
  document.head.innerHTML = '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">';
  document.body.innerHTML = '<img src="/hero.svg" alt="">';
  const image = document.images[0]!;
  const complete = jest.spyOn(image, 'complete', 'get').mockReturnValue(true);
  const first = jest.fn();
  whenPainted(document, first);
  FakePaintObserver.instances[0]!.report('first-contentful-paint');
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(first).toHaveBeenCalledTimes(1);

  complete.mockReturnValue(false);
  const second = jest.fn();
  whenPainted(document, second);
  FakePaintObserver.instances[1]!.report('first-contentful-paint');
  nextFrame();
  image.dispatchEvent(new Event('error'));
  jest.advanceTimersByTime(0);
  expect(second).toHaveBeenCalledTimes(1);
});

it('never waits longer than MAX_WAIT_MS for a paint', () => {
  const start = jest.fn();
  whenPainted(document, start);
  jest.advanceTimersByTime(MAX_WAIT_MS - 1);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2); // the wait is over; start runs in a task of its own
  expect(start).toHaveBeenCalledTimes(1);
});

it('waits two animation frames in a browser that reports no paints', () => {
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
  const start = jest.fn();
  whenPainted(document, start);
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();
  nextFrame();
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('adds the named scripts in order, as ordered (not async) scripts', () => {
  addScripts(document, ' /main.abc.js  /extra.def.js ');
  const scripts = Array.from(document.body.querySelectorAll('script'));
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js', '/extra.def.js']);
  expect(scripts.every((script) => !script.async)).toBe(true);
});
