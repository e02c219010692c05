import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { messageOf } from './errorMessage';
import { CHANNEL_FD, encodeFrame, FrameReader } from './channel';
import { checkAnswer, checkFromWorker } from './messageCheck';
import { type ApiBridge, type Pending, RenderFailure } from './jobs';
import { type Answer, type ApiCall, type ApiReply, MAX_FRAME_BYTES, PRELOAD_ARG, type ToWorker } from './protocol';
import { bwrapArgs, type SandboxChoice } from './sandbox';
import { cpuTimeMs, timeLeftMs } from './timing';
import { workerExecArgv } from './workerScript';

export interface WorkerSettings {
  /** Its script (render-worker.js) and the site folder it renders from. */
  script: string;
  siteDir: string;
  /** The folders it may read (workerReads). */
  reads: readonly string[];
  memoryMb: number;
  /** The environment it starts with: nothing of the server's but what rendering needs. */
  env: Record<string, string>;
  sandbox: SandboxChoice;
  api: ApiBridge;
  /** Load the lent packages before saying it is ready (a long-lived worker of the pool). */
  preload: boolean;
}

const MAX_API_CALLS_PER_JOB = 100;
/** More API calls than this in one second from one worker (eight renders make a few dozen): it is stopped. */
const MAX_API_CALLS_PER_SECOND = 5000;
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
  private windowStart = 0;
  private messagesInWindow = 0;
  /** When it last had no job (for the pool's idle shrinking). */
  idleSince = Date.now();
  /** Takes no new job; stopped once its jobs are done (its section's live version changed). */
  retired = false;
  dead = false;

  constructor(
    private readonly settings: WorkerSettings,
    private readonly onExit: (worker: WorkerProcess, reason: string) => void,
    private readonly onIdle: (worker: WorkerProcess) => void,
  ) {
    const node = [process.execPath, ...workerExecArgv(settings.reads, settings.memoryMb), settings.script, settings.siteDir, ...(settings.preload ? [PRELOAD_ARG] : [])];
    const [command, ...args] = settings.sandbox.mode === 'bwrap' ? [settings.sandbox.bwrap!, ...bwrapArgs(settings.reads, node)] : node;
    const stdio: ('ignore' | 'inherit' | 'pipe')[] = ['ignore', 'inherit', 'inherit'];
    stdio[CHANNEL_FD] = 'pipe';
    this.child = spawn(command!, args, { env: settings.env, stdio });
    this.channel = this.child.stdio[CHANNEL_FD] as Socket;
    const reader = new FrameReader(
      MAX_FRAME_BYTES,
      (message) => this.receive(message),
      (problem) => this.stop(problem.kind === 'too-large' ? `it sent a message of ${problem.bytes} bytes (the limit is ${MAX_FRAME_BYTES})` : `it sent a message that is not JSON (${problem.detail})`),
    );
    this.channel.on('data', (chunk: Buffer) => reader.push(chunk));
    this.channel.on('error', (error) => this.stop(`its channel failed: ${error.message}`));
    // An idle worker does not keep the process alive (the server's sockets do); one with a job does.
    this.hold(false);
    this.child.on('exit', (code, signal) => this.exited(signal ? `signal ${signal}` : `exit code ${code}`));
    this.child.on('error', (error) => this.exited(error.message));
  }

  get load(): number {
    return this.jobs.size;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Whether this worker keeps the parent's event loop alive: only while it has jobs. */
  private hold(busy: boolean): void {
    if (busy) {
      this.child.ref();
      this.channel.ref();
    } else {
      this.child.unref();
      this.channel.unref();
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
      this.arm(id, pending, limit);
    };
    if (this.ready) start();
    else {
      this.whenReady.push(start);
      this.startTimer ??= setTimeout(() => {
        if (!this.ready) this.stop(`it did not start within ${START_LIMIT_MS} ms`, 'unavailable');
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
        this.stop(`it sent ${checked.problem}`);
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
          this.apiCall(message.id, message.job, message.call);
          return;
        case 'done':
        case 'failed': {
          const pending = this.jobs.get(message.id);
          if (!pending) return;
          let answer: Answer | undefined;
          if (message.type === 'done') {
            const checkedAnswer = checkAnswer(pending.job.kind, message.answer);
            if (!checkedAnswer.ok) {
              this.stop(`it answered a ${pending.job.kind} job with ${checkedAnswer.problem}`);
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
      this.stop(`its message could not be handled: ${messageOf(error)}`);
    }
  }

  private apiCall(id: number, job: number, call: ApiCall): void {
    // A worker that floods the channel (calls for no job, or far more than renders make) is stopped.
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    if (this.messagesInWindow > MAX_API_CALLS_PER_SECOND) {
      this.stop(`it sent more than ${MAX_API_CALLS_PER_SECOND} API calls in a second`);
      return;
    }
    const pending = this.jobs.get(job);
    if (!pending) {
      this.post({ type: 'api-reply', id, reply: { status: 410, headers: {}, body: '' } });
      return;
    }
    pending.apiCalls += 1;
    if (pending.apiCalls > MAX_API_CALLS_PER_JOB) {
      this.post({ type: 'api-reply', id, reply: { status: 429, headers: {}, body: '{"code":429,"message":"too many API calls for one render"}' } });
      return;
    }
    if (pending.inflight === 0) pending.waitingSince = now;
    pending.inflight += 1;
    const answered = (reply: ApiReply) => {
      pending.inflight -= 1;
      if (pending.inflight === 0 && pending.waitingSince !== undefined) {
        pending.waitedMs += Date.now() - pending.waitingSince;
        pending.waitingSince = undefined;
      }
      this.post({ type: 'api-reply', id, reply });
    };
    this.settings.api(call, pending.headers).then(answered, () => answered({ status: 502, headers: {}, body: '' }));
  }

  /** A job past its time: the worker is stopped at once (a busy loop answers nothing else). */
  private kill(id: number, timeoutMs: number): void {
    const pending = this.jobs.get(id);
    if (!pending) return;
    this.jobs.delete(id);
    if (this.jobs.size === 0) this.hold(false);
    pending.reject(new RenderFailure(`the render took longer than ${timeoutMs} ms`, 'timeout'));
    this.stop(`a job ran past ${timeoutMs} ms`, 'evicted');
  }

  /** Stops the process; its other jobs fail with `others` ('crash' unless another job's fault). */
  stop(reason: string, others: RenderFailure['reason'] = 'crash'): void {
    if (!this.dead) {
      this.child.kill('SIGKILL');
      this.channel.destroy();
    }
    this.exited(reason, others);
  }

  private exited(reason: string, others: RenderFailure['reason'] = 'crash'): void {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.startTimer);
    for (const [, pending] of this.jobs) {
      clearTimeout(pending.timer);
      pending.reject(new RenderFailure(`the render worker stopped (${reason})`, others));
    }
    this.jobs.clear();
    this.onExit(this, reason);
  }
}
