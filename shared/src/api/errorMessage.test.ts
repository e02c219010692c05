import { normaliseErrorMessage } from '@azi/shared/api/errorMessage';

describe("a browser error's message as the site keeps it", () => {
  it('drops query strings and fragments of addresses', () => {
    expect(
      normaliseErrorMessage('Failed to fetch https://www.example.org/api-official-web/search?q=secret&lang=en#x'),
    ).toBe('Failed to fetch https://www.example.org/api-official-web/search');
    expect(normaliseErrorMessage('Loading chunk failed (/remotes/mfe_media/1/main.js?v=2)')).toBe(
      'Loading chunk failed (/remotes/mfe_media/1/main.js)',
    );
  });

  it('hides e-mail addresses, long numbers and hex ids', () => {
    expect(normaliseErrorMessage('No subscriber li.hua+ir@example.com for order 88812345')).toBe(
      'No subscriber <email> for order <n>',
    );
    expect(normaliseErrorMessage('token 3f9a0c1be2d4 expired, session 123e4567-e89b-12d3-a456-426614174000')).toBe(
      'token <id> expired, session <id>',
    );
  });

  it('keeps the first line only, in one line of at most 200 characters', () => {
    expect(normaliseErrorMessage('TypeError: x is undefined\n    at f (main.js:1:2)')).toBe(
      'TypeError: x is undefined',
    );
    const long = normaliseErrorMessage('a'.repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(normaliseErrorMessage('  \n ')).toBe('Unknown error');
  });

  it('changes nothing when applied again (the API applies it to what the browser sent)', () => {
    for (const text of ['Failed https://x.org/a?b=1 for a@b.co 12345 deadbeef99', 'x'.repeat(300)]) {
      expect(normaliseErrorMessage(normaliseErrorMessage(text))).toBe(normaliseErrorMessage(text));
    }
  });
});
