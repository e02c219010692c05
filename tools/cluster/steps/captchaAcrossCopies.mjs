// @ts-check
/** A captcha issued by one copy is accepted by the other, once; a proof of work at production difficulty is timed. */
import crypto from 'node:crypto';
import { solveCaptcha, solveProofOfWork } from '../captcha.mjs';
import { form, json, request } from '../http.mjs';
import { CLUSTER_POW_MAX, PRODUCTION_POW_MAX, runId } from '../settings.mjs';
import { check, figure } from '../harness.mjs';
import { copyA, copyB, withDb } from '../site.mjs';
/** @typedef {import('../site.mjs').Copy} Copy */

export async function captchaAcrossCopies() {
  const address = '127.0.2.1';
  const marker = `cluster-captcha ${runId}`;
  const post = (
    /** @type {Copy} */ copy,
    /** @type {string} */ captchaId,
    /** @type {string} */ captchaCode,
    /** @type {string} */ tag,
    pow = '',
  ) =>
    request({
      port: copy.port,
      localAddress: address,
      method: 'POST',
      path: '/api-official-web/clueManage/save',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({
        name: 'Captcha Test',
        telephone: '13900000000',
        email: 'captcha@cluster.invalid',
        type: 'analyst',
        content: `${marker} ${tag}`,
        captchaId,
        captchaCode,
        pow,
        consent: 'true',
        lang: 'en',
      }),
    });
  const issued = json(
    await request({ port: copyA.port, localAddress: address, path: '/api-official-web/captcha' }),
  )?.data;
  const code = solveCaptcha(String(issued?.image ?? ''));
  // The picture read right is not enough: the proof of work is required too (before the captcha is tried).
  const noWork = await post(copyB, issued?.captchaId, code ?? '', 'no proof of work');
  check(
    'captcha: the right code without the proof of work is refused',
    noWork.status === 400 && json(noWork)?.errors?.captchaId === 'captchaExpired',
    `${noWork.status} ${noWork.body.toString().slice(0, 120)}`,
  );
  const t0 = process.hrtime.bigint();
  const solved = solveProofOfWork(issued?.pow);
  figure(
    `captcha: proof of work solved by this harness (POW_MAX_COUNTER ${CLUSTER_POW_MAX})`,
    `${solved.tries} tries, ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1)} ms`,
  );
  const onB = await post(copyB, issued?.captchaId, code ?? '', 'first', solved.field);
  check(
    'captcha: issued by copy A, accepted by copy B',
    onB.status === 200,
    `${onB.status} ${onB.body.toString().slice(0, 120)}`,
  );
  const replay = await post(copyA, issued?.captchaId, code ?? '', 'replay', solved.field);
  check(
    'captcha: used once on B, refused on A (single use across copies)',
    replay.status === 400 && json(replay)?.errors?.captchaCode === 'captchaExpired',
    `${replay.status} ${replay.body.toString().slice(0, 120)}`,
  );
  const second = json(
    await request({ port: copyB.port, localAddress: address, path: '/api-official-web/captcha' }),
  )?.data;
  const secondCode = solveCaptcha(String(second?.image ?? '')) ?? '';
  const secondWork = solveProofOfWork(second?.pow).field;
  const wrong = await post(copyA, second?.captchaId, secondCode === 'zzzz' ? 'yyyy' : 'zzzz', 'wrong', secondWork);
  check(
    'captcha: a wrong answer on the other copy is refused',
    wrong.status === 400 && json(wrong)?.errors?.captchaCode === 'captcha',
    `${wrong.status}`,
  );
  const right = await post(copyA, second?.captchaId, secondCode, 'second', secondWork);
  check('captcha: issued by copy B, then answered right on copy A', right.status === 200, `${right.status}`);
  const rows = await withDb(async (client) =>
    (await client.query('select content from clue where content like $1 order by id', [`${marker} %`])).rows.map(
      (r) => r.content,
    ),
  );
  check(
    'captcha: exactly the two accepted leads are stored',
    rows.length === 2 && rows[0].endsWith('first') && rows[1].endsWith('second'),
    rows.join(', '),
  );
  // What one automated submission costs at the production difficulty (the copies here use less).
  const counter = crypto.randomInt(PRODUCTION_POW_MAX);
  const t1 = process.hrtime.bigint();
  const production = solveProofOfWork(productionLikeChallenge(counter));
  figure(
    `captcha: one proof of work at the production difficulty (counter ${counter} of ${PRODUCTION_POW_MAX}, Node's SHA-256)`,
    `${production.tries} tries, ${(Number(process.hrtime.bigint() - t1) / 1e6).toFixed(0)} ms of CPU`,
  );
}

/** A challenge shaped like the API's whose answer is `counter` (unsigned: only timed here, never sent). */
export function productionLikeChallenge(/** @type {number} */ counter) {
  const salt = crypto.randomBytes(16).toString('hex');
  const nonce = crypto.randomBytes(16).toString('hex');
  const message = Buffer.concat([Buffer.from(salt + nonce, 'hex'), Buffer.alloc(4)]);
  message.writeUInt32BE(counter, 32);
  const keyPrefix = crypto.createHash('sha256').update(message).digest('hex').slice(0, 32);
  return { parameters: { salt, nonce, keyPrefix }, signature: '' };
}
