// Preloaded into a site server started "as production runs it" (node --require this file): any
// attempt to load a package that only the repository's tooling declares (webpack, tsx, jest …)
// ends the process with its name, so a server that works only beside dev dependencies is caught.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const repo = path.resolve(__dirname, '../..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8'));
const production = new Set(
  ['shared', 'api', 'shell'].flatMap((w) => Object.keys(read(`${w}/package.json`).dependencies ?? {})),
);
const devOnly = new Set(
  ['package.json', 'shared/package.json', 'api/package.json', 'shell/package.json', 'e2e/package.json']
    .flatMap((file) => Object.keys(read(file).devDependencies ?? {}))
    .filter((name) => !production.has(name)),
);

const original = Module._load;
Module._load = function load(request, parent, ...rest) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // A package's own require is the package's business: npm installs what a production package
  // depends on whether or not the repository's tooling names it too (postcss's source-map-js).
  const fromPackage = parent?.filename?.split(path.sep).includes('node_modules') ?? false;
  if (devOnly.has(name) && !fromPackage) {
    console.error(
      `forbidden in production: ${request} (a devDependency) required by ${parent?.filename ?? 'the entry'}`,
    );
    process.exit(70);
  }
  return original.call(this, request, parent, ...rest);
};
