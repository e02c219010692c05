// @ts-check
/**
 * The layering of the repo as a lint rule (`layers/imports`, eslint.config.mjs): which folder may
 * import which, and another workspace only through its public entry (its package.json "exports").
 *
 * A rule of our own rather than eslint-plugin-boundaries or import/no-restricted-paths: both need
 * an import resolver that understands workspace "exports" and TypeScript (two more packages and a
 * native binary), and the built-in no-restricted-imports matches the import as written, so it cannot
 * tell `../server/renderPage` in shell/src/app (the shell's own server renderer, allowed) from
 * `../../server/site` (the site server, refused). This rule resolves the three forms this repo uses
 * (relative paths, `@azi/<workspace>/…`, a workspace's package name such as `shell/locales/en.json`)
 * to a folder, with no file system access beyond the package.json files read once.
 */
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * Layers, first match wins, by a file's path from the repo root. `may`: the layers it may import
 * besides its own (a remote's own is its folder, not every remote).
 * @type {{ layer: string, test: RegExp, may: string[] }[]}
 */
export const LAYERS = [
  { layer: 'shared', test: /^shared\//, may: [] },
  { layer: 'api', test: /^api\//, may: ['shared'] },
  // Where the site folder is when SITE_DIR is not set: one file of the server's, for every program
  // that reads or writes the folder (builds, site server, release commands, run scripts), importing nothing.
  { layer: 'site folder', test: /^server\/src\/siteFolder(\.js|\.d\.ts)?$/, may: [] },
  // The packages the server lends to server builds: the webpack helpers leave them out, the render
  // workers may read them. One list for both sides, importing nothing.
  { layer: 'server provided', test: /^server\/src\/serverProvided(\.js|\.d\.ts)?$/, may: [] },
  { layer: 'shell browser', test: /^shell\/src\//, may: ['shared'] },
  // The site server renders nothing itself but reads the shell's own locale files and routes, and
  // mounts the API. It knows no remote's code and no command line.
  { layer: 'server', test: /^server\//, may: ['shared', 'shell browser', 'api', 'site folder', 'server provided'] },
  // The release commands of a remote's team: the server's release store and checks, one way.
  { layer: 'release', test: /^release\//, may: ['shared', 'server', 'site folder'] },
  { layer: 'console', test: /^console\/src\//, may: ['shared'] },
  { layer: 'remote', test: /^mfe-[a-z]+\/src\//, may: ['shared'] },
  // An app's own build configs (webpack.config.js) use the build helpers in tools/webpack.
  {
    layer: 'app config',
    test: /^(shell|console|mfe-[a-z]+)\/[^/]+\.(js|cjs|mjs|ts)$/,
    may: ['tools webpack', 'site folder'],
  },
  { layer: 'tools webpack', test: /^tools\/webpack\//, may: ['site folder', 'server provided'] },
  // Tests of the whole repo (locale keys of every app, the compose file against the API's settings)
  // read what they check; they are checks, not tools, and nothing imports them.
  { layer: 'repo check', test: /^tools\/[^/]+\.test\.(ts|js|mjs)$/, may: ['*'] },
  {
    layer: 'tools',
    test: /^tools\//,
    may: [
      'shared',
      'api',
      'release',
      'shell browser',
      'server',
      'console',
      'remote',
      'tools webpack',
      'site folder',
      'server provided',
    ],
  },
  { layer: 'e2e', test: /^e2e\//, may: ['*'] },
];

/** @returns {{ name: string, dir: string, exports: [string, string][] }[]} */
function readWorkspaces() {
  const root = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
  return root.workspaces.map((/** @type {string} */ dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, dir, 'package.json'), 'utf8'));
    return { name: pkg.name, dir, exports: Object.entries(pkg.exports ?? {}) };
  });
}

/** @type {ReturnType<typeof readWorkspaces> | undefined} */
let workspaces;
function allWorkspaces() {
  workspaces ??= readWorkspaces();
  return workspaces;
}

/** @param {string} repoPath */
export function layerOf(repoPath) {
  return LAYERS.find((entry) => entry.test.test(repoPath));
}

/**
 * The file an exported subpath points to, or undefined when the package does not export it.
 * @param {string} subpath './x/y' @param {[string, string][]} exportsMap package.json "exports"
 */
function exportTarget(subpath, exportsMap) {
  for (const [key, value] of exportsMap) {
    if (!key.includes('*')) {
      if (key === subpath) return value;
      continue;
    }
    const [before = '', after = ''] = key.split('*');
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= before.length + after.length) {
      return value.replace('*', subpath.slice(before.length, subpath.length - after.length));
    }
  }
  return undefined;
}

/**
 * What an import names: a repo path, and whether it came through a workspace's package entry
 * (and whether that entry is exported). Null for a package from node_modules.
 * @param {string} fromRepoPath
 * @param {string} spec
 * @returns {{ repoPath: string, viaPackage: boolean, exportedEntry: boolean } | null}
 */
function resolveImport(fromRepoPath, spec) {
  if (spec.startsWith('.')) {
    const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(fromRepoPath), spec));
    return { repoPath, viaPackage: false, exportedEntry: false };
  }
  const workspace = allWorkspaces().find((ws) => spec === ws.name || spec.startsWith(`${ws.name}/`));
  if (!workspace) return null;
  const subpath = `.${spec.slice(workspace.name.length)}`;
  const target = exportTarget(subpath, workspace.exports);
  // Not exported: the path as if the subpath were a folder of the workspace (enough to name its layer).
  return {
    repoPath: path.posix.join(workspace.dir, target ?? subpath),
    viaPackage: true,
    exportedEntry: target !== undefined,
  };
}

/** @param {string} repoPath */
function topFolder(repoPath) {
  return repoPath.split('/')[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Each folder imports only the layers LAYERS below allows (README.md, tools/README.md), and another workspace only through its public entry',
    },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}} ({{spec}}): the layers are in tools/eslint/layerImports.mjs',
      entry: '{{spec}} is not a public entry of its workspace: import what its package.json "exports" lists',
      relative: '{{spec}} reaches into another workspace by path: import it by its package name',
    },
  },
  create(context) {
    const fromRepoPath = path.relative(REPO, context.physicalFilename).split(path.sep).join('/');
    const from = layerOf(fromRepoPath);
    if (!from || from.may.includes('*')) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveImport(fromRepoPath, source);
      if (!target) return;
      const to = layerOf(target.repoPath);
      if (!to) return;
      const data = { from: `${from?.layer} (${fromRepoPath})`, to: to.layer, spec: source };
      const sameFolder = topFolder(fromRepoPath) === topFolder(target.repoPath);
      // A remote's own layer is its own folder: no remote imports another.
      if (to.layer === from.layer && (to.layer !== 'remote' || sameFolder)) return;
      if (!from.may.includes(to.layer)) {
        context.report({ node, messageId: 'layer', data });
      } else if (target.viaPackage && !target.exportedEntry) {
        context.report({ node, messageId: 'entry', data });
      } else if (
        !target.viaPackage &&
        !sameFolder &&
        allWorkspaces().some((ws) => ws.dir === topFolder(target.repoPath))
      ) {
        context.report({ node, messageId: 'relative', data });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal')
          check(node, first.value);
      },
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: importsRule } };
