import { createHash } from 'node:crypto';
import { hashWithCounter, ProofOfWorkAborted, solveProofOfWork } from './proofOfWork';
import { powChallengeFor, powCounterOf } from './testing/powChallenge';

const challengeFor = (counter: number) => powChallengeFor(counter);

it('hashes salt, nonce and a 4-byte counter exactly as SHA-256 does', () => {
  const prefix = new Uint32Array(8).map((_, i) => (i * 0x9e3779b9) >>> 0);
  const bytes = Buffer.alloc(36);
  prefix.forEach((word, i) => bytes.writeUInt32BE(word, i * 4));
  for (const counter of [0, 1, 255, 65_536, 4_294_967_295]) {
    bytes.writeUInt32BE(counter, 32);
    const words = hashWithCounter(prefix, counter, new Uint32Array(8));
    expect(Buffer.from(words.buffer.slice(0)).swap32().toString('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  }
});

it('finds the counter and answers the form field the server verifies: the challenge and the solution, base64', async () => {
  const challenge = challengeFor(12_345);
  const field = await solveProofOfWork(challenge, { sliceMs: 1 });
  const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
  expect(payload.challenge).toEqual(challenge);
  expect(powCounterOf(field)).toBe(12_345);
  expect(payload.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  expect(payload.solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
});

it('stops when the challenge is abandoned, and refuses a kind it does not know', async () => {
  const controller = new AbortController();
  const solving = solveProofOfWork(challengeFor(3_000_000), { signal: controller.signal, sliceMs: 1 });
  controller.abort();
  await expect(solving).rejects.toBeInstanceOf(ProofOfWorkAborted);
  const other = challengeFor(1);
  await expect(
    solveProofOfWork({ ...other, parameters: { ...other.parameters, algorithm: 'ARGON2ID' } }),
  ).rejects.toThrow('unsupported');
});
