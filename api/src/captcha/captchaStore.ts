/**
 * Captcha challenges live in the database: any API copy can check an answer another copy
 * issued. A challenge expires after 5 minutes, is used once, and allows a few wrong answers.
 */
import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/database';

export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_MAX_ATTEMPTS = 5;

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
  expiresInSeconds: number;
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/** `fixedAnswer` (tests only) replaces the answer; the picture still shows random letters. */
export async function issueCaptcha(db: Queryable, fixedAnswer?: string): Promise<IssuedCaptcha> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1lIi',
    width: 120,
    height: 44,
  });
  const captchaId = randomUUID();
  await db.query(
    `insert into captcha_challenge (id, answer_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3::int))`,
    [captchaId, hashAnswer(captchaId, fixedAnswer ?? text), CAPTCHA_TTL_SECONDS],
  );
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

/**
 * True when this challenge was already solved with this answer and the lead stored with it says
 * the same (who and what): the same submission sent again because its first answer was lost, to
 * be acknowledged, not stored twice. Anything else sent with a used challenge stays refused.
 */
export async function isRepeatedSubmission(
  db: Queryable,
  captchaId: string,
  answer: string,
  lead: { telephone: string; email: string; content: string },
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from captcha_challenge c join clue l on l.captcha_id = c.id
      where c.id = $1 and c.used_at is not null and c.answer_hash = $2
        and l.telephone = $3 and l.email = $4 and l.content = $5`,
    [captchaId, hashAnswer(captchaId, answer), lead.telephone, lead.email, lead.content],
  );
  return rows.length > 0;
}

/**
 * Counts the attempt and, when right, marks the challenge used, in one statement: two requests
 * racing with the right answer cannot both pass (the row lock serialises them).
 */
export async function checkCaptcha(db: Queryable, captchaId: string, answer: string): Promise<CaptchaCheck> {
  const rows = await db.query<{ solved: boolean }>(
    `update captcha_challenge
        set attempts = attempts + 1,
            used_at = case when answer_hash = $2 then now() else null end
      where id = $1 and used_at is null and expires_at > now() and attempts < $3
      returning used_at is not null as solved`,
    [captchaId, hashAnswer(captchaId, answer), CAPTCHA_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return 'expired';
  return row.solved ? 'ok' : 'wrong';
}
