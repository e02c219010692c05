import { newPending, type Pending } from './jobs';
import { IDLE_WINDOW_MS, ResourceWatch } from './workerWatch';

const MB = 1024 * 1024;

/** A watch over a worker whose memory and CPU time the test sets, on a clock the test moves. */
function watched(memoryMb = 512) {
  const use = { resident: 100 * MB, cpuMs: 1000 };
  let now = 0;
  const watch = new ResourceWatch(
    memoryMb,
    { residentBytes: () => use.resident, cpuTimeMs: () => use.cpuMs },
    () => now,
  );
  return { watch, use, later: (ms: number) => (now += ms) };
}
const none = new Map<number, Pending>();
const jobStartedAt = (cpuAtStart: number, limitMs: number) => {
  const pending = newPending(
    { kind: 'shell' } as Pending['job'],
    () => {},
    () => {},
    undefined,
  );
  return new Map([[7, { ...pending, cpuAtStart, limitMs }]]);
};

test('a worker past its memory bound, Buffers and all, is stopped for memory', () => {
  const { watch, use } = watched(512);
  expect(watch.look(1, none, true)).toBeUndefined();
  use.resident = 513 * MB;
  expect(watch.look(1, none, true)).toMatchObject({ rule: 'memory', reason: expect.stringContaining('513 MB') });
});

test('a worker without a job that keeps a third of a core busy is stopped for CPU within a window; one that sleeps is not', () => {
  const { watch, use, later } = watched();
  watch.look(1, none, true);
  for (let ms = 500; ms < IDLE_WINDOW_MS; ms += 500) {
    later(500);
    use.cpuMs += 10;
    expect(watch.look(1, none, true)).toBeUndefined();
  }
  later(500);
  expect(watch.look(1, none, true)).toBeUndefined();
  for (let ms = 0; ms < 3 * IDLE_WINDOW_MS; ms += 500) {
    later(500);
    use.cpuMs += 170;
    const verdict = watch.look(1, none, true);
    if (verdict) {
      expect(verdict).toMatchObject({ rule: 'cpu' });
      return;
    }
  }
  throw new Error('the busy worker was not stopped');
});

test("a render's after-work (V8 optimising and collecting in the first moments without a job) is not idle CPU", () => {
  const { watch, use, later } = watched();
  watch.look(1, none, false);
  for (let ms = 0; ms < 3 * IDLE_WINDOW_MS; ms += 500) {
    later(500);
    use.cpuMs += ms < 1500 ? 400 : 5;
    expect(watch.look(1, none, true)).toBeUndefined();
  }
});

test('CPU used while the worker has a job, or is starting, is not idle CPU', () => {
  const { watch, use, later } = watched();
  for (let i = 0; i < 20; i += 1) {
    later(500);
    use.cpuMs += 400;
    expect(watch.look(1, none, false)).toBeUndefined();
  }
});

test("a job's time limit counts its worker's CPU time since it started, even while it waits for API answers", () => {
  const { watch, use } = watched();
  const jobs = jobStartedAt(1000, 2000);
  use.cpuMs = 2900;
  expect(watch.look(1, jobs, false)).toBeUndefined();
  use.cpuMs = 3000;
  expect(watch.look(1, jobs, false)).toEqual({ job: 7, limitMs: 2000 });
});
