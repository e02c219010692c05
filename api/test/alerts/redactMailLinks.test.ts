import { HIDDEN_TOKEN, redactMailLinks } from '../../src/alerts/redactMailLinks';

const TOKEN = 'eyJzIjo0MiwicCI6ImNvbmZpcm0ifQ.Zm9vYmFyYmF6cXV4cXV1eF9zaWduYXR1cmU';

it('keeps the address of every token-bearing link and drops its token, in text, HTML and headers', () => {
  const text = `Confirm: https://www.example.org/en/alerts?confirm=${TOKEN}\nManage: https://www.example.org/alerts?manage=${TOKEN}`;
  expect(redactMailLinks(text)).toBe(
    `Confirm: https://www.example.org/en/alerts?confirm=${HIDDEN_TOKEN}\nManage: https://www.example.org/alerts?manage=${HIDDEN_TOKEN}`,
  );
  const html = `<a href="https://www.example.org/mobile/alerts?layout=x&amp;manage=${TOKEN}">manage</a>`;
  expect(redactMailLinks(html)).toBe(
    `<a href="https://www.example.org/mobile/alerts?layout=x&amp;manage=${HIDDEN_TOKEN}">manage</a>`,
  );
  const header = `<https://www.example.org/api-official-web/alerts/unsubscribe?token=${TOKEN}>, <mailto:ir@example.org?subject=unsubscribe%20${TOKEN}>`;
  expect(redactMailLinks(header)).not.toContain(TOKEN);
  expect(redactMailLinks(`http://admin.example.org/admin/reset-password#token=${'a'.repeat(43)}`)).toBe(
    `http://admin.example.org/admin/reset-password#token=${HIDDEN_TOKEN}`,
  );
});

it('leaves links without a token as they are', () => {
  const text =
    'Read it: https://www.example.org/en/mediaDetail?id=42 or https://www.example.org/en/investor_list5?year=2026&page=2';
  expect(redactMailLinks(text)).toBe(text);
});
