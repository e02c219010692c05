import { RELOAD_GUARD_KEY, reloadOnceAMinute } from './reloadGuard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

it('reloads the first time a chunk fails and remembers when', () => {
  const storage = memoryStorage();
  const reload = jest.fn();
  expect(reloadOnceAMinute({ storage, now: () => 1_000_000, reload })).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
});

it('does not reload again within 60 seconds', () => {
  const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000000' });
  const reload = jest.fn();
  expect(reloadOnceAMinute({ storage, now: () => 1_059_999, reload })).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

it('reloads again once the minute has passed', () => {
  const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000000' });
  const reload = jest.fn();
  expect(reloadOnceAMinute({ storage, now: () => 1_060_000, reload })).toBe(true);
});

it('does not reload when storage cannot remember, to avoid a loop', () => {
  const reload = jest.fn();
  const storage = {
    getItem: () => null,
    setItem: () => {
      throw new Error('quota');
    },
  };
  expect(reloadOnceAMinute({ storage, now: () => 5, reload })).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
