/**
 * Visitors in Hong Kong type either script, and the zh site's visitors sometimes traditional: zh
 * and hk text is indexed, and queries are read, in one script (simplified), converted by OpenCC's
 * dictionaries (opencc-js; phrases first, then characters, Hong Kong variants included) rather
 * than a table of our own. What a visitor sees stays in the page's language: titles and excerpts
 * are the stored text, only compared in the folded script.
 */
import * as OpenCC from 'opencc-js';

// Built on first use: each converter reads OpenCC's dictionaries into a trie, about 0.2 s of CPU,
// which a process that never searches (a test file, a command-line tool) need not spend.
let simplified: ((text: string) => string) | undefined;
let hongKong: ((text: string) => string) | undefined;
const toSimplified = (text: string) => (simplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' }))(text);
const toHongKong = (text: string) => (hongKong ??= OpenCC.Converter({ from: 'cn', to: 'hk' }))(text);

/** `text` in simplified characters (anything else unchanged). */
export function foldScript(text: string): string {
  return toSimplified(text);
}

/** `text` in Hong Kong traditional characters: a folded word shown on the hk site. */
export function hongKongScript(text: string): string {
  return toHongKong(text);
}

/**
 * `text` folded with every character in its place, so ranges found in the folded text mark the
 * same characters of the original. OpenCC's simplification keeps the length of what we index;
 * where a phrase would change it, characters are folded one by one.
 */
export function foldInPlace(text: string): string {
  const folded = toSimplified(text);
  if (folded.length === text.length) return folded;
  return Array.from(text, (char) => {
    const one = toSimplified(char);
    return one.length === char.length ? one : char;
  }).join('');
}
