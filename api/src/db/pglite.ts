/**
 * PGlite runs in a worker thread. Two reasons: its WebAssembly engine executes synchronously,
 * so on the main thread every query would stall all HTTP traffic; and its loader uses dynamic
 * import(), which Jest's module sandbox refuses, while a worker is plain Node.
 * PGlite has one connection; a queue here gives transactions exclusive use of it.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import { openThrowAwayCopy } from './throwAwayCopy';
import type { Database, Queryable, SqlValue } from './database';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  // The package's CommonJS build, required: import() of it would first scan its 1 MB for names to
  // export (cjs-module-lexer), about 0.1 s of CPU in every worker.
  const { PGlite } = require(workerData.modulePath);
  let db;
  try {
    db = await PGlite.create({
      dataDir: workerData.dataDir === 'memory://' ? undefined : workerData.dataDir,
      pgliteWasmModule: workerData.wasmModule,
      initdbWasmModule: workerData.initdbWasmModule,
      startParams: workerData.throwAway ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] : undefined,
    });
  } catch (error) {
    parentPort.postMessage({ id: 0, error: { message: String(error && error.message || error) } });
    return;
  }
  parentPort.postMessage({ id: 0, rows: [] });
  parentPort.on('message', async (msg) => {
    try {
      if (msg.kind === 'close') { await db.close(); parentPort.postMessage({ id: msg.id, rows: [] }); return; }
      const rows = msg.kind === 'exec' ? (await db.exec(msg.sql), []) : (await db.query(msg.sql, msg.params)).rows;
      parentPort.postMessage({ id: msg.id, rows });
    } catch (error) {
      parentPort.postMessage({ id: msg.id, error: { message: String(error && error.message || error), code: error && error.code } });
    }
  });
})();
`;

interface Reply {
  id: number;
  rows?: object[];
  error?: { message: string; code?: string };
}

export class PgliteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Compiling PGlite's WebAssembly is most of its start-up time; a process that opens several
 * databases (tests, several data folders) compiles once and hands the modules to each worker.
 */
let compiled:
  Promise<{ modulePath: string; wasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;
function compilePglite() {
  compiled ??= (async () => {
    const modulePath = require.resolve('@electric-sql/pglite');
    const dist = path.dirname(modulePath);
    const compile = async (file: string) => WebAssembly.compile(await readFile(path.join(dist, file)));
    const [wasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { modulePath, wasmModule, initdbWasmModule };
  })();
  return compiled;
}

/**
 * `image`: a throw-away database ('memory://' only) starts as a copy of this closed data folder
 * (throwAwayCopy.ts) instead of empty.
 */
export async function openPglite(dataDir: string, image?: string): Promise<Database> {
  if (image && dataDir !== 'memory://')
    throw new Error(`a database image is for a throw-away database only, not ${dataDir}`);
  // The copy is this database's alone: no other process knows its folder, so no lock.
  if (image) return openThrowAwayCopy(image, (folder) => startWorker(folder, undefined, true));
  let lock: DataDirLock | undefined;
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the folder: a second opener must stop, not start a copy of it.
    lock = acquireDataDirLock(dataDir);
  }
  try {
    return await startWorker(dataDir, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startWorker(dataDir: string, lock: DataDirLock | undefined, throwAway = false): Promise<Database> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dataDir, throwAway, ...(await compilePglite()) },
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    // An idle database must not keep a finished process (a test, a CLI) alive; a busy one must.
    if (pending.size === 0) worker.unref();
    if (reply.error) waiter?.reject(new PgliteError(reply.error.message, reply.error.code));
    else waiter?.resolve(reply);
  });
  const fail = (error: Error) => {
    dead = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  try {
    await ready;
  } catch (error) {
    // The folder stays locked until the engine that opened it is gone.
    await worker.terminate();
    throw error;
  }

  const send = async (kind: 'query' | 'exec' | 'close', sql = '', params: readonly SqlValue[] = []) => {
    const reply = await new Promise<Reply>((resolve, reject) => {
      if (dead) return reject(dead);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, kind, sql, params });
    });
    return reply.rows ?? [];
  };

  // Serialises access: a transaction holds the connection until it commits or rolls back.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const direct: Queryable = {
    query: async <R extends object>(sql: string, params?: readonly SqlValue[]) =>
      (await send('query', sql, params)) as R[],
  };

  return {
    kind: 'pglite',
    lock,
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(async () => void (await send('exec', sql))),
    transaction: (fn) =>
      exclusive(async () => {
        await send('exec', 'begin');
        try {
          const result = await fn(direct);
          await send('exec', 'commit');
          return result;
        } catch (error) {
          await send('exec', 'rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        try {
          if (!dead) await send('close');
          await worker.terminate();
        } finally {
          lock?.release();
        }
      }),
  };
}
