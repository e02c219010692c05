/** @jest-environment node */
import { startPeriodicJob, type JobState } from './periodicJob';

/** A job whose runs end when the test says so. */
function heldJob() {
  const ends: (() => void)[] = [];
  const work = jest.fn((_state: JobState) => new Promise<void>((resolve) => ends.push(resolve)));
  return { work, endRun: () => ends.shift()?.() };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('a periodic job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once after its first delay, then every period', async () => {
    const work = jest.fn(() => Promise.resolve());
    const job = startPeriodicJob(work, { everyMs: 1000, firstMs: 100, onError: jest.fn() });
    await jest.advanceTimersByTimeAsync(100);
    expect(work).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('skips a tick while a run is still going', async () => {
    const { work, endRun } = heldJob();
    const job = startPeriodicJob(work, { everyMs: 1000, onError: jest.fn() });
    await jest.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
    endRun();
    await jest.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    endRun();
    await job.stop();
  });

  it('goes round once more when asked to run during a run, however often it was asked', async () => {
    const { work, endRun } = heldJob();
    const job = startPeriodicJob(work, { everyMs: 0, onError: jest.fn() });
    const first = job.runNow();
    const asked = [job.runNow(), job.runNow(), job.runNow()];
    expect(work).toHaveBeenCalledTimes(1);
    endRun();
    await first;
    await settle();
    expect(work).toHaveBeenCalledTimes(2);
    let answered = false;
    void Promise.all(asked).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    endRun();
    await Promise.all(asked);
    expect(work).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('hands a failed run to onError and keeps going', async () => {
    const onError = jest.fn();
    const work = jest.fn().mockRejectedValueOnce(new Error('the database went away')).mockResolvedValue(undefined);
    const job = startPeriodicJob(work, { everyMs: 1000, onError });
    await jest.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledWith(new Error('the database went away'));
    expect(work).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stops: waits for the run under way, tells it, and starts no other', async () => {
    const { work, endRun } = heldJob();
    const job = startPeriodicJob(work, { everyMs: 1000, onError: jest.fn() });
    await jest.advanceTimersByTimeAsync(1000);
    const again = job.runNow();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(work.mock.calls[0]![0].stopped).toBe(true);
    endRun();
    await stopping;
    await again;
    await jest.advanceTimersByTimeAsync(5000);
    await job.runNow();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never keeps the process alive', async () => {
    jest.useRealTimers();
    const setInterval = jest.spyOn(global, 'setInterval');
    const setTimeout = jest.spyOn(global, 'setTimeout');
    const job = startPeriodicJob(() => Promise.resolve(), { everyMs: 60_000, firstMs: 60_000, onError: jest.fn() });
    const timers = [...setInterval.mock.results, ...setTimeout.mock.results].map(
      (result) => result.value as NodeJS.Timeout,
    );
    expect(timers).toHaveLength(2);
    expect(timers.map((timer) => timer.hasRef())).toEqual([false, false]);
    await job.stop();
    setInterval.mockRestore();
    setTimeout.mockRestore();
  });
});
