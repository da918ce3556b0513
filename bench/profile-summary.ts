// `npx tsx bench/profile-summary.ts bench/results/CPU.*.cpuprofile [--top 25]`
// Sums a V8 CPU profile's self time by package (node_modules/<name>, our build, node internals,
// garbage collection) and by function, to find where an uncached request's time goes.
import { readFileSync } from 'node:fs'

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'))
const topIndex = process.argv.indexOf('--top')
const top = topIndex === -1 ? 25 : Number(process.argv[topIndex + 1])

const byPackage = new Map<string, number>()
const byFunction = new Map<string, number>()
let total = 0
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id)!
    const us = profile.timeDeltas[i] ?? 0
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') return
    total += us
    const pkg = functionName === '(garbage collector)' ? 'GC'
      : url.includes('node_modules/') ? url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      : url.includes('/build/server/') ? 'app (build/server)'
      : url.startsWith('node:') || url === '' ? `node ${url || '(native)'}`.trim()
      : url
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
    const fn = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/build\//, 'build/')}:${lineNumber}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
  })
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
  }
}
console.log(`busy time in profile: ${(total / 1000).toFixed(0)} ms`)
show('self time by package', byPackage)
show('self time by function', byFunction)
