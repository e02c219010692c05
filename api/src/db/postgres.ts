import { Pool } from 'pg';
import type { Database, Queryable, SqlValue } from './database';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('select 1');

  const query = async <R extends object>(sql: string, params: readonly SqlValue[] = []) =>
    (await pool.query(sql, params as SqlValue[])).rows as R[];

  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <R extends object>(sql: string, params: readonly SqlValue[] = []) =>
          (await client.query(sql, params as SqlValue[])).rows as R[],
      };
      try {
        await client.query('begin');
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
