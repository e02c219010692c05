import fs from 'node:fs';

/** The flags of the site's operator commands: `--name value` pairs and bare `--switch`es, nothing else. */
export function parseFlags(argv: readonly string[], switches: readonly string[], usage: string): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${JSON.stringify(arg)}\n${usage}`);
    const name = arg.slice(2);
    if (switches.includes(name)) {
      flags.set(name, 'yes');
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value\n${usage}`);
    flags.set(name, value);
    i += 1;
  }
  return flags;
}

export function required(flags: Map<string, string>, name: string, usage: string): string {
  const value = flags.get(name);
  if (!value) throw new Error(`--${name} is required\n${usage}`);
  return value;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A token kept in a file (the operator commands' and the release command's `--token-file`): its
 * first line, surrounding spaces left out. Throws a message naming the file when it cannot be used.
 */
export function tokenFromFile(file: string): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`--token-file ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const token = (text.split(/\r?\n/)[0] ?? '').trim();
  if (!token) throw new Error(`--token-file ${file}: its first line is empty`);
  return token;
}
