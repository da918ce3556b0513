// `npm run bench:share-card [-- --cards 24 --cached 400]`
// Share cards (issue 31, ADR 026), through the route's own handler (no HTTP, no build needed):
// 1. the first card of a fresh process (unpacking the font, fontconfig's start, the first layout);
// 2. new cards in a warm process, short, medium and long titles in both languages (budget: under
//    200 ms each);
// 3. the same cards asked for again, served from DATA_DIR/share-cards on disk, and answered 304.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { cardsDrawnCount } from '#app/features/share-cards/cache.server'
import { textDraws } from '#app/features/share-cards/render.server'
import { shareCardResponse } from '#app/features/share-cards/serve.server'
import { signedShareCardPath } from '#app/features/share-cards/sign.server'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { setSecret } from '#app/lib/secret.server'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const newCards = arg('cards', 24)
const cachedRequests = arg('cached', 400)
const BUDGET_MS = 200

const dataDir = mkdtempSync(join(tmpdir(), 'hg-bench-cards-'))
setEnv(parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))
setSecret('bench-secret-bench-secret-bench-secret-01')

const titles = {
  bn: {
    short: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স',
    medium: 'হাটহাজারী সরকারি কলেজে ভর্তির বিজ্ঞপ্তি প্রকাশিত হয়েছে, আবেদনের শেষ তারিখ কবে',
    long: 'চট্টগ্রাম বিশ্ববিদ্যালয়ের কাছে সবচেয়ে ভালো ও সস্তা ছাত্রাবাস কোথায় পাওয়া যাবে? কেউ কি জানেন কোন এলাকায় নিরাপদ, পরিষ্কার এবং পড়াশোনার পরিবেশ আছে এমন মেস বা হোস্টেল পাওয়া যায়, ভাড়া কত আর যাতায়াতের ব্যবস্থা কেমন?',
  },
  en: {
    short: 'Hathazari Upazila Health Complex',
    medium: 'Admission notice for Hathazari Government College is out: when is the last day to apply?',
    long: 'Where can I find a cheap and safe hostel near the University of Chittagong? Does anyone know which area has a quiet place to study, how much the rent is and how to get to campus every morning by bus or CNG?',
  },
} as const
const sections = { bn: 'হাটহাজারীর খোঁজে', en: 'Seeking Hathazari' } as const
type Kind = keyof (typeof titles)['bn']

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers })

/** Wall time, and the process's CPU time (every thread: sharp draws on libuv's), of one request. */
async function timed(path: string, headers?: Record<string, string>) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const draws = textDraws()
  const response = await shareCardResponse(request(path, headers))
  const body = await response.arrayBuffer()
  if (response.status !== 200 && response.status !== 304) throw new Error(`${path} answered ${response.status}`)
  const used = process.cpuUsage(cpu)
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, texts: textDraws() - draws, bytes: body.byteLength, etag: response.headers.get('ETag')! }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1)! }
}
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`

console.log(`share cards: ${newCards} new cards, ${cachedRequests} requests from disk; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine`)

// 1. The first card of this process.
const first = await timed(signedShareCardPath({ lang: 'bn', title: titles.bn.short, section: 'হাসপাতাল' }))
console.log(`first card of a fresh process (font unpacked, fontconfig started): ${ms(first.ms)}, CPU ${ms(first.cpuMs)}, ${(first.bytes / 1024).toFixed(1)} KB`)

// 2. New cards, each with a title not drawn before.
const paths: string[] = []
const byKind = new Map<string, Array<{ ms: number; cpuMs: number; texts: number }>>()
const sizes: number[] = []
for (let i = 0; i < newCards; i++) {
  const lang = i % 2 === 0 ? 'bn' : 'en'
  const kind = (['short', 'medium', 'long'] as Kind[])[Math.floor(i / 2) % 3]!
  const path = signedShareCardPath({ lang, title: `${i + 1}. ${titles[lang][kind]}`, section: sections[lang] })
  const drawn = cardsDrawnCount()
  const result = await timed(path)
  if (cardsDrawnCount() !== drawn + 1) throw new Error(`card ${i} was not drawn (${drawn} → ${cardsDrawnCount()})`)
  paths.push(path)
  for (const key of [`${lang} ${kind}`, 'all']) byKind.set(key, [...(byKind.get(key) ?? []), result])
  sizes.push(result.bytes)
}
console.log('\nnew card, drawn and written (warm process): wall time, CPU time, texts drawn')
for (const key of [...byKind.keys()].filter((k) => k !== 'all').sort().concat('all')) {
  const runs = byKind.get(key)!
  const wall = stats(runs.map((r) => r.ms))
  const cpu = stats(runs.map((r) => r.cpuMs))
  const texts = stats(runs.map((r) => r.texts))
  console.log(`  ${key.padEnd(10)} median ${ms(wall.median)}   p90 ${ms(wall.p90)}   max ${ms(wall.max)}   CPU median ${ms(cpu.median)}   texts ${texts.median}-${texts.max}   (${runs.length})`)
}
const size = stats(sizes)
console.log(`  PNG size: median ${(size.median / 1024).toFixed(1)} KB, largest ${(size.max / 1024).toFixed(1)} KB`)

// 3. The same cards again: read from disk, and revalidated by ETag.
const drawnBefore = cardsDrawnCount()
const fromDisk: number[] = []
const notModified: number[] = []
const etags = new Map<string, string>()
for (let i = 0; i < cachedRequests; i++) {
  const path = paths[i % paths.length]!
  const result = await timed(path)
  fromDisk.push(result.ms)
  etags.set(path, result.etag)
}
for (let i = 0; i < cachedRequests; i++) {
  const path = paths[i % paths.length]!
  notModified.push((await timed(path, { 'If-None-Match': etags.get(path)! })).ms)
}
if (cardsDrawnCount() !== drawnBefore) throw new Error('a cached card was drawn again')
const disk = stats(fromDisk)
const revalidated = stats(notModified)
console.log(`\nserved from disk (none drawn again): median ${ms(disk.median)}   p90 ${ms(disk.p90)}   max ${ms(disk.max)}`)
console.log(`answered 304 by ETag:               median ${ms(revalidated.median)}   p90 ${ms(revalidated.p90)}   max ${ms(revalidated.max)}`)

const worst = stats(byKind.get('all')!.map((r) => r.ms)).p90
console.log(`\nbudget: a new card under ${BUDGET_MS} ms: p90 ${worst.toFixed(1)} ms, ${worst < BUDGET_MS ? 'within' : 'OVER'}`)
rmSync(dataDir, { recursive: true, force: true })
