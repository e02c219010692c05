/**
 * The render pool's live workers (renderPool.ts), each with its section and version: counting
 * them, and stopping them when their version is no longer live or they have been idle long.
 */
import type { RenderPoolOptions } from './poolSettings';
import type { WorkerProcess } from './workerProcess';

export interface PooledWorker {
  worker: WorkerProcess;
  section: string;
  key: string;
}

export class PooledWorkers {
  /** Oldest first. */
  readonly list: PooledWorker[] = [];

  /** Workers alive, by section (for figures and tests). */
  get sections(): Record<string, number> {
    const count: Record<string, number> = {};
    for (const { section } of this.list) count[section] = (count[section] ?? 0) + 1;
    return count;
  }

  /** The process ids of the workers alive (bubblewrap's, where it runs them). */
  get pids(): number[] {
    return this.list.map(({ worker }) => worker.pid).filter((pid): pid is number => pid !== undefined);
  }

  /** Workers rendering now. */
  get busy(): number {
    return this.list.filter(({ worker }) => worker.load > 0).length;
  }

  busyIn(section: string): number {
    return this.list.filter((entry) => entry.section === section && entry.worker.load > 0).length;
  }

  retire(entry: PooledWorker): void {
    entry.worker.retired = true;
    if (entry.worker.load === 0) this.remove(entry, 'its version is no longer live');
  }

  remove(entry: PooledWorker, reason: string): void {
    const at = this.list.indexOf(entry);
    if (at >= 0) this.list.splice(at, 1);
    entry.worker.stop(reason);
  }

  /** Takes out a worker that stopped; whether it was one of these. */
  drop(worker: WorkerProcess): boolean {
    const at = this.list.findIndex((entry) => entry.worker === worker);
    if (at < 0) return false;
    this.list.splice(at, 1);
    return true;
  }

  /** Stops workers idle for long: all but the last of a version after idleMs, that one after keepWarmMs. */
  shrink(options: RenderPoolOptions): void {
    const now = Date.now();
    const idleMs = options.idleMs ?? 30_000;
    const keepWarmMs = options.keepWarmMs ?? 3_600_000;
    for (const entry of [...this.list]) {
      if (entry.worker.load > 0) continue;
      const others = this.list.filter((other) => other !== entry && other.key === entry.key).length;
      if (now - entry.worker.idleSince > (others > 0 ? idleMs : keepWarmMs)) this.remove(entry, 'idle');
    }
  }
}
