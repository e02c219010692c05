/**
 * What the schema of POST /rum cannot say: each metric's value within its sane range (a CLS of
 * 4000 or an LCP of a day is a broken browser or a forged report), each metric on a navigation
 * that measures it, and a report that carries something at all. The first refusal names the field, like the API's other 400s; a refused report
 * stores nothing.
 */
import { METRIC_MAX, NAVIGATION_METRICS, type FieldReport } from '@azi/shared/api/schemas/fieldData';

export interface FieldReportRefusal {
  field: string;
  reason: 'empty' | 'outOfRange';
}

export function checkFieldReport(report: FieldReport): FieldReportRefusal | undefined {
  if (report.metrics.length === 0 && report.errors.length === 0) return { field: 'metrics', reason: 'empty' };
  for (const [index, sample] of report.metrics.entries()) {
    if (!Number.isFinite(sample.value) || sample.value < 0 || sample.value > METRIC_MAX[sample.name])
      return { field: `metrics.${index}.value`, reason: 'outOfRange' };
    // A click inside the site sends no request of its own (no TTFB), and a page load has no NAV.
    if (!NAVIGATION_METRICS[sample.navigation].includes(sample.name))
      return { field: `metrics.${index}.navigation`, reason: 'outOfRange' };
  }
  return undefined;
}
