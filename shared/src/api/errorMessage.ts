/**
 * A browser error's message as the site keeps it (issue 51): one line, no query strings or
 * fragments, no e-mail addresses, no long numbers or hex ids (an order number, a token, a user's
 * id), at most ERROR_MESSAGE_MAX characters. The browser sends it so and the API applies it again,
 * since what a browser sends is never trusted. Applying it twice changes nothing.
 */
import { ERROR_MESSAGE_MAX } from '@azi/shared/api/schemas/fieldData';

const RULES: readonly [RegExp, string][] = [
  // A URL's query and fragment: everything from ? or # to the next space, quote or bracket.
  [/([a-z][\w+.-]*:\/\/[^\s?#'"()]*|\/[^\s?#'"()]*)[?#][^\s'"()]*/gi, '$1'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>'],
  // A uuid, or a run of 8 or more hex characters holding a digit and a letter (hashes, tokens).
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<id>'],
  [/\d{4,}/g, '<n>'],
];

export function normaliseErrorMessage(text: string): string {
  let message = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').replace(/\p{Cc}/gu, ' ');
  for (const [pattern, replacement] of RULES) message = message.replace(pattern, replacement);
  message = message.replace(/\s+/g, ' ').trim();
  if (message === '') return 'Unknown error';
  return message.length > ERROR_MESSAGE_MAX ? `${message.slice(0, ERROR_MESSAGE_MAX - 1)}…` : message;
}
