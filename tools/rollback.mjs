// @ts-check
/** `npm run rollback -w mfe-xxx`: switches this remote's registry entry back one version. */
import fs from 'node:fs';
import path from 'node:path';
import { rollback } from './registry.mjs';

const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
const name = pkg.federation?.name;
if (!name) {
  console.error(`${pkg.name} is not a remote`);
  process.exit(1);
}
try {
  const [from, to] = rollback(name);
  console.log(`${name}: rolled back from ${from} to ${to}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
