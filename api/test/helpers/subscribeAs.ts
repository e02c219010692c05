/** A visitor subscribing to e-mail alerts and opening the confirmation link, as the API sees them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { linkIn, type CaughtMail } from './smtpCatcher';
import { API, FIXED_CAPTCHA, form } from './testApp';

let address = 0;
const nextAddress = () => `10.24.0.${++address}`;

/** A visitor's post of the subscribe form, with the captcha its page showed. */
export async function subscribeAs(
  app: FastifyInstance,
  fields: Record<string, string | string[]>,
  options: { json?: boolean; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const remoteAddress = options.remoteAddress ?? nextAddress();
  const picture = await app.inject({ method: 'GET', url: `${API}/alerts/captcha`, remoteAddress });
  const cookie = String(picture.headers['set-cookie']).split(';')[0]!;
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries({ captchaCode: FIXED_CAPTCHA, consent: 'yes', ...fields })) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return app.inject({
    method: 'POST',
    url: `${API}/alerts/subscribe`,
    remoteAddress,
    payload: body.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      ...(options.json ? { accept: 'application/json' } : {}),
    },
  });
}

/** Opens the confirmation link as the page's button does (a form post of its token). */
export async function confirmFrom(app: FastifyInstance, mail: CaughtMail): Promise<string> {
  const token = new URL(linkIn(mail.text, '/alerts?confirm=')).searchParams.get('confirm')!;
  const response = await app.inject({ method: 'POST', url: `${API}/alerts/confirm`, ...form({ token }) });
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
}
