import { DEFAULT_FIELD_SAMPLE, fieldSampleFromEnv } from './fieldSample';

it('reports one page view in ten by default, also when compose passes the setting empty', () => {
  expect(fieldSampleFromEnv({})).toBe(DEFAULT_FIELD_SAMPLE);
  expect(fieldSampleFromEnv({ RUM_SAMPLE: '' })).toBe(0.1);
});

it('takes a share from 0 (off) to 1 (every view)', () => {
  expect(fieldSampleFromEnv({ RUM_SAMPLE: '0' })).toBe(0);
  expect(fieldSampleFromEnv({ RUM_SAMPLE: '1' })).toBe(1);
  expect(fieldSampleFromEnv({ RUM_SAMPLE: ' .25 ' })).toBe(0.25);
});

it.each(['10%', '1.5', '-0.1', 'all', 'NaN', '1e-1'])(
  'refuses to start with RUM_SAMPLE=%s, saying what it takes',
  (value) => {
    expect(() => fieldSampleFromEnv({ RUM_SAMPLE: value })).toThrow(
      /RUM_SAMPLE must be a share of page views from 0 to 1/,
    );
  },
);
