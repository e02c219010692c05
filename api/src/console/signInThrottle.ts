/**
 * Failed password checks, counted in the database so that every copy counts together.
 *
 * Sign-in counts each failure three times:
 * - per account and address pair (`pair`): a few failures are free, then each further one makes
 *   the next attempt from that address wait, doubling, and past a higher count that address is
 *   refused for that account for 15 minutes;
 * - per client address (`address`, any account): the same with more room, so one address cannot
 *   try many accounts;
 * - per account alone (`account`, from any address): never refused, only slowed down by a short
 *   delay before the password is checked. A stranger can therefore lock only their own address
 *   out of an account: the owner, from their own address, signs in at once.
 *
 * Changing one's own password counts wrong current passwords per account (`password`), refused
 * like the pair.
 *
 * While refused, the password is not even checked (no oracle). A success clears the pair's count
 * and takes back the failure counted in advance from the others; the address's and the account's
 * counts only fade with their window, so an attacker cannot reset them by signing in to an
 * account of their own.
 */
import type { Database } from '../db/database';

export interface ThrottlePolicy {
  /** Failures within the window before the next attempt has to wait. */
  freeFailures: number;
  /** From this many failures the subject is refused for lockSeconds. */
  lockAfter: number;
  lockSeconds: number;
  /** Longest wait while slowed down. */
  maxDelaySeconds: number;
  /** Failures are forgotten after this long without one. */
  windowSeconds: number;
}

/** Scopes that refuse (429 with Retry-After) while their subject must wait. */
export type RefusingScope = 'pair' | 'address' | 'password';
export type ThrottleScope = RefusingScope | 'account';

