/**
 * Takes this process's secrets out of what the release API tells an uploader: a check's message may
 * quote what a remote's code threw, and that code may have read the environment.
 */

/** The secret-bearing parts of a setting: the whole value, each `name=value` item's value (RELEASE_TOKENS), a `sha256:` digest, a URL's password (DATABASE_URL). */
function secretParts(value: string): string[] {
  const parts = [value];
  for (const item of value.split(/[\s,;]+/)) {
    const assigned = item.includes('=') ? item.slice(item.indexOf('=') + 1) : item;
    parts.push(item, assigned, assigned.replace(/^sha256:/i, ''));
  }
  try {
    const url = new URL(value);
    if (url.password) parts.push(decodeURIComponent(url.password), url.password);
  } catch {
    // Not a URL.
  }
  return parts;
}

/**
 * A message for the uploader with every value of this process's environment taken out, and each
 * secret part of one (secretParts): a check's message may quote what a remote's code threw, and
 * that code may have read the environment. Strings under 12 characters (ports, `production`,
 * remote names) are left: no secret is that short, and replacing them would garble every message.
 */
export function withoutEnvironment(message: string, env: NodeJS.ProcessEnv = process.env): string {
  let text = message;
  const values = [...new Set(Object.values(env).flatMap((value) => (value ? secretParts(value) : [])))]
    .filter((value) => value.length >= 12)
    .sort((a, b) => b.length - a.length);
  for (const value of values) text = text.split(value).join('[hidden]');
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
