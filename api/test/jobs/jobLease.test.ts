import {
  jobLeaseHeld,
  LEASE_BUSY,
  LeaseLost,
  leasedJob,
  releaseJobLease,
  renewJobLease,
  takeJobLease,
} from '../../src/jobs/jobLease';
import { DATABASE_TARGETS, suiteDatabase } from '../helpers/testDatabases';

jest.setTimeout(60_000);

const LEASE = { name: 'test-job', ms: 60_000 };

describe.each(DATABASE_TARGETS)('job leases on %s', (target) => {
  const suite = suiteDatabase(target);
  let db: typeof suite.db;
  beforeEach(async () => {
    db = suite.db;
    await db.query('delete from job_lease');
  });

  const lapse = () =>
    db.query(`update job_lease set expires_at = now() - interval '1 second' where name = $1`, [LEASE.name]);
  const secondsLeft = async () =>
    (
      await db.query<{ left: number }>(
        `select extract(epoch from expires_at - now())::float8 as left from job_lease where name = $1`,
        [LEASE.name],
      )
    )[0]?.left;

  it('is held by one holder at a time, and again by the same one', async () => {
    expect(await takeJobLease(db, LEASE, 'a')).toBe(true);
    expect(await takeJobLease(db, LEASE, 'b')).toBe(false);
    expect(await takeJobLease(db, LEASE, 'a')).toBe(true);
    expect(await jobLeaseHeld(db, LEASE)).toBe(true);
    // Another job's lease is another row.
    expect(await takeJobLease(db, { ...LEASE, name: 'other-job' }, 'b')).toBe(true);
  });

  it('passes to another holder once it has lapsed', async () => {
    await takeJobLease(db, LEASE, 'a');
    await lapse();
    expect(await jobLeaseHeld(db, LEASE)).toBe(false);
    expect(await takeJobLease(db, LEASE, 'b')).toBe(true);
    expect(await takeJobLease(db, LEASE, 'a')).toBe(false);
  });

  it('is renewed by its holder for another term, and a holder that lost it is told', async () => {
    await takeJobLease(db, { ...LEASE, ms: 1000 }, 'a');
    expect(await secondsLeft()).toBeLessThanOrEqual(1);
    await db.transaction((tx) => renewJobLease(tx, LEASE, 'a'));
    expect(await secondsLeft()).toBeGreaterThan(50);
    await lapse();
    await takeJobLease(db, LEASE, 'b');
    await expect(db.transaction((tx) => renewJobLease(tx, LEASE, 'a'))).rejects.toBeInstanceOf(LeaseLost);
  });

  it('is freed by its holder alone', async () => {
    await takeJobLease(db, LEASE, 'a');
    await releaseJobLease(db, LEASE, 'b');
    expect(await takeJobLease(db, LEASE, 'b')).toBe(false);
    await releaseJobLease(db, LEASE, 'a');
    expect(await jobLeaseHeld(db, LEASE)).toBe(false);
    expect(await takeJobLease(db, LEASE, 'b')).toBe(true);
  });

  it('runs a job under the lease and frees it afterwards, even when the job throws', async () => {
    expect(
      await leasedJob(db, LEASE, async () => ((await jobLeaseHeld(db, LEASE)) ? 'held while running' : 'not held')),
    ).toBe('held while running');
    expect(await jobLeaseHeld(db, LEASE)).toBe(false);
    await expect(leasedJob(db, LEASE, () => Promise.reject(new Error('the job failed')))).rejects.toThrow(
      'the job failed',
    );
    expect(await jobLeaseHeld(db, LEASE)).toBe(false);
  });

  it('answers busy while another copy runs the job, or waits for that run to end', async () => {
    await takeJobLease(db, LEASE, 'other-copy');
    const work = jest.fn(async () => 'ran');
    expect(await leasedJob(db, LEASE, work)).toBe(LEASE_BUSY);
    expect(work).not.toHaveBeenCalled();
    // The other copy finishes while this one waits.
    const sleep = jest.fn(() => releaseJobLease(db, LEASE, 'other-copy'));
    expect(await leasedJob(db, LEASE, work, { waitMs: 60_000, sleep })).toBe('ran');
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});
