import { StringDecoder } from 'node:string_decoder';

/** What a worker wrote on stdout or stderr, as the pool hands it to the server's log. */
export interface WorkerOutput {
  stream: 'stdout' | 'stderr';
  text: string;
}

/**
 * Counted per log entry beside its text: the fields the server's logger adds (time, level, host,
 * section, version). A worker that writes a byte at a time pays for the lines it makes.
 */
const ENTRY_COST = 256;
/** Text of one entry at most; a longer write is logged in parts. */
const ENTRY_TEXT = 16 * 1024;
const MINUTE_MS = 60_000;

/**
 * A worker's stdout and stderr, read by the server and logged as the worker's (each write one
 * entry whose text is a field, JSON-escaped by the logger: a worker cannot write a line that
 * reads as the server's own), within a byte budget per minute. The budget counts what the log
 * grows by; past it, nothing more is logged and `over` is told (the worker is stopped).
 */
export class OutputBudget {
  private windowStart = 0;
  private spent = 0;
  private spentOut = false;
  private readonly decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };

  constructor(
    private readonly bytesPerMinute: number,
    private readonly log: (output: WorkerOutput) => void,
    private readonly over: (bytes: number) => void,
    private readonly now: () => number = Date.now,
  ) {}

  push(stream: WorkerOutput['stream'], chunk: Buffer): void {
    if (this.spentOut) return;
    const text = this.decoders[stream].write(chunk);
    for (let at = 0; at < text.length && !this.spentOut; at += ENTRY_TEXT)
      this.entry(stream, text.slice(at, at + ENTRY_TEXT));
  }

  private entry(stream: WorkerOutput['stream'], text: string): void {
    const now = this.now();
    if (now - this.windowStart >= MINUTE_MS) {
      this.windowStart = now;
      this.spent = 0;
    }
    // What the logger writes for it: the text escaped as JSON, and the entry's own fields.
    const cost = Buffer.byteLength(JSON.stringify(text)) + ENTRY_COST;
    if (this.spent + cost > this.bytesPerMinute) {
      this.spentOut = true;
      this.over(this.spent + cost);
      return;
    }
    this.spent += cost;
    this.log({ stream, text });
  }
}
