import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testClockFromEnv } from './testClock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-clock-'));
const file = path.join(dir, 'now');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('testClockFromEnv', () => {
  it('is refused in production and when NODE_ENV is unset', () => {
    expect(() => testClockFromEnv({ TEST_CLOCK_FILE: file, NODE_ENV: 'production' })).toThrow(/automated tests only/);
    expect(() => testClockFromEnv({ TEST_CLOCK_FILE: file })).toThrow(/NODE_ENV is unset/);
  });

  it('is absent without TEST_CLOCK_FILE', () => {
    expect(testClockFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
  });

  it('runs from the instant in the file, and says when it moved', async () => {
    fs.writeFileSync(file, '');
    const clock = testClockFromEnv({ TEST_CLOCK_FILE: file, NODE_ENV: 'test' })!;
    try {
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
      let hasMoved = false;
      const moved = new Promise<void>((resolve) => clock.onMove(resolve)).then(() => (hasMoved = true));
      // The watcher takes its first look at the file in the background: a write made before that
      // look is its starting point, not a change. Written again until it is seen, as a test that
      // moves the clock twice would.
      for (let tries = 0; !hasMoved && tries < 50; tries += 1) {
        fs.writeFileSync(file, '2030-01-02T03:04:05Z');
        await Promise.race([moved, new Promise((resolve) => setTimeout(resolve, 300))]);
        if (!hasMoved) fs.writeFileSync(file, '');
      }
      await moved;
      expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-02T03:04:05Z'))).toBeLessThan(1000);
    } finally {
      clock.stop();
    }
  });
});
