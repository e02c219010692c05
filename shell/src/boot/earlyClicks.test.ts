import { REPLAY_WAIT_MS, replayEarlyClicks } from './earlyClicks';
import { EARLY_CLICKS_GLOBAL } from './earlyClicksGlobal';
import { captureEarlyClicks } from './startAfterPaint';

/** What React DOM leaves on an element it has hydrated. */
const makeLive = <T extends Element>(element: T): T => Object.assign(element, { __reactProps$test: {} });

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  document.body.innerHTML = `
    <header><button id="menu" aria-expanded="false"><span id="icon">≡</span></button><a id="home" href="/en"><span>Home</span></a></header>
    <footer><button id="group">Contact</button></footer>`;
});

function manualFrames() {
  const frames: (() => void)[] = [];
  let time = 0;
  return {
    wait: (next: () => void) => frames.push(next),
    now: () => time,
    frame: (ms = 16) => {
      time += ms;
      frames.shift()?.();
    },
    pending: () => frames.length,
  };
}

it('keeps a tap on a control made before hydration and replays it once the control is live', () => {
  captureEarlyClicks(document);
  const menu = document.getElementById('menu')!;
  const replayed = jest.fn();
  document.getElementById('icon')!.click();

  const frames = manualFrames();
  replayEarlyClicks(document, frames);
  menu.addEventListener('click', replayed);
  expect(replayed).not.toHaveBeenCalled();
  frames.frame();
  expect(replayed).not.toHaveBeenCalled();
  makeLive(menu);
  frames.frame();
  expect(replayed).toHaveBeenCalledTimes(1);
  expect(frames.pending()).toBe(0);
});

it('records neither links (they work as HTML) nor a second tap on the same control twice', () => {
  captureEarlyClicks(document);
  const group = makeLive(document.getElementById('group')!);
  const menu = makeLive(document.getElementById('menu')!);
  document.getElementById('home')!.addEventListener('click', (event) => event.preventDefault());
  document.querySelector('#home span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  group.click();
  menu.click();
  group.click();

  const order: string[] = [];
  group.addEventListener('click', () => order.push('group'));
  menu.addEventListener('click', () => order.push('menu'));
  document.getElementById('home')!.addEventListener('click', () => order.push('home'));
  replayEarlyClicks(document, manualFrames());
  expect(order).toEqual(['menu', 'group']);
});

it('stops recording once the shell has taken over, and gives up on a control that never comes alive', () => {
  captureEarlyClicks(document);
  const menu = document.getElementById('menu')!;
  menu.click();
  const frames = manualFrames();
  replayEarlyClicks(document, frames);
  const replayed = jest.fn();
  menu.addEventListener('click', replayed);
  for (let i = 0; i < REPLAY_WAIT_MS / 16 + 2; i += 1) frames.frame();
  expect(frames.pending()).toBe(0);
  makeLive(menu);
  menu.click(); // React handles this one itself: the record no longer grows
  expect(replayed).toHaveBeenCalledTimes(1);
  replayEarlyClicks(document, frames);
  expect(replayed).toHaveBeenCalledTimes(1);
});

it('replays nothing on a page without the start script', () => {
  expect(() => replayEarlyClicks(document, manualFrames())).not.toThrow();
});

describe('after the shell has taken over', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('replays a click on a control still not live (its section loading) once it is live', () => {
    captureEarlyClicks(document);
    const frames = manualFrames();
    replayEarlyClicks(document, frames);
    const group = document.getElementById('group')!;
    const replayed = jest.fn();
    group.click(); // React drops it: the control's part of the page has not hydrated
    group.addEventListener('click', replayed);
    jest.runAllTimers();
    frames.frame();
    expect(replayed).not.toHaveBeenCalled();
    makeLive(group);
    frames.frame();
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(frames.pending()).toBe(0);
  });

  it('leaves a click React handled itself (the control was live once the click was dispatched)', () => {
    captureEarlyClicks(document);
    const frames = manualFrames();
    replayEarlyClicks(document, frames);
    const menu = document.getElementById('menu')!;
    // React hydrates the control for the click when its code is there, and handles the click.
    menu.addEventListener('click', () => makeLive(menu), { once: true });
    const handled = jest.fn();
    menu.click();
    menu.addEventListener('click', handled);
    jest.runAllTimers();
    expect(frames.pending()).toBe(0);
    expect(handled).not.toHaveBeenCalled();
  });
});
