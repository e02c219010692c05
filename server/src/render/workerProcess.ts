/**
 * One render worker seen from the server: its process (started by spawnWorker.ts) and the jobs it
 * runs, each within its time, with every message it sends checked before it is believed.
 */
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { messageOf } from './errorMessage';
import { encodeFrame, FrameReader } from './channel';
import { checkAnswer, checkFromWorker } from './messageCheck';
import { type Pending, RenderFailure, type StopRule } from './jobs';
import { type Answer, MAX_FRAME_BYTES, type ToWorker } from './protocol';
import { cpuTimeMs, timeLeftMs } from './timing';
import { ResourceWatch, WATCH_EVERY_MS } from './workerWatch';
import { OutputBudget } from './workerOutput';
import { spawnWorker, type WorkerSettings } from './spawnWorker';
import { WorkerApiCalls } from './WorkerApiCalls';

/**
 * Added to the time limit of a worker's first job: it loads code later jobs reuse (the shell's
 * renderer's first run, its section's server build). The figures behind it are in decision 008.
 */
const COLD_START_MS = 3000;
/** The longest a worker may take to start (load Node, check its permissions, say it is ready). */
const START_LIMIT_MS = 15_000;

/**
 * One render worker: a child process (inside bubblewrap where the server runs it) and the jobs it
 * is running. Everything it sends is checked (messageCheck.ts); a message it should not send, a
 * frame past the size limit or a job past its time stops it, and its jobs fail with a
 * RenderFailure. It never throws into the site server.
 */
export class WorkerProcess {
  readonly jobs = new Map<number, Pending>();
  private readonly child: ChildProcess;
  private readonly channel: Socket;
  private ready = false;
  private readonly queuedUntilReady: ToWorker[] = [];
  private readonly whenReady: (() => void)[] = [];
  private jobsRun = 0;
  private startTimer?: NodeJS.Timeout;
  private readonly watchTimer: NodeJS.Timeout;
  private readonly use: ResourceWatch;
  private readonly apiCalls: WorkerApiCalls;
  /** When it last had no job (for the pool's idle shrinking). */
  idleSince = Date.now();
  /** Takes no new job; stopped once its jobs are done (its section's live version changed). */
  retired = false;
  dead = false;
  /** The jobs it had when it stopped (they failed with it). */
  jobsAtExit = 0;

  constructor(
    private readonly settings: WorkerSettings,
    /** Told once when it stops, with why, and the rule it broke (none when stopped in order). */
    private readonly onExit: (worker: WorkerProcess, reason: string, rule: StopRule | undefined) => void,
    private readonly onIdle: (worker: WorkerProcess) => void,
  ) {
    const { child, channel, group } = spawnWorker(settings);
    this.child = child;
    this.channel = channel;
    this.apiCalls = new WorkerApiCalls(
      settings.api,
      this.jobs,
      (message) => this.post(message),
      (reason, rule) => this.stop(reason, rule),
    );
    const reader = new FrameReader(
      MAX_FRAME_BYTES,
      (message) => this.receive(message),
      (problem) =>
        this.stop(
          problem.kind === 'too-large'
            ? `it sent a message of ${problem.bytes} bytes (the limit is ${MAX_FRAME_BYTES})`
            : `it sent a message that is not JSON (${problem.detail})`,
          'message',
        ),
    );
    this.channel.on('data', (chunk: Buffer) => reader.push(chunk));
    this.channel.on('error', (error) => this.stop(`its channel failed: ${error.message}`, 'crash'));
    const output = new OutputBudget(
      settings.logBytesPerMinute,
      (written) => settings.onOutput?.(written),
      (bytes) =>
        this.stop(
          `it wrote ${bytes} bytes or more of output within a minute (the budget is ${settings.logBytesPerMinute})`,
          'output',
        ),
    );
    for (const stream of ['stdout', 'stderr'] as const) {
      this.child[stream]!.on('data', (chunk: Buffer) => output.push(stream, chunk));
      this.child[stream]!.on('error', () => {});
    }
    // A cgroup's bound is the kernel's, exact and immediate: the sampled one is for hosts without.
    this.use = new ResourceWatch(group ? undefined : settings.memoryMb);
    this.watchTimer = setInterval(() => this.watch(), WATCH_EVERY_MS);
    this.watchTimer.unref();
    // An idle worker does not keep the process alive (the server's sockets do); one with a job does.
    this.hold(false);
    this.child.on('exit', (code, signal) => {
      const killed = group?.oomKilled();
      group?.remove();
      this.exited(
        killed
          ? `the kernel stopped it at its memory bound (${settings.memoryMb} MB)`
          : signal
            ? `signal ${signal}`
            : `exit code ${code}`,
        killed ? 'memory' : 'crash',
      );
    });
    this.child.on('error', (error) => {
      group?.remove();
      this.exited(error.message, 'crash');
    });
  }

