// @ts-check
/**
 * Reads the API's captcha picture the way a person does: from the image, not from the server; and
 * computes the proof of work that comes with it, as any script must (solveProofOfWork, below).
 *
 * The picture (svg-captcha, options in api/src/captcha/captchaStore.ts) draws each character as a
 * filled outline of the Comismsh font at a fixed place (character i is centred at x = spacing*(i+1),
 * y = height/2), then moves every point by at most 0.1 px; noise lines are unfilled strokes. So
 * each filled outline is compared with the font's outline of every allowed character at every
 * place: the one within the jitter is the character. The answer is then typed as a visitor would.
 * The server stays in production mode (no CAPTCHA_FIXED) and its database is not touched.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const captchaDir = path.dirname(require.resolve('svg-captcha/package.json'));
const opentype = createRequire(path.join(captchaDir, 'package.json'))('opentype.js');

/** Must match issueCaptcha() in api/src/captcha/captchaStore.ts. */
export const CAPTCHA_OPTIONS = { size: 4, ignoreChars: '0oO1lIi', width: 120, height: 44, fontSize: 56 };

const font = opentype.loadSync(path.join(captchaDir, 'fonts', 'Comismsh.ttf'));
const charset = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'].filter(
  (c) => !CAPTCHA_OPTIONS.ignoreChars.includes(c),
);

/** @typedef {{ type: string, values: number[] }} Command */

/** @param {{ type: string, x?: number, y?: number, x1?: number, y1?: number, x2?: number, y2?: number }} c */
function commandValues(c) {
  switch (c.type) {
    case 'M':
    case 'L':
      return [c.x, c.y];
    case 'Q':
      return [c.x1, c.y1, c.x, c.y];
    case 'C':
      return [c.x1, c.y1, c.x2, c.y2, c.x, c.y];
    default:
      return [];
  }
}

/** The font's outline of `ch` centred on place `index`, as svg-captcha draws it before the jitter. */
function outline(ch, index) {
  const { size, width, height, fontSize } = CAPTCHA_OPTIONS;
  const spacing = (width - 2) / (size + 1);
  const x = spacing * (index + 1);
  const y = height / 2;
  const scale = fontSize / font.unitsPerEm;
  const glyph = font.charToGlyph(ch);
  const advance = glyph.advanceWidth ? glyph.advanceWidth * scale : 0;
  const top = y + ((font.ascender + font.descender) * scale) / 2;
  return glyph
    .getPath(x - advance / 2, top, fontSize)
    .commands.map((c) => ({ type: c.type, values: commandValues(c).map(Number) }));
}

const references = [];
for (let index = 0; index < CAPTCHA_OPTIONS.size; index += 1) {
  for (const ch of charset) references.push({ ch, index, commands: outline(ch, index) });
}

/** @param {string} d @returns {Command[]} */
function parsePathData(d) {
  const commands = [];
  for (const [, type, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)) {
    commands.push({
      type: type.toUpperCase(),
      values: (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number),
    });
  }
  return commands;
}

/** Jitter (0.1) plus the two decimals the path is printed with. */
const TOLERANCE = 0.125;

/** @param {Command[]} drawn @param {Command[]} reference */
function same(drawn, reference) {
  if (drawn.length !== reference.length) return false;
  for (let i = 0; i < drawn.length; i += 1) {
    const a = drawn[i];
    const b = reference[i];
    if (a.type !== b.type || a.values.length !== b.values.length) return false;
    for (let j = 0; j < a.values.length; j += 1) if (Math.abs(a.values[j] - b.values[j]) > TOLERANCE) return false;
  }
  return true;
}

/**
 * The characters of a captcha picture (an SVG text or its data: URL), lower-cased as the server
 * compares them; undefined when the picture cannot be read.
 * @param {string} image
 */
export function solveCaptcha(image) {
  const svg = image.startsWith('data:')
    ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8')
    : image;
  /** @type {(string | undefined)[]} */
  const places = new Array(CAPTCHA_OPTIONS.size).fill(undefined);
  for (const [, attributes] of svg.matchAll(/<path([^>]*)\/?>/g)) {
    if (/fill="none"/.test(attributes)) continue; // a noise line
    const d = /\sd="([^"]*)"/.exec(attributes)?.[1];
    if (!d) continue;
    const drawn = parsePathData(d);
    const match = references.find((reference) => same(drawn, reference.commands));
    if (!match) return undefined;
    places[match.index] = match.ch;
  }
  return places.every(Boolean) ? places.join('').toLowerCase() : undefined;
}

/**
 * The proof of work of a captcha (`data.pow` of GET /captcha: ALTCHA v2, SHA-256 of salt + nonce +
 * a 4-byte big-endian counter, one round), found by trying counters from 0 as the browser does,
 * with Node's own SHA-256. Answers the form's `pow` field and how many counters it took.
 * @param {{ parameters: { salt: string, nonce: string, keyPrefix: string }, signature: string }} pow
 */
export function solveProofOfWork(pow) {
  const { salt, nonce, keyPrefix } = pow.parameters;
  const message = Buffer.concat([Buffer.from(salt + nonce, 'hex'), Buffer.alloc(4)]);
  const prefix = Buffer.from(keyPrefix, 'hex');
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    message.writeUInt32BE(counter, message.length - 4);
    const key = createHash('sha256').update(message).digest();
    if (key.subarray(0, prefix.length).equals(prefix)) {
      const field = Buffer.from(
        JSON.stringify({ challenge: pow, solution: { counter, derivedKey: key.toString('hex') } }),
      ).toString('base64');
      return { field, tries: counter + 1 };
    }
  }
  throw new Error('proof of work not found');
}
