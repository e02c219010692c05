import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lentPackagesIn, lentPackagesRequired, packageOf } from './lentPackages';

test('a required id names its package, with its scope; a path names none', () => {
  expect(packageOf('react-dom/server')).toBe('react-dom');
  expect(packageOf('@azi/shared/routing/paths')).toBe('@azi/shared');
  expect(packageOf('./chunk.js')).toBeUndefined();
  expect(packageOf('/abs/file.js')).toBeUndefined();
});

test('a server build requires the lent packages it names in require("…"), and no other package counts', () => {
  const source =
    'var a=require("react/jsx-runtime"),b=require("jsdom"),c=require("@azi/shared/api/get-media-page"),d=require("fs");' +
    "const e = require('react-router');";
  // Webpack writes double quotes; the single-quoted one is not a server build's.
  expect(lentPackagesIn(source).sort()).toEqual(['jsdom', 'react']);
});

test("the packages of a version's server build files, in the lent list's order; nothing for a folder without one", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-lent-'));
  try {
    const media = path.join(dir, 'media');
    fs.mkdirSync(path.join(media, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(media, 'ssr', 'module.js'), 'require("jsdom");');
    fs.writeFileSync(path.join(media, 'ssr', '232.js'), 'require("react-i18next");require("react");');
    fs.writeFileSync(path.join(media, 'ssr', 'module.js.map'), 'require("i18next")');
    expect(lentPackagesRequired([media])).toEqual(['react', 'react-i18next', 'jsdom']);
    expect(lentPackagesRequired([path.join(dir, 'empty')])).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
