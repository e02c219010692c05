/**
 * RUM_SAMPLE (issue 51): the share of page views whose field data (web-vitals) the browser reports,
 * read once at start and handed to every page in its boot data. 0 turns the measurements off;
 * browser errors are reported whatever it says (shell/src/fieldData).
 */
export const DEFAULT_FIELD_SAMPLE = 0.1;

export function fieldSampleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.RUM_SAMPLE?.trim();
  if (text === undefined || text === '') return DEFAULT_FIELD_SAMPLE;
  const share = Number(text);
  if (!/^\d*\.?\d+$/.test(text) || !(share >= 0 && share <= 1)) {
    throw new Error(
      `RUM_SAMPLE must be a share of page views from 0 to 1 (0.1 reports one view in ten), not "${text}"`,
    );
  }
  return share;
}
