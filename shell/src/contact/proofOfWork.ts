/**
 * The contact form's proof of work, solved in the page while the visitor types (they never see
 * it): the counter whose SHA-256 of salt + nonce + counter (4 bytes, big-endian) starts with the
 * challenge's key prefix (ALTCHA v2, SHA-256, one round: api/src/captcha/proofOfWork.ts). The
 * message is 36 bytes, one SHA-256 block, so a small hash of our own does it, several times
 * faster than WebCrypto's one promise per try, without a worker or any script the page's CSP
 * (`script-src 'self'`) would refuse. It runs in slices of a few milliseconds and yields between
 * them, so typing stays smooth.
 */
import type { PowChallenge } from '@azi/shared/api/schemas/forms';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** The 8 words of SHA-256 of `prefix` (8 big-endian words, 32 bytes) followed by `counter` as 4 bytes: one padded block. */
export function hashWithCounter(
  prefix: Uint32Array,
  counter: number,
  out: Uint32Array,
  w: Uint32Array = new Uint32Array(64),
): Uint32Array {
  for (let i = 0; i < 8; i += 1) w[i] = prefix[i]!;
  w[8] = counter >>> 0;
  w[9] = 0x80000000;
  for (let i = 10; i < 15; i += 1) w[i] = 0;
  w[15] = 36 * 8;
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = 0x6a09e667;
  let b = 0xbb67ae85;
  let c = 0x3c6ef372;
  let d = 0xa54ff53a;
  let e = 0x510e527f;
  let f = 0x9b05688c;
  let g = 0x1f83d9ab;
  let h = 0x5be0cd19;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (0x6a09e667 + a) >>> 0;
  out[1] = (0xbb67ae85 + b) >>> 0;
  out[2] = (0x3c6ef372 + c) >>> 0;
  out[3] = (0xa54ff53a + d) >>> 0;
  out[4] = (0x510e527f + e) >>> 0;
  out[5] = (0x9b05688c + f) >>> 0;
  out[6] = (0x1f83d9ab + g) >>> 0;
  out[7] = (0x5be0cd19 + h) >>> 0;
  return out;
}

const hex = (words: Uint32Array) => Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');

function wordsOf(hexText: string): Uint32Array {
  const words = new Uint32Array(hexText.length / 8);
  for (let i = 0; i < words.length; i += 1) words[i] = parseInt(hexText.slice(i * 8, i * 8 + 8), 16);
  return words;
}

/** Lets the page handle input between slices (a message, not a timer: no 4 ms clamp). */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export class ProofOfWorkAborted extends Error {}

export interface SolveOptions {
  signal?: AbortSignal;
  /** Longest stretch of hashing before the page gets its turn (ms). */
  sliceMs?: number;
}

/**
 * Finds the counter and answers the form's `pow` field: base64 of `{ challenge, solution }`, as
 * the server's `verifySolution` reads it.
 */
export async function solveProofOfWork(
  challenge: PowChallenge,
  { signal, sliceMs = 8 }: SolveOptions = {},
): Promise<string> {
  const { parameters } = challenge;
  const material = `${parameters.salt}${parameters.nonce}`.toLowerCase();
  const keyPrefix = parameters.keyPrefix.toLowerCase();
  if (
    parameters.algorithm !== 'SHA-256' ||
    parameters.cost !== 1 ||
    parameters.keyLength !== 32 ||
    !/^[0-9a-f]{64}$/.test(material) ||
    !/^[0-9a-f]{8,64}$/.test(keyPrefix)
  ) {
    throw new Error('unsupported proof-of-work challenge');
  }
  const prefix = wordsOf(material);
  const firstWord = parseInt(keyPrefix.slice(0, 8), 16);
  const digest = new Uint32Array(8);
  const schedule = new Uint32Array(64);
  let counter = 0;
  for (;;) {
    if (signal?.aborted) throw new ProofOfWorkAborted('aborted');
    const until = performance.now() + sliceMs;
    do {
      for (const end = counter + 2000; counter < end; counter += 1) {
        if (hashWithCounter(prefix, counter, digest, schedule)[0] === firstWord && hex(digest).startsWith(keyPrefix)) {
          const pow = { challenge, solution: { counter, derivedKey: hex(digest) } };
          return btoa(JSON.stringify(pow));
        }
      }
      if (counter > 0xffffffff) throw new Error('proof of work not found');
    } while (performance.now() < until);
    await nextTask();
  }
}