  get load(): number {
    return this.jobs.size;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Whether this worker keeps the parent's event loop alive: only while it has jobs. */
  private hold(busy: boolean): void {
    const handles = [this.child, this.channel, this.child.stdout as Socket | null, this.child.stderr as Socket | null];
    for (const handle of handles) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
  }

  run(id: number, pending: Pending, timeoutMs: number): void {
    this.jobs.set(id, pending);
    this.hold(true);
    // The time limit is the render's own: a worker still starting does not use it up. Starting
    // has a limit of its own. A worker's first job loads code later jobs reuse (COLD_START_MS).
    const limit = this.jobsRun++ === 0 ? timeoutMs + COLD_START_MS : timeoutMs;
    const start = () => {
      if (!this.jobs.has(id)) return;
      pending.startedAt = Date.now();
      pending.cpuAtStart = cpuTimeMs(this.child.pid);
      pending.limitMs = limit;
      this.arm(id, pending, limit);
    };
    if (this.ready) start();
    else {
      this.whenReady.push(start);
      this.startTimer ??= setTimeout(() => {
        if (!this.ready) this.stop(`it did not start within ${START_LIMIT_MS} ms`, 'start', 'unavailable');
      }, START_LIMIT_MS);
    }
    this.post({ type: 'job', id, job: pending.job });
  }

  /**
   * The time limit counts the worker's own time (see timeLeftMs): what the job spent waiting for
   * the parent's API answers, or the worker for a CPU, is added to it, each up to its cap.
   */
  private arm(id: number, pending: Pending, timeoutMs: number): void {
    clearTimeout(pending.timer);
    const now = Date.now();
    const waiting = pending.inflight > 0 && pending.waitingSince !== undefined ? now - pending.waitingSince : 0;
    const left = timeLeftMs(timeoutMs, {
      wallMs: now - (pending.startedAt ?? now),
      waitedMs: pending.waitedMs + waiting,
      cpuMs: () => {
        const cpuNow = pending.cpuAtStart === undefined ? undefined : cpuTimeMs(this.child.pid);
        return cpuNow === undefined ? undefined : cpuNow - pending.cpuAtStart!;
      },
    });
    if (left <= 0) {
      this.kill(id, timeoutMs);
      return;
    }
    pending.timer = setTimeout(() => {
      if (this.jobs.has(id)) this.arm(id, pending, timeoutMs);
    }, left);
  }

  private post(message: ToWorker): void {
    if (this.dead) return;
    if (!this.ready) {
      this.queuedUntilReady.push(message);
      return;
    }
    this.channel.write(encodeFrame(message));
  }

  /** One message from the worker: untrusted until checked, and never allowed to throw here. */
  private receive(raw: unknown): void {
    if (this.dead) return;
    try {
      const checked = checkFromWorker(raw);
      if (!checked.ok) {
        this.stop(`it sent ${checked.problem}`, 'message');
        return;
      }
      const message = checked.value;
      switch (message.type) {
        case 'ready':
          if (this.ready) return;
          this.ready = true;
          clearTimeout(this.startTimer);
          for (const start of this.whenReady.splice(0)) start();
          for (const queued of this.queuedUntilReady.splice(0)) this.channel.write(encodeFrame(queued));
          return;
        case 'api':
          this.apiCalls.call(message.id, message.job, message.call);
          return;
        case 'done':
        case 'failed': {
          const pending = this.jobs.get(message.id);
          if (!pending) return;
          let answer: Answer | undefined;
          if (message.type === 'done') {
            const checkedAnswer = checkAnswer(pending.job.kind, message.answer);
            if (!checkedAnswer.ok) {
              this.stop(`it answered a ${pending.job.kind} job with ${checkedAnswer.problem}`, 'message');
              return;
            }
            answer = checkedAnswer.value;
          }
          this.jobs.delete(message.id);
          clearTimeout(pending.timer);
          if (this.jobs.size === 0) {
            this.hold(false);
            this.idleSince = Date.now();
          }
          if (answer) pending.resolve(answer);
          else pending.reject(new RenderFailure(message.type === 'failed' ? message.message : 'no answer', 'error'));
          this.onIdle(this);
        }
      }
    } catch (error) {
      this.stop(`its message could not be handled: ${messageOf(error)}`, 'message');
    }
  }

  /** A job past its time: the worker is stopped at once (a busy loop answers nothing else). */
  private kill(id: number, timeoutMs: number): void {
    const pending = this.jobs.get(id);
    if (!pending) return;
    this.jobs.delete(id);
    this.jobsAtExit = 1;
    if (this.jobs.size === 0) this.hold(false);
    pending.reject(new RenderFailure(`the render took longer than ${timeoutMs} ms`, 'timeout'));
    this.stop(`a job ran past ${timeoutMs} ms`, 'time', 'evicted');
  }

  private watch(): void {
    if (this.dead) return;
    const verdict = this.use.look(this.child.pid, this.jobs, this.ready && this.jobs.size === 0);
    if (verdict && 'rule' in verdict) this.stop(verdict.reason, verdict.rule);
    else if (verdict) this.kill(verdict.job, verdict.limitMs);
  }

  /**
   * Stops the process: `rule` is the rule it broke (none: stopped in order); its other jobs fail
   * with `others` ('crash' unless another job's fault).
   */
  stop(reason: string, rule?: StopRule, others: RenderFailure['reason'] = 'crash'): void {
    if (!this.dead) {
      this.child.kill('SIGKILL');
      this.channel.destroy();
      this.child.stdout?.destroy();
      this.child.stderr?.destroy();
    }
    this.exited(reason, rule, others);
  }

  private exited(reason: string, rule: StopRule | undefined, others: RenderFailure['reason'] = 'crash'): void {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.startTimer);
    clearInterval(this.watchTimer);
    this.jobsAtExit += this.jobs.size;
    for (const [, pending] of this.jobs) {
      clearTimeout(pending.timer);
      pending.reject(new RenderFailure(`the render worker stopped (${reason})`, others));
    }
    this.jobs.clear();
    this.onExit(this, reason, rule);
  }
}
