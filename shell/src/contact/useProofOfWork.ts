import { useCallback, useEffect, useRef } from 'react';
import type { PowChallenge } from '@azi/shared/api/schemas/forms';
import { solveProofOfWork } from './proofOfWork';

interface Job {
  challenge: PowChallenge;
  controller: AbortController;
  promise: Promise<string>;
}

/**
 * The proof of work of the captcha on show. Nothing is computed before the visitor turns to the
 * form (a page view costs nothing); from their first focus on, each challenge is solved as it
 * arrives, in short slices while they type. `solution()` answers the `pow` field, waiting for the
 * work when it is not done yet, or undefined when there is no challenge or it cannot be solved
 * (the API then says what to do).
 */
export function useProofOfWork(challenge: PowChallenge | undefined) {
  const job = useRef<Job | undefined>(undefined);
  const engaged = useRef(false);

  const start = useCallback((): Promise<string> | undefined => {
    engaged.current = true;
    if (!challenge) return undefined;
    if (job.current?.challenge !== challenge) {
      job.current?.controller.abort();
      const controller = new AbortController();
      const promise = solveProofOfWork(challenge, { signal: controller.signal });
      // A refreshed or abandoned challenge rejects; nobody waits for it.
      promise.catch(() => undefined);
      job.current = { challenge, controller, promise };
    }
    return job.current.promise;
  }, [challenge]);

  // A new challenge (a refreshed picture): its work starts at once once the visitor is at the form.
  useEffect(() => {
    if (engaged.current) start();
  }, [start]);

  // Leaving the page stops the work.
  useEffect(() => () => job.current?.controller.abort(), []);

  const solution = useCallback(async (): Promise<string | undefined> => {
    try {
      return await start();
    } catch {
      return undefined;
    }
  }, [start]);

  return { start, solution };
}
