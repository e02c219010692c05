const path = require('node:path');
const { buildStartScript, inlineSafe } = require('./startAfterPaintPlugin');

const START_SCRIPT = path.join(__dirname, '../../shell/src/boot/startAfterPaint.ts');

describe('the start script written into the page', () => {
  it('is built as one classic script the HTML parser reads as written', () => {
    const { code, inputs } = buildStartScript(START_SCRIPT, true);
    expect(inlineSafe(code.trim())).toBe(code.trim());
    // A classic script with no import left, and small: it is part of every page's HTML.
    expect(code).not.toMatch(/\bimport\s*[{(*"']/);
    expect(Buffer.byteLength(code)).toBeLessThan(4096);
    expect(inputs).toContain(START_SCRIPT);
  });

  it('refuses code that would end the element early or change how the parser reads it', () => {
    expect(() => inlineSafe('const tag = "</script>";')).toThrow(/cannot be written into the page/);
    expect(() => inlineSafe('const tag = "</SCRIPT >";')).toThrow(/cannot be written into the page/);
    expect(() => inlineSafe('a <!-- b')).toThrow(/cannot be written into the page/);
    expect(() => inlineSafe('x = "<script>"')).toThrow(/cannot be written into the page/);
    expect(inlineSafe('if (a < b) go();')).toBe('if (a < b) go();');
  });
});
