/**
 * Hands a text to the browser as a file download (the console's leads CSV, an event's .ics): the
 * file is built only when the user asks, behind a short-lived object URL.
 */

/** Some browsers read the URL after click() returns: it is revoked a while later, not at once. */
export const REVOKE_AFTER_MS = 10_000;

export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
