/**
 * npm run bench:words: how long the watched words take to check a post (issue 43 §6: a list of
 * 10,000 entries must check a typical post of 2,000 characters in under 5 ms). Builds a list of
 * 10,000 entries (the starter list and made-up words, phrases and domains in both scripts), then
 * checks posts of 2,000 characters: Bengali, English, mixed, and obfuscated spam.
 */
import { performance } from 'node:perf_hooks'
import { buildMatcher, type WatchedWord } from '../app/lib/watched-words/match'
import { starterList } from '../app/features/watched-words/starter-list'

const BUDGET_MS = 5
console.log(`load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}`)
const list: WatchedWord[] = starterList.map((entry, i) => ({ ...entry, id: i + 1 }))
const bengaliLetters = 'কখগঘচছজঝটঠডঢতথদধনপফবভমযরলশষসহ'
const vowels = ['া', 'ি', 'ী', 'ু', 'ে', 'ো', '']
let seed = 7
const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), seed % n)
const bengaliWord = () => Array.from({ length: 2 + random(3) }, () => bengaliLetters[random(bengaliLetters.length)]! + vowels[random(vowels.length)]!).join('')
const latinWord = () => Array.from({ length: 4 + random(6) }, () => String.fromCharCode(97 + random(26))).join('')
for (let i = list.length; i < 10_000; i++) {
  const kind = i % 4 === 0 ? 'domain' : i % 4 === 1 ? 'word' : 'phrase'
  const pattern = kind === 'domain' ? `${latinWord()}${i}.com` : i % 2 ? `${latinWord()} ${latinWord()}` : `${bengaliWord()} ${bengaliWord()}`
  list.push({ id: i + 1, kind, pattern, action: (['block', 'review', 'flag'] as const)[i % 3]!, rule: 'other' })
}

let started = performance.now()
const matcher = buildMatcher(list)
const buildMs = performance.now() - started

const repeatTo = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length)
const posts: Record<string, string> = {
  'Bengali question': repeatTo('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্সে রাতে ডাক্তার থাকেন কি? নাজিরহাট থেকে ট্রেন কখন ছাড়ে জানালে উপকার হয়। ', 2000),
  'English question': repeatTo('Does anyone know when the Nazirhat train leaves, and whether the health complex is open at night? ', 2000),
  mixed: repeatTo('কৃষি ব্যাংক loan এর কাগজ কী লাগে? Visit hathazari.gov.bd for the notice. ', 2000),
  'obfuscated spam': repeatTo('প্রথম ডি\u200dপোজিটে ১০০% বোনাস! c.a.s.i.n.o hxxps://m.1xbet[.]com ক্যা সি নো ', 2000),
  'one long word': 'আ'.repeat(2000),
}

console.log(`list: ${matcher.size} entries, built in ${buildMs.toFixed(1)} ms`)
let over = false
for (const [name, text] of Object.entries(posts)) {
  for (let i = 0; i < 50; i++) matcher.match([text]) // warm up
  const runs = 500
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    started = performance.now()
    matcher.match([text])
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = times[runs / 2]!
  const p99 = times[Math.floor(runs * 0.99)]!
  const found = matcher.match([text])
  console.log(`${name.padEnd(18)} ${text.length} chars: median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (${found ? `${found.action}, ${found.matched.length} matched` : 'nothing'})`)
  // The budget is the typical check's (the median): on a busy machine the slowest runs measure
  // the scheduler and the garbage collector, which the p99 shows for what it is worth.
  if (median > BUDGET_MS) over = true
}
if (over) {
  console.error(`over budget: a check must take under ${BUDGET_MS} ms`)
  process.exitCode = 1
}
