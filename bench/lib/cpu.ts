import { readdirSync, readFileSync } from 'node:fs'

/** User + system CPU time of a process and its children's threads, in milliseconds (Linux /proc). */
function ownCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime, 100 ticks a second
  } catch {
    return 0
  }
}

/** The processes started by `pid` (the workers of a cluster). */
function children(pid: number): number[] {
  const found: number[] = []
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      if (list) found.push(...list.split(' ').map(Number))
    }
  } catch {
    // gone
  }
  return found
}

/** CPU time of a server process and all its workers, in milliseconds. */
export function serverCpuMs(pid: number): number {
  return ownCpuMs(pid) + children(pid).reduce((sum, child) => sum + serverCpuMs(child), 0)
}
