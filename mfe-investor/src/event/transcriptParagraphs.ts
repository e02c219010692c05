/**
 * A transcript as staff typed it, in paragraphs: a blank line parts two paragraphs, a single line
 * break stays a line break inside one (a speaker's name on its own line). Text only: React escapes it.
 */
export function transcriptParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}
