import { useState, type ChangeEvent } from 'react';

export interface UploadMessage {
  kind: 'ok' | 'error';
  text: string;
}

interface Options<T> {
  /** A reason to refuse the file before sending it (a message), or undefined. */
  check(file: File): Promise<string | undefined> | string | undefined;
  send(file: File, onProgress: (fraction: number) => void): Promise<T>;
  /** The message for a file that arrived (after which the caller hears of it). */
  done(uploaded: T): string;
  failed(message: string): string;
  onUploaded(uploaded: T): void;
}

/**
 * A file input's upload: the check, the progress (0 to 1, undefined when idle), the outcome as a
 * message, and the input emptied afterwards so that the same file can be chosen again.
 */
export function useFileUpload<T>({ check, send, done, failed, onUploaded }: Options<T>) {
  const [progress, setProgress] = useState<number | undefined>();
  const [message, setMessage] = useState<UploadMessage | undefined>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(undefined);
    const problem = await check(file);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      const uploaded = await send(file, setProgress);
      setMessage({ kind: 'ok', text: done(uploaded) });
      onUploaded(uploaded);
    } catch (error) {
      setMessage({ kind: 'error', text: failed(error instanceof Error ? error.message : String(error)) });
    } finally {
      setProgress(undefined);
      input.value = '';
    }
  };
  return { progress, message, choose };
}
