/** Where the apply button leads: an email to HR, or the recruiting site opened as a link. */
export type ApplyTarget = { kind: 'email'; href: string } | { kind: 'web'; href: string };

/**
 * Turns the configured application channel into the apply button's link. A mailto: address gets
 * the subject line (the position) added; an https URL is used as it is. Anything else (a typo, a
 * javascript: URL) gives no link rather than a broken or unsafe one.
 */
export function applyTargetFor(channel: string, subject: string): ApplyTarget | null {
  const value = channel.trim();
  if (/^mailto:[^\s?]+@[^\s?]+/i.test(value)) {
    const separator = value.includes('?') ? '&' : '?';
    return { kind: 'email', href: `${value}${separator}subject=${encodeURIComponent(subject)}` };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { kind: 'web', href: url.href } : null;
  } catch {
    return null;
  }
}
