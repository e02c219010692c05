/**
 * The API calls of one render worker's jobs, answered by the parent through the API bridge: a
 * worker that floods the channel, or a job that calls far more than a render needs, is refused
 * here, and the time a job waits for answers is counted for its time limit (timing.ts).
 */
import type { ApiBridge, Pending, StopRule } from './jobs';
import type { ApiCall, ApiReply, ToWorker } from './protocol';

const MAX_API_CALLS_PER_JOB = 100;
/** More API calls than this in one second from one worker (eight renders make a few dozen): it is stopped. */
const MAX_API_CALLS_PER_SECOND = 5000;

export class WorkerApiCalls {
  private windowStart = 0;
  private messagesInWindow = 0;

  constructor(
    private readonly api: ApiBridge,
    /** The worker's jobs, by id. */
    private readonly jobs: ReadonlyMap<number, Pending>,
    private readonly post: (message: ToWorker) => void,
    private readonly stop: (reason: string, rule: StopRule) => void,
  ) {}

  call(id: number, job: number, call: ApiCall): void {
    // A worker that floods the channel (calls for no job, or far more than renders make) is stopped.
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    if (this.messagesInWindow > MAX_API_CALLS_PER_SECOND) {
      this.stop(`it sent more than ${MAX_API_CALLS_PER_SECOND} API calls in a second`, 'message');
      return;
    }
    const pending = this.jobs.get(job);
    if (!pending) {
      this.post({ type: 'api-reply', id, reply: { status: 410, headers: {}, body: '' } });
      return;
    }
    pending.apiCalls += 1;
    if (pending.apiCalls > MAX_API_CALLS_PER_JOB) {
      this.post({
        type: 'api-reply',
        id,
        reply: { status: 429, headers: {}, body: '{"code":429,"message":"too many API calls for one render"}' },
      });
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
    this.api(call, pending.headers).then(answered, () => answered({ status: 502, headers: {}, body: '' }));
  }
}
