/**
 * Body limits. Public routes take small forms: 64 KB, so a stranger cannot make the server
 * buffer much. A route whose schema allows long text (the admin's articles) gets a limit derived
 * from that schema, so the schema, not the byte limit, decides what is accepted.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The most bytes of JSON text a character can take: `\uXXXX`, as encoders that escape everything
 * outside ASCII write it (Python's json.dumps does by default). Characters outside the BMP take
 * two such escapes but count as one for maxLength; articles are not made of them.
 */
const JSON_BYTES_PER_CHARACTER = 6;

/** The sum of every maxLength in a JSON schema (strings nested in objects included). */
export function totalMaxLength(schema: unknown): number {
  if (!schema || typeof schema !== 'object') return 0;
  const node = schema as { maxLength?: unknown; properties?: Record<string, unknown> };
  const own = typeof node.maxLength === 'number' ? node.maxLength : 0;
  return own + Object.values(node.properties ?? {}).reduce<number>((sum, inner) => sum + totalMaxLength(inner), 0);
}

/**
 * A limit for JSON bodies of this schema at their largest: every string at its maxLength in the
 * most expensive encoding, plus the public limit for keys, punctuation and short fields.
 */
export function jsonBodyLimitFor(schema: unknown): number {
  return BODY_LIMIT_BYTES + JSON_BYTES_PER_CHARACTER * totalMaxLength(schema);
}
