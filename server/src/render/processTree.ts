import fs from 'node:fs';

/*
 * A worker's processes as Linux's /proc shows them. A sandboxed worker's process is bubblewrap's:
 * the render runs two levels below it, so what the worker uses is the sum over its tree.
 */

/** Processes deeper than this under a worker are not looked for (a worker starts none). */
const MAX_TREE = 16;

/** A file of /proc/<pid>/, or undefined when it cannot be read (the process is gone, not Linux). */
export function procFile(pid: number, name: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The processes `pid` started (/proc/<pid>/task/<pid>/children; none where it cannot be read). */
function childrenOf(pid: number): number[] {
  return (procFile(pid, `task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);
}

/** `pid` and the processes under it. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let at = 0; at < tree.length && tree.length < MAX_TREE; at += 1) tree.push(...childrenOf(tree[at]!));
  return tree;
}

/** One process's resident memory in bytes (VmRSS: heap, Buffers, code, everything in RAM), or undefined when it is gone. */
function ownResidentBytes(pid: number): number | undefined {
  const status = procFile(pid, 'status');
  if (status === undefined) return undefined;
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? 0 : Number(kb) * 1024;
}

/** The resident memory of a process and those under it, in bytes; undefined where it cannot be read (not Linux, gone). */
export function residentBytes(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  const [root, ...rest] = processTree(pid);
  const own = ownResidentBytes(root!);
  if (own === undefined) return undefined;
  return rest.reduce((sum, child) => sum + (ownResidentBytes(child) ?? 0), own);
}
