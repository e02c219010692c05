import type { TFunction } from 'i18next';
import type { Lang } from '@azi/shared/i18n/languages';
import { i18n } from '@azi/shared/i18n/instance';

/**
 * Most of the site's text is plain: a sentence, or a list of them, with nothing to fill in. i18next's
 * t() does the same work for it as for a sentence with values (its options copied, the key split,
 * every language and namespace tried, the text searched for `{{` and `$t(`, a list copied and each
 * item translated again): about 30 µs a call here, and a page draws a few hundred. Plain text is
 * read from the store once and kept, by language and namespace, until that namespace's text
 * changes; anything else (values to fill in, a default, another namespace's key, a missing key) goes
 * to i18next as before.
 */
type Kept = Map<string, unknown>;
const kept = new Map<string, Kept>();
const idOf = (lang: string, namespace: string) => `${lang}\u0000${namespace}`;
const keptFor = (id: string): Kept => {
  let found = kept.get(id);
  if (!found) kept.set(id, (found = new Map()));
  return found;
};
const forget = (lang: string, namespace: string) => kept.delete(idOf(lang, namespace));
// Text changes only through the store's methods that tell (addResourceBundle and the like, not
// `silent`, not a write into store.data): what is kept is forgotten on each.
i18n.store.on('added', forget);
i18n.store.on('removed', forget);

const isPlain = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('{{') && !value.includes('$t(');

/** The value t() would give for a plain key: a plain string, or (with returnObjects) a list of them; else undefined. */
function plainValue(lang: string, namespace: string, key: string, objects: boolean): unknown {
  const value: unknown = i18n.getResource(lang, namespace, key);
  if (isPlain(value)) return value;
  if (objects && Array.isArray(value) && value.every(isPlain)) return Object.freeze([...value]);
  return undefined;
}

/** Whether a call's options ask for nothing but the text itself (or its list). */
function onlyObjects(options: unknown): boolean | undefined {
  if (options === undefined) return false;
  if (typeof options !== 'object' || options === null) return undefined;
  const names = Object.keys(options);
  return names.length === 1 &&
    names[0] === 'returnObjects' &&
    (options as { returnObjects: unknown }).returnObjects === true
    ? true
    : undefined;
}

/**
 * `full` (i18next's fixed t for `lang` and `namespace`), answering plain text from what it kept.
 * A list it answers is frozen: the same array for every caller.
 */
export function plainTextFirst(full: TFunction, lang: Lang, namespace: string): TFunction {
  const keptId = idOf(lang, namespace);
  const translate = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    const objects =
      rest.length === 0 && typeof key === 'string' && !key.includes(':') ? onlyObjects(options) : undefined;
    if (objects !== undefined) {
      const store = keptFor(keptId);
      // A list is kept under its key behind a character no key has: never mistaken for a sentence's.
      const id = objects ? `\u0000${key as string}` : (key as string);
      if (store.has(id)) return store.get(id);
      const value = plainValue(lang, namespace, key as string, objects);
      if (value !== undefined) {
        store.set(id, value);
        return value;
      }
    }
    return (full as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
  };
  return Object.assign(translate, full) as unknown as TFunction;
}
