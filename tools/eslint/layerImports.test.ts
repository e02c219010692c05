/**
 * The layers in eslint.config.mjs fail a violation: the repo's own ESLint configuration, through
 * ESLint's Node API, on snippets placed (in memory) at paths of each layer. ESLint loads its config
 * with import(), which jest's module system does not run, so the linting happens in a child node.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');

interface Snippet {
  file: string;
  code: string;
}

const LINT = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(await new Promise((resolve) => { let text = ''; process.stdin.on('data', (c) => (text += c)).on('end', () => resolve(text)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push((result?.messages ?? []).map((m) => m.ruleId + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

/** The messages of layers/imports (and of any other rule, so a snippet that fails for another reason shows). */
function lint(snippets: Snippet[]): string[][] {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: REPO,
    input: JSON.stringify(snippets.map(({ file, code }) => ({ file: path.join(REPO, file), code }))),
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

const violations: [string, Snippet, RegExp][] = [
  [
    'shared imports no app',
    { file: 'shared/src/ui/Example.ts', code: "import '../../../shell/src/App';\n" },
    /shared .* may not import shell browser/,
  ],
  [
    'shared imports not the API either',
    { file: 'shared/src/api/example.ts', code: "import '@azi/api/plugin';\n" },
    /may not import api/,
  ],
  [
    'a remote imports no other remote',
    { file: 'mfe-media/src/news/Example.ts', code: "import '../../../mfe-investor/src/module';\n" },
    /may not import remote/,
  ],
  [
    'a remote imports not the API',
    { file: 'mfe-careers/src/Example.ts', code: "import '@azi/api/plugin';\n" },
    /may not import api/,
  ],
  [
    'a remote imports shared by its package name, never by path',
    { file: 'mfe-media/src/Example.ts', code: "import '../../shared/src/ui/Section';\n" },
    /reaches into another workspace by path/,
  ],
  [
    'the console imports no shell code',
    { file: 'console/src/app/Example.ts', code: "import '../../../shell/src/App';\n" },
    /console .* may not import shell browser/,
  ],
  [
    'the API imports not the site server',
    { file: 'api/src/routes/example.ts', code: "import '@azi/server/siteConfig';\n" },
    /api .* may not import server/,
  ],
  [
    'the API imports not the release commands',
    { file: 'api/src/example.ts', code: "import '@azi/release/client';\n" },
    /api .* may not import release/,
  ],
  [
    "the shell's browser code imports not the site server",
    { file: 'shell/src/app/Example.ts', code: "import '@azi/server/siteConfig';\n" },
    /shell browser .* may not import server/,
  ],
  [
    'the site server imports not the release commands (they depend on it, one way)',
    { file: 'server/src/example.ts', code: "import '@azi/release/client';\n" },
    /server .* may not import release/,
  ],
  [
    'the site server imports the shell only through its entries',
    { file: 'server/src/example.ts', code: "import '../../shell/src/App';\n" },
    /reaches into another workspace by path/,
  ],
  [
    'the site server uses the API only through its public entry',
    { file: 'server/src/example.ts', code: "import '@azi/api/db/migrate';\n" },
    /not a public entry/,
  ],
  [
    'release/ imports not the shell',
    { file: 'release/src/example.ts', code: "import 'shell/locales/en.json';\n" },
    /release .* may not import shell browser/,
  ],
  [
    'the webpack helpers reach into no app',
    { file: 'tools/webpack/example.js', code: "require('../../shell/src/remotes/registry');\n" },
    /tools webpack .* may not import shell browser/,
  ],
  [
    'release/ takes from tools/ only the site folder',
    { file: 'release/src/example.ts', code: "import '../../tools/registry.mjs';\n" },
    /release .* may not import tools/,
  ],
  [
    'tools use an app through its package, never by path',
    { file: 'tools/example.mjs', code: "import '../server/src/siteConfig.ts';\n" },
    /reaches into another workspace by path/,
  ],
];

const allowed: [string, Snippet][] = [
  [
    "the shell's browser code imports its own server renderer",
    { file: 'shell/src/app/Example.ts', code: "import '../server/renderPage';\n" },
  ],
  ['the site server imports the API plugin', { file: 'server/src/example.ts', code: "import '@azi/api/plugin';\n" }],
  [
    "release/ loads the site server's release checker",
    {
      file: 'release/src/example.ts',
      code: "export const load = () => import('@azi/server/render/sandboxChecker');\n",
    },
  ],
  [
    "the site server reads the shell's locale files through its entry",
    { file: 'server/src/example.ts', code: "import 'shell/locales/en.json';\n" },
  ],
  [
    'a remote imports shared and its own modules',
    { file: 'mfe-media/src/news/Example.ts', code: "import '@azi/shared/ui/Section';\nimport '../module';\n" },
  ],
  [
    'the release commands find the site folder in its one home',
    { file: 'release/src/example.ts', code: "import '@azi/server/siteFolder';\n" },
  ],
  [
    "an app's webpack config finds the site folder there too",
    { file: 'console/webpack.config.js', code: "require('@azi/server/siteFolder');\n" },
  ],
  [
    "an app's webpack config uses the build helpers",
    { file: 'mfe-media/webpack.config.js', code: "require('../tools/webpack/createAppConfig');\n" },
  ],
];

describe('the layers in eslint.config.mjs', () => {
  let violationMessages: string[][];
  let allowedMessages: string[][];
  beforeAll(() => {
    const messages = lint([...violations.map(([, snippet]) => snippet), ...allowed.map(([, snippet]) => snippet)]);
    violationMessages = messages.slice(0, violations.length);
    allowedMessages = messages.slice(violations.length);
  }, 60_000);

  it.each(violations.map(([name, snippet, message], index) => [name, snippet, message, index] as const))(
    'fail the lint when %s',
    (_name, _snippet, message, index) => {
      expect(violationMessages[index]).toEqual([expect.stringMatching(message)]);
      expect(violationMessages[index]![0]).toMatch(/^layers\/imports: /);
    },
  );

  it.each(allowed.map(([name, snippet], index) => [name, snippet, index] as const))(
    'let %s',
    (_name, _snippet, index) => {
      expect(allowedMessages[index]).toEqual([]);
    },
  );
});
