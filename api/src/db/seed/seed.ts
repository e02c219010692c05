/**
 * Fills a new database with the launch content, once. The marker in app_meta (not "are the
 * tables empty?") decides, so content the IR team deletes later never comes back on restart.
 */
import { CONTENT_TYPES, type ContentName } from '../../content/contentTypes';
import { insertContent, type ContentInput } from '../../content/contentWriter';
import type { Database } from '../database';
import { INVESTOR_SEED } from './investorContent';
import { BANNERS, MEDIA } from './siteContent';

const SEED_LOCK = 7_426_002;

export const SEED_CONTENT: Partial<Record<ContentName, ContentInput[]>> = {
  banner: BANNERS,
  media: MEDIA,
  ...INVESTOR_SEED,
};

export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const marker = await tx.query(`select 1 from app_meta where key = 'seeded'`);
    if (marker.length > 0) return false;
    for (const [name, rows] of Object.entries(SEED_CONTENT) as [ContentName, ContentInput[]][]) {
      for (const row of rows) await insertContent(tx, CONTENT_TYPES[name], row);
    }
    await tx.query(`insert into app_meta (key, value) values ('seeded', now()::text)`);
    return true;
  });
}
