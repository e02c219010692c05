/** What the routes share, handed to each route plugin as its options. */
import type { MailContext } from './alerts/alertContext';
import type { BackupFileSource } from './backup/archiveFormat';
import type { PasswordResetQueue } from './console/passwordResetQueue';
import type { ApiConfig } from './config';
import type { PublishSchedule } from './content/publishSchedule';
import type { ResponseCache } from './content/responseCache';
import type { Database } from './db/database';
import type { StockQuoteService } from './stock/stockQuoteService';

export interface Services {
  config: ApiConfig;
  db: Database;
  cache: ResponseCache;
  stock: StockQuoteService;
  /** Now, for sessions, lockouts and what is public (tests move it). */
  clock: () => Date;
  /**
   * The clock that decides investor events' phases (issue 41): the clock above, or a browser test's
   * (TEST_CLOCK_FILE, time/testClock.ts), which moves nothing else (sessions, schedules, alerts).
   */
  eventClock: () => Date;
  /** Waits (tests record the wait instead). */
  sleep: (ms: number) => Promise<void>;
  schedule: PublishSchedule;
  /** Signs and checks the contact form's proof of work (shared by every copy through the database). */
  powSecret: string;
  /** Links, sender and worker nudge of the mail the API writes (alerts, password resets). */
  mail: MailContext;
  /** Console password resets asked for, handled after the answer (console/passwordResetQueue.ts). */
  passwordResets: PasswordResetQueue;
  /** The site folder's release files a backup carries (the site server's); undefined: the database only. */
  backupFiles: BackupFileSource | undefined;
  /** After a write to content: this copy's caches and schedule catch up at once. */
  contentChanged(): Promise<void>;
}
