import { describeSecError } from './describeSecError';

it('tells an EDGAR that cannot be reached from one that answered with an error, a busy one and an unreadable feed', () => {
  expect(describeSecError('https://data.sec.gov/submissions/CIK0001959726.json: fetch failed (3 tries)')).toEqual({
    kind: 'unreachable',
  });
  expect(describeSecError('https://data.sec.gov/submissions/CIK0001959726.json: HTTP 503')).toEqual({
    kind: 'refused',
    status: '503',
  });
  expect(describeSecError('…: HTTP 429, Retry-After 600 s is longer than we wait')).toEqual({
    kind: 'busy',
    status: '429',
  });
  expect(describeSecError('CIK0001959726.json: not JSON')).toEqual({ kind: 'unreadable' });
});
