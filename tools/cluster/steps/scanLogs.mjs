// @ts-check
/** The copies' logs after the run: how many lines, and the error-level ones by kind. */
import fs from 'node:fs';
import { figure } from '../harness.mjs';
import { copyA, copyB, copyC } from '../site.mjs';

export function scanLogs() {
  for (const copy of [copyA, copyB, ...(copyC ? [copyC] : [])]) {
    const lines = fs.readFileSync(copy.log, 'utf8').split('\n');
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    figure(`copy ${copy.name}: log lines / error-level lines`, `${lines.length - 1} / ${errors.length}`);
    const kinds = new Map();
    for (const line of errors) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { msg: line.slice(0, 120) };
      }
      const at = /at (\S+) \(/.exec(entry.err?.stack ?? '')?.[1] ?? '';
      const key = `${entry.msg}${entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : ''}${at ? ` (at ${at})` : ''}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    for (const [key, count] of kinds) figure(`copy ${copy.name}: error-level log`, `${count} × ${key}`);
  }
}