export const THROTTLE_POLICIES: Record<RefusingScope, ThrottlePolicy> = {
  pair: { freeFailures: 3, lockAfter: 10, lockSeconds: 15 * 60, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
  // An office shares one address: more room before it slows everyone there.
  address: { freeFailures: 10, lockAfter: 30, lockSeconds: 15 * 60, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
  password: { freeFailures: 3, lockAfter: 10, lockSeconds: 15 * 60, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
};

/** The account alone, from every address: only a short delay, never a refusal. */
export const ACCOUNT_DELAY = { freeFailures: 5, delayMs: 1000, windowSeconds: 15 * 60 } as const;

/** How long a subject with this many failures must wait before the next attempt (0: not at all). */
export function waitSecondsAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures >= policy.lockAfter) return policy.lockSeconds;
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

/** The delay of an attempt on an account that has failed this often lately, from any address. */
export function accountDelayMs(failures: number): number {
  return failures >= ACCOUNT_DELAY.freeFailures ? ACCOUNT_DELAY.delayMs : 0;
}

export interface Block {
  scope: RefusingScope;
  retryAfterSeconds: number;
  /** Refused for the long period, not merely slowed. */
  locked: boolean;
}

export interface AttemptGate {
  /** Set: refuse this attempt without checking the password. */
  block?: Block;
  /** Otherwise wait this long before checking it (the account is being guessed at). */
  delayMs: number;
}

export interface SignInSubjects {
  /** The e-mail given, normalised. */
  account: string;
  address: string;
}

type Subjects = Partial<Record<ThrottleScope, string>>;

interface FailureRow {
  scope: ThrottleScope;
  subject: string;
  failures: number;
  lastFailedAt: Date;
  blockedUntil: Date | null;
}

const windowOf = (scope: ThrottleScope) =>
  scope === 'account' ? ACCOUNT_DELAY.windowSeconds : THROTTLE_POLICIES[scope].windowSeconds;

/** The subject rows a sign-in attempt counts against. */
export function signInSubjects({ account, address }: SignInSubjects): Subjects {
  return { pair: `${account}|${address}`, address, account };
}

/** The subject row a password change counts against. */
export function passwordChangeSubjects(accountId: number): Subjects {
  return { password: String(accountId) };
}

/**
 * Called before a password is checked. When a refusing subject must still wait, answers the
 * longest wait and counts nothing. Otherwise counts the attempt as a failure in advance (undone by
 * attemptSucceeded), inside a transaction holding the rows: a burst of parallel guesses is
 * serialised on those rows, and each one past the free allowance finds the block the previous one
 * set.
 */
export async function beginAttempt(db: Database, subjects: Subjects, now: Date): Promise<AttemptGate> {
  const entries = (Object.entries(subjects) as [ThrottleScope, string][]).sort(([a], [b]) => a.localeCompare(b));
  return db.transaction(async (tx) => {
    for (const [scope, subject] of entries) {
      await tx.query(
        `insert into sign_in_failure (scope, subject, failures, last_failed_at) values ($1, $2, 0, $3) on conflict (scope, subject) do nothing`,
        [scope, subject, now],
      );
    }
    const rows: FailureRow[] = [];
    // One row at a time, always in the same order: two attempts never wait on each other crosswise.
    for (const [scope, subject] of entries) {
      const [row] = await tx.query<FailureRow>(
        `select scope, subject, failures, last_failed_at as "lastFailedAt", blocked_until as "blockedUntil" from sign_in_failure
          where scope = $1 and subject = $2 for update`,
        [scope, subject],
      );
      if (row) rows.push(row);
    }
    let block: Block | undefined;
    for (const row of rows) {
      if (row.scope === 'account') continue;
      const until = row.blockedUntil ? new Date(row.blockedUntil).getTime() : 0;
      if (until <= now.getTime()) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      if (!block || retryAfterSeconds > block.retryAfterSeconds) {
        block = { scope: row.scope, retryAfterSeconds, locked: row.failures >= THROTTLE_POLICIES[row.scope].lockAfter };
      }
    }
    if (block) return { block, delayMs: 0 };
    let delayMs = 0;
    for (const row of rows) {
      // Forgotten after a quiet window: a patient guesser still meets the lock.
      const windowOver = new Date(row.lastFailedAt).getTime() < now.getTime() - windowOf(row.scope) * 1000;
      const before = windowOver ? 0 : row.failures;
      const failures = before + 1;
      let blockedUntil: Date | null = null;
      if (row.scope === 'account') delayMs = accountDelayMs(before);
      else {
        const wait = waitSecondsAfter(failures, THROTTLE_POLICIES[row.scope]);
        if (wait > 0) blockedUntil = new Date(now.getTime() + wait * 1000);
      }
      await tx.query(
        `update sign_in_failure set failures = $3, last_failed_at = $4, blocked_until = $5 where scope = $1 and subject = $2`,
        [row.scope, row.subject, failures, now, blockedUntil],
      );
    }
    return { delayMs };
  });
}

/** Sign-in: see beginAttempt. */
export const beginSignInAttempt = (db: Database, subjects: SignInSubjects, now: Date) =>
  beginAttempt(db, signInSubjects(subjects), now);

/**
 * The password was right: the pair (or the password change) starts afresh, and the failure
 * counted in advance against the address and the account is taken back (with the wait it may
 * have set on the address, unless the address had reached its lock).
 */
export async function attemptSucceeded(db: Database, subjects: Subjects): Promise<void> {
  await db.transaction(async (tx) => {
    for (const scope of ['pair', 'password'] as const) {
      const subject = subjects[scope];
      if (subject !== undefined)
        await tx.query(`delete from sign_in_failure where scope = $1 and subject = $2`, [scope, subject]);
    }
    if (subjects.account !== undefined) {
      await tx.query(
        `update sign_in_failure set failures = greatest(failures - 1, 0) where scope = 'account' and subject = $1`,
        [subjects.account],
      );
    }
    if (subjects.address !== undefined) {
      const [row] = await tx.query<{ failures: number }>(
        `update sign_in_failure set failures = greatest(failures - 1, 0) where scope = 'address' and subject = $1 returning failures`,
        [subjects.address],
      );
      if ((row?.failures ?? 0) < THROTTLE_POLICIES.address.lockAfter) {
        await tx.query(`update sign_in_failure set blocked_until = null where scope = 'address' and subject = $1`, [
          subjects.address,
        ]);
      }
    }
  });
}

/** Sign-in: see attemptSucceeded. */
export const signInSucceeded = (db: Database, subjects: SignInSubjects) =>
  attemptSucceeded(db, signInSubjects(subjects));

/** Has this failed attempt just brought its subject to the lock? (read after beginAttempt counted it) */
export async function lockedNow(
  db: Database,
  scope: RefusingScope,
  subject: string,
  now: Date,
): Promise<Block | undefined> {
  const [row] = await db.query<{ failures: number; blockedUntil: Date | null }>(
    `select failures, blocked_until as "blockedUntil" from sign_in_failure where scope = $1 and subject = $2`,
    [scope, subject],
  );
  if (!row || row.failures < THROTTLE_POLICIES[scope].lockAfter || !row.blockedUntil) return undefined;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.blockedUntil).getTime() - now.getTime()) / 1000));
  return { scope, retryAfterSeconds, locked: true };
}
