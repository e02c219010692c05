/**
 * A clock browser tests can move (issue 41: an event's page before, during and after the event,
 * without sleeping). TEST_CLOCK_FILE names a file holding an ISO instant: from the moment the file
 * is read, the API's clock runs from that instant; an empty or missing file is the real time.
 *
 * Visitors cannot set it: it is read only from a file on the server's own disk, named by the
 * server's environment, and it is refused unless NODE_ENV is test or development (a server whose
 * NODE_ENV was forgotten refuses it too). A move is what pages show changing, so the API's
 * content-changed signal is given (the API's and the site's caches start again).
 */
import fs from 'node:fs';

/** How often the file is looked at (ms). */
const POLL_MS = 100;

export class TestClock {
  private offsetMs = 0;
  private text = '';
  private listeners: (() => void)[] = [];

  constructor(private readonly file: string) {
    this.read();
    fs.watchFile(file, { interval: POLL_MS, persistent: false }, () => {
      if (this.read()) for (const listener of this.listeners) listener();
    });
  }

  /** The moved time. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Told after every move. */
  onMove(listener: () => void): void {
    this.listeners.push(listener);
  }

  stop(): void {
    fs.unwatchFile(this.file);
  }

  /** Reads the file; true when the time it names changed. */
  private read(): boolean {
    let text = '';
    try {
      text = fs.readFileSync(this.file, 'utf8').trim();
    } catch {
      // No file: the real time.
    }
    if (text === this.text) return false;
    this.text = text;
    const instant = text === '' ? NaN : Date.parse(text);
    this.offsetMs = Number.isNaN(instant) ? 0 : instant - Date.now();
    return true;
  }
}

/** The test clock TEST_CLOCK_FILE asks for, or undefined; throws where it is not allowed. */
export function testClockFromEnv(env: NodeJS.ProcessEnv): TestClock | undefined {
  const file = env.TEST_CLOCK_FILE?.trim();
  if (!file) return undefined;
  if (env.NODE_ENV !== 'test' && env.NODE_ENV !== 'development') {
    throw new Error(
      `TEST_CLOCK_FILE moves the site's clock and is for automated tests only: it is accepted with NODE_ENV=test or development (NODE_ENV is ${env.NODE_ENV ? `'${env.NODE_ENV}'` : 'unset'})`,
    );
  }
  return new TestClock(file);
}
