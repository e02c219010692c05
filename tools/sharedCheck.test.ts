import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The check is an ES module (it runs inside `npm run release`): ask a real Node process.
function check(shellProvides: string[]): { required: string[]; missing: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-shared-check-'));
  fs.mkdirSync(path.join(dir, 'shell', 'ssr'), { recursive: true });
  const modules = Object.fromEntries(shellProvides.map((name) => [name, {}]));
  fs.writeFileSync(path.join(dir, 'shell', 'ssr', 'render.js'), `exports.sharedModules = ${JSON.stringify(modules)};`);
  const build = path.join(dir, 'module.js');
  fs.writeFileSync(build, 'const a = require("@azi/shared/ui/PageContext"); const b = require("@azi/shared/ui/LoadStatus"); require("react");');
  const script = `import { missingSharedModules, sharedModulesRequired } from ${JSON.stringify(path.join(__dirname, 'sharedCheck.mjs'))};
    console.log(JSON.stringify({ required: sharedModulesRequired(${JSON.stringify(build)}), missing: missingSharedModules(${JSON.stringify(build)}, ${JSON.stringify(dir)}) }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return JSON.parse(out);
}

it('names the shared modules a release needs that the live shell lacks', () => {
  const result = check(['@azi/shared/ui/PageContext']);
  expect(result.required).toEqual(['@azi/shared/ui/LoadStatus', '@azi/shared/ui/PageContext']);
  expect(result.missing).toEqual(['@azi/shared/ui/LoadStatus']);
});

it('lets a release through when the shell provides everything it needs', () => {
  expect(check(['@azi/shared/ui/PageContext', '@azi/shared/ui/LoadStatus']).missing).toEqual([]);
});
