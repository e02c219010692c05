/**
 * The contact form's proof of work, beside the verification code a person reads: each challenge
 * (ALTCHA's v2 format, `altcha-lib`) asks the browser to find the counter whose SHA-256 of
 * salt + nonce + counter starts with a given 16 bytes. The counter is drawn at random below
 * `maxCounter`, so a browser tries half of that on average (computed while the person types; they
 * never see it) and every automated submission costs that much CPU too.
 *
 * A challenge names its captcha (`data.captchaId`) and expires with it, and is signed with a
 * secret kept in the database (every copy checks what another issued); a solution counts only
 * with the captcha it names, which is single use.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Queryable } from '../db/database';

/** Counters tried on average: half of this; a pause a person barely notices, a cost a flood pays per post (figures: decision 007, 2026-11-27). */
export const POW_MAX_COUNTER = 1_000_000;

export type ProofOfWorkChallenge = Required<Pick<Challenge, 'parameters' | 'signature'>>;

/** The form's `pow` field: base64 of the JSON ALTCHA's widgets send. */
export interface ProofOfWorkPayload {
  challenge: ProofOfWorkChallenge;
  solution: Solution;
}

const SECRET_KEY = 'pow_hmac_secret';

/** The signing secret every copy shares: made once, by whichever copy starts first. */
export async function proofOfWorkSecret(db: Queryable): Promise<string> {
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
    SECRET_KEY,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [SECRET_KEY]);
  if (!row) throw new Error('the proof-of-work secret could not be stored');
  return row.value;
}

export async function issueProofOfWork(
  secret: string,
  captchaId: string,
  expiresAt: Date,
  maxCounter = POW_MAX_COUNTER,
): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxCounter),
    deriveKey,
    data: { captchaId },
    expiresAt,
    hmacSignatureSecret: secret,
  });
  if (!challenge.signature) throw new Error('the proof-of-work challenge was not signed');
  // Exactly what is signed (JSON drops the parameters left undefined), as the browser gets it.
  return {
    parameters: JSON.parse(JSON.stringify(challenge.parameters)) as Challenge['parameters'],
    signature: challenge.signature,
  };
}

export type ProofOfWorkCheck = 'ok' | 'missing' | 'invalid';

function parsePayload(field: string): ProofOfWorkPayload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as ProofOfWorkPayload;
    return payload && typeof payload === 'object' && payload.challenge && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** Is `field` a solved, unexpired challenge this site signed for this captcha? */
export async function checkProofOfWork(
  secret: string,
  field: string | undefined,
  captchaId: string,
): Promise<ProofOfWorkCheck> {
  if (!field) return 'missing';
  const payload = parsePayload(field);
  if (
    !payload ||
    payload.challenge.parameters?.data?.captchaId !== captchaId ||
    payload.challenge.parameters.algorithm !== 'SHA-256'
  )
    return 'invalid';
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    return result.verified ? 'ok' : 'invalid';
  } catch {
    return 'invalid';
  }
}
