import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory (MB) of a process and all its descendants: `next start` runs the server in a child. */
export function treeRssMb(root: number): number {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rssKb(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return Math.round(total / 1024);
}
