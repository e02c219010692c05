/**
 * Failed sign-ins are counted per account (the e-mail given, known or not) and per client
 * address, in the database so that every copy counts together. A few failures are free; after
 * that each further one makes the next attempt wait, doubling; past a higher count attempts are
 * refused for 15 minutes. While blocked, the password is not even checked (no oracle). A success
 * clears the account's count; the address's count only fades with its window, so an attacker
 * cannot reset it by signing in to an account of their own.
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

export type ThrottleScope = 'account' | 'address';

export const THROTTLE_POLICIES: Record<ThrottleScope, ThrottlePolicy> = {
  account: { freeFailures: 3, lockAfter: 10, lockSeconds: 15 * 60, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
  // An office shares one address: more room before it slows everyone there.
  address: { freeFailures: 10, lockAfter: 30, lockSeconds: 15 * 60, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
};

/** How long a subject with this many failures must wait before the next attempt (0: not at all). */
export function waitSecondsAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures >= policy.lockAfter) return policy.lockSeconds;
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

export interface Block {
  scope: ThrottleScope;
  retryAfterSeconds: number;
  /** Refused for the long period, not merely slowed. */
  locked: boolean;
}

type Subjects = Record<ThrottleScope, string>;

interface FailureRow {
  scope: ThrottleScope;
  failures: number;
  lastFailedAt: Date;
  blockedUntil: Date | null;
}

/**
 * Called before a password is checked. When either subject must still wait, answers the longest
 * wait and counts nothing. Otherwise counts the attempt as a failure in advance (undone by
 * attemptSucceeded), inside a transaction holding both rows: a burst of parallel guesses is
 * serialised on those rows, and each one past the free allowance finds the block the previous
 * one set.
 */
export async function beginSignInAttempt(db: Database, subjects: Subjects, now: Date): Promise<Block | undefined> {
  return db.transaction(async (tx) => {
    for (const scope of ['account', 'address'] as const) {
      await tx.query(`insert into sign_in_failure (scope, subject, failures, last_failed_at) values ($1, $2, 0, $3) on conflict (scope, subject) do nothing`, [
        scope,
        subjects[scope],
        now,
      ]);
    }
    const rows = await tx.query<FailureRow>(
      `select scope, failures, last_failed_at as "lastFailedAt", blocked_until as "blockedUntil" from sign_in_failure
        where (scope = 'account' and subject = $1) or (scope = 'address' and subject = $2) order by scope for update`,
      [subjects.account, subjects.address],
    );
    let worst: Block | undefined;
    for (const row of rows) {
      const until = row.blockedUntil ? new Date(row.blockedUntil).getTime() : 0;
      if (until <= now.getTime()) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      if (!worst || retryAfterSeconds > worst.retryAfterSeconds) {
        worst = { scope: row.scope, retryAfterSeconds, locked: row.failures >= THROTTLE_POLICIES[row.scope].lockAfter };
      }
    }
    if (worst) return worst;
    for (const row of rows) {
      const policy = THROTTLE_POLICIES[row.scope];
      // Forgotten after a quiet window: a patient guesser still meets the lock.
      const windowOver = new Date(row.lastFailedAt).getTime() < now.getTime() - policy.windowSeconds * 1000;
      const failures = windowOver ? 1 : row.failures + 1;
      const wait = waitSecondsAfter(failures, policy);
      await tx.query(`update sign_in_failure set failures = $3, last_failed_at = $4, blocked_until = $5 where scope = $1 and subject = $2`, [
        row.scope,
        subjects[row.scope],
        failures,
        now,
        wait > 0 ? new Date(now.getTime() + wait * 1000) : null,
      ]);
    }
    return undefined;
  });
}

/**
 * The password was right: the account starts afresh, and the failure counted in advance against
 * the address is taken back (with the wait it may have set).
 */
export async function attemptSucceeded(db: Database, subjects: Subjects): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`delete from sign_in_failure where scope = 'account' and subject = $1`, [subjects.account]);
    const [row] = await tx.query<{ failures: number }>(
      `update sign_in_failure set failures = greatest(failures - 1, 0) where scope = 'address' and subject = $1 returning failures`,
      [subjects.address],
    );
    // The wait this attempt set in advance is lifted, unless the address had reached the lock.
    if ((row?.failures ?? 0) < THROTTLE_POLICIES.address.lockAfter) {
      await tx.query(`update sign_in_failure set blocked_until = null where scope = 'address' and subject = $1`, [subjects.address]);
    }
  });
}
