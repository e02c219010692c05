import { jsonForScript } from './pageHtml';

it('keeps JSON from closing its script element', () => {
  const text = jsonForScript({ note: '</script><script>alert(1)</script> & <!--' });
  expect(text).not.toMatch(/<|>|&/);
  expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script> & <!--' });
});
