import type { FieldMetricSample } from '@azi/shared/api/schemas/fieldData';
import { checkFieldReport } from '../../src/fieldData/checkFieldReport';

const sample = (extra: Partial<FieldMetricSample> = {}): FieldMetricSample => ({
  name: 'LCP',
  value: 1200,
  page: 'home',
  layout: 'desktop',
  lang: 'zh',
  navigation: 'hard',
  ...extra,
});

describe('checking a field-data report beyond its schema', () => {
  it('takes a report of metrics in their ranges', () => {
    expect(
      checkFieldReport({
        metrics: [
          sample(),
          sample({ name: 'CLS', value: 0.02 }),
          sample({ name: 'INP', value: 120, navigation: 'soft' }),
          sample({ name: 'NAV', value: 420, navigation: 'soft' }),
        ],
        errors: [],
      }),
    ).toBeUndefined();
  });

  it('refuses a report with nothing in it', () => {
    expect(checkFieldReport({ metrics: [], errors: [] })).toEqual({ field: 'metrics', reason: 'empty' });
  });

  it("refuses a value past its metric's range, naming it", () => {
    expect(checkFieldReport({ metrics: [sample(), sample({ name: 'CLS', value: 51 })], errors: [] })).toEqual({
      field: 'metrics.1.value',
      reason: 'outOfRange',
    });
    expect(checkFieldReport({ metrics: [sample({ value: 120_001 })], errors: [] })).toEqual({
      field: 'metrics.0.value',
      reason: 'outOfRange',
    });
    expect(checkFieldReport({ metrics: [sample({ name: 'INP', value: 60_001 })], errors: [] })).toEqual({
      field: 'metrics.0.value',
      reason: 'outOfRange',
    });
  });

  it('refuses a metric on a navigation that does not measure it: a TTFB or LCP of a click, a NAV of a page load', () => {
    expect(checkFieldReport({ metrics: [sample({ name: 'TTFB', value: 0, navigation: 'soft' })], errors: [] })).toEqual(
      { field: 'metrics.0.navigation', reason: 'outOfRange' },
    );
    expect(checkFieldReport({ metrics: [sample({ navigation: 'soft' })], errors: [] })).toEqual({
      field: 'metrics.0.navigation',
      reason: 'outOfRange',
    });
    expect(checkFieldReport({ metrics: [sample({ name: 'NAV', value: 300 })], errors: [] })).toEqual({
      field: 'metrics.0.navigation',
      reason: 'outOfRange',
    });
  });
});
