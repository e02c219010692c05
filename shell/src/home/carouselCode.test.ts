import { CAROUSEL_IDLE_MS, carouselWanted } from './carouselCode';
import { SLIDES_ID } from './carouselSlidesId';

/** The server's HTML of a carousel: a section holding the slides and a button. */
function serverCarousel(): { section: HTMLElement; button: HTMLButtonElement } {
  document.body.innerHTML = `<section><button type="button">Next</button><div id="${SLIDES_ID}"></div></section><p id="elsewhere">text</p>`;
  return { section: document.querySelector('section')!, button: document.querySelector('button')! };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('is wanted at once when the page holds no server-drawn carousel (a visit from another page)', async () => {
  document.body.innerHTML = '<main></main>';
  expect(await settled(carouselWanted())).toBe(true);
});

it('waits on a first view until the visitor reaches for the carousel', async () => {
  jest.useFakeTimers();
  const { button } = serverCarousel();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const wanted = carouselWanted();
  document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(wanted)).toBe(false);
  button.dispatchEvent(new Event('pointerover', { bubbles: true }));
  // The reach counts once the next frame has been painted.
  jest.advanceTimersByTime(17);
  expect(await settled(wanted)).toBe(true);
});

it('comes a little after the page has loaded when nobody reaches for it, before the first automatic turn', async () => {
  jest.useFakeTimers();
  serverCarousel();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const wanted = carouselWanted();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(CAROUSEL_IDLE_MS - 1);
  expect(await settled(wanted)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(wanted)).toBe(true);
});
