/**
 * The wire between the site server and a render worker: JSON messages, each framed by its byte
 * length (4 bytes, big-endian), over a socket pair on the worker's descriptor 3.
 *
 * Not Node's IPC channel: that one buffers a message whole, whatever length its header claims,
 * and then deserialises it (V8's serializer) before the receiver can look at it, so a worker could
 * make the site server allocate what it liked. Here the length is read first, and a frame past
 * the limit stops the worker before its body is buffered; the body is parsed as JSON, nothing else.
 */
import { messageOf } from './errorMessage';

/** The descriptor a worker's channel is on (stdio index 3 of the spawn). */
export const CHANNEL_FD = 3;

const HEADER_BYTES = 4;

/** One message as a frame. */
export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32BE(body.length, 0);
  return Buffer.concat([header, body]);
}

export type FrameProblem = { kind: 'too-large'; bytes: number } | { kind: 'not-json'; detail: string };

/**
 * Reads frames from a byte stream as they arrive: `onMessage` gets each parsed message (an
 * unknown value: the receiver checks its shape), `onProblem` the first frame that is too long or
 * not JSON, after which the reader takes nothing more.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected = -1;
  private broken = false;

  constructor(
    private readonly maxFrameBytes: number,
    private readonly onMessage: (message: unknown) => void,
    private readonly onProblem: (problem: FrameProblem) => void,
  ) {}

  push(chunk: Buffer): void {
    if (this.broken) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (!this.broken) {
      if (this.expected < 0) {
        if (this.buffered < HEADER_BYTES) return;
        const length = this.take(HEADER_BYTES).readUInt32BE(0);
        if (length > this.maxFrameBytes) {
          this.fail({ kind: 'too-large', bytes: length });
          return;
        }
        this.expected = length;
      }
      if (this.buffered < this.expected) return;
      const body = this.take(this.expected);
      this.expected = -1;
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch (error) {
        this.fail({ kind: 'not-json', detail: messageOf(error) });
        return;
      }
      this.onMessage(message);
    }
  }

  private fail(problem: FrameProblem): void {
    this.broken = true;
    this.chunks = [];
    this.buffered = 0;
    this.onProblem(problem);
  }

  private take(bytes: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }
}
