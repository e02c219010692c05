import { createProgress } from './progress';

function setup() {
  jest.useFakeTimers();
  const show = jest.fn();
  const finish = jest.fn();
  const bar = createProgress({
    show,
    finish,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as never),
  });
  return { bar, show, finish };
}

afterEach(() => jest.useRealTimers());

it('shows no bar for work that ends within 200ms', () => {
  const { bar, show, finish } = setup();
  bar.start();
  jest.advanceTimersByTime(150);
  bar.done();
  jest.advanceTimersByTime(1000);
  expect(show).not.toHaveBeenCalled();
  expect(finish).not.toHaveBeenCalled();
});

it('shows the bar after 200ms and finishes it when all work is done', () => {
  const { bar, show, finish } = setup();
  bar.start();
  bar.start();
  jest.advanceTimersByTime(200);
  expect(show).toHaveBeenCalledTimes(1);
  bar.done();
  expect(finish).not.toHaveBeenCalled();
  bar.done();
  expect(finish).toHaveBeenCalledTimes(1);
});

it('stays past 5 s while a slow page is still on its way, and finishes when it is drawn', () => {
  const { bar, finish } = setup();
  bar.start();
  jest.advanceTimersByTime(9000);
  expect(finish).not.toHaveBeenCalled();
  bar.done();
  expect(finish).toHaveBeenCalledTimes(1);
});

it('gives up on work that never settles after a minute', () => {
  const { bar, finish } = setup();
  bar.start();
  jest.advanceTimersByTime(60_000);
  expect(finish).toHaveBeenCalledTimes(1);
  expect(bar.pending).toBe(0);
});
