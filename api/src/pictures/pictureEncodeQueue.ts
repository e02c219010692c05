/**
 * One picture encode at a time per site copy: a large upload costs seconds of a core, and several
 * at once would stall the copy for staff and visitors alike. Uploads wait their turn in arrival
 * order. Each waiting or running encode has a row in `picture_encode` under the console's ticket,
 * so any copy can answer how many are ahead of it (rows of a copy that died are ignored after a
 * while and swept).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A row older than this belongs to a copy that stopped mid-encode (no encode takes this long). */
const STALE = `interval '15 minutes'`;

export const TICKET_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class PictureEncodeQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Encodes this copy holds, waiting or running. */
  size = 0;

  constructor(
    private readonly db: Queryable,
    readonly copyId = randomUUID(),
  ) {}

  /** Runs `encode` after every encode queued before it on this copy; `ticket` names it for `aheadOf`. */
  async run<T>(ticket: string, encode: () => Promise<T>): Promise<T> {
    await this.db.query(`delete from picture_encode where queued_at < now() - ${STALE}`);
    await this.db.query(
      `insert into picture_encode (ticket, copy_id) values ($1, $2) on conflict (ticket) do nothing`,
      [ticket, this.copyId],
    );
    this.size += 1;
    const turn = this.tail.then(encode);
    // The next one waits for this one, however it ends.
    this.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      this.size -= 1;
      await this.db.query(`delete from picture_encode where ticket = $1`, [ticket]);
    }
  }
}

/** How many encodes are ahead of `ticket` on its copy (the one running included); undefined when it is not queued (not yet, or done). */
export async function encodesAheadOf(db: Queryable, ticket: string): Promise<number | undefined> {
  const [row] = await db.query<{ ahead: number }>(
    `select (select count(*)::int from picture_encode other
              where other.copy_id = mine.copy_id and other.id < mine.id and other.queued_at > now() - ${STALE}) as ahead
       from picture_encode mine where mine.ticket = $1`,
    [ticket],
  );
  return row?.ahead;
}
