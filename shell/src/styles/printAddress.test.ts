import { exposeOriginForPrint } from './printAddress';

it("gives print.css the site's origin as a CSS string, to put before a link's path", () => {
  const root = document.createElement('html');
  exposeOriginForPrint(root, 'https://ir.example.com');
  expect(root.style.getPropertyValue('--site-origin')).toBe('"https://ir.example.com"');
});
