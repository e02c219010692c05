/** Test data: a proof-of-work challenge as the API issues one, whose answer is `counter`. */
import { createHash } from 'node:crypto';
import type { PowChallenge } from '@azi/shared/api/schemas/forms';

export function powChallengeFor(counter: number, captchaId = 'c-1'): PowChallenge {
  const salt = '00112233445566778899aabbccddeeff';
  const nonce = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
  const message = Buffer.concat([Buffer.from(salt + nonce, 'hex'), Buffer.alloc(4)]);
  message.writeUInt32BE(counter, 32);
  const key = createHash('sha256').update(message).digest('hex');
  return {
    parameters: {
      algorithm: 'SHA-256',
      nonce,
      salt,
      cost: 1,
      keyLength: 32,
      keyPrefix: key.slice(0, 32),
      expiresAt: 2_000_000_000,
      data: { captchaId },
    },
    signature: 'signed-by-the-server',
  };
}

/** The counter a `pow` form field says solves its challenge. */
export const powCounterOf = (field: string): number =>
  (JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as { solution: { counter: number } }).solution.counter;
