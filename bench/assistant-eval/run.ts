/**
 * bench/assistant-eval (issue 12): how well the guide's one retrieval answers residents'
 * questions, for the site search box and for the assistant, in each language.
 *
 *   npx tsx bench/assistant-eval/run.ts
 *
 * Prints hit@3 and MRR (search box: pages and records; assistant: records, with the emergency
 * hotlines it adds), citation precision of the answer without a model (cited cards that are gold),
 * the number guard's catches on answers that invent a phone number next to a true one, and for
 * phone number questions (issue 30) the numbers the answer leads with and whether its first record
 * is one known from a single report. No provider is needed. The target is hit@3 >= 0.9 in both
 * languages, every invented number caught and every phone number question answered as expected.
 */
import { contentPack } from '#pack/index'
import { CitationFilter } from '../../app/features/assistant/citations'
import { NumberGuard, numbersIn, digitsOf } from '../../app/features/assistant/number-guard'
import { retrieve } from '../../app/features/assistant/retrieve'
import { buildGuideIndex } from '../../app/lib/retrieval/guide-index'
import { rank } from '../../app/lib/retrieval/rank'
import { questions } from '#pack/assistant-eval'

const { entries, docs } = buildGuideIndex(contentPack)
const hotlines = new Set(contentPack.hotlines.map((h) => digitsOf(h.number)))

interface Tally { n: number; hit3: number; rr: number; citedGold: number; cited: number }
const tally = () => ({ n: 0, hit3: 0, rr: 0, citedGold: 0, cited: 0 })
const search: Record<string, Tally> = { bn: tally(), en: tally() }
const assistant: Record<string, Tally> = { bn: tally(), en: tally() }
const misses: string[] = []
let invented = 0
let caught = 0
let trueNumbers = 0
let falseAlarms = 0
let numberQuestions = 0
const numberMisses: string[] = []
const singleReport = new Set(entries.filter((e) => e.r).map((e) => e.id))

function score(t: Tally, ids: string[], gold: string[]) {
  t.n += 1
  const at = ids.findIndex((id) => gold.includes(id))
  if (at >= 0 && at < 3) t.hit3 += 1
  if (at >= 0) t.rr += 1 / (at + 1)
  return at
}

for (const question of questions) {
  const found = rank(entries, question.q, { limit: 10 }).map((r) => r.entry.id)
  const s = score(search[question.lang]!, found, question.gold)
  const retrieval = retrieve(entries, docs, question.q)
  const a = score(assistant[question.lang]!, retrieval.sources.map((d) => d.id), question.gold)
  if (s < 0 || s > 2 || a < 0 || a > 2) misses.push(`${question.lang} "${question.q}": search ${s + 1 || '-'}, assistant ${a + 1 || '-'} (top: ${found.slice(0, 3).join(', ')})`)
  if (question.offers) {
    numberQuestions += 1
    // What the answer leads with: the help's call links, or else its first hotline cards.
    const firstOther = retrieval.cards.findIndex((d) => !d.id.startsWith('hotlines/'))
    const leading = retrieval.noNumber ? retrieval.noNumber.calls.map((c) => c.doc) : retrieval.cards.slice(0, firstOther < 0 ? undefined : firstOther)
    const offered = leading.map((d) => d.phones[0]).slice(0, question.offers.length)
    const firstRecord = rank(entries, question.q, { limit: 10 }).find((r) => !r.entry.id.startsWith('page/'))?.entry.id
    const leads = [firstRecord, retrieval.noNumber?.subject?.id ?? retrieval.sources[0]?.id].filter((id): id is string => !!id && singleReport.has(id))
    if (offered.join() !== question.offers.join() || leads.length) {
      numberMisses.push(`${question.lang} "${question.q}": offers ${offered.join(', ') || 'nothing'} (expected ${question.offers.join(', ')})${leads.length ? `; led by ${leads.join(', ')}, known from a single report` : ''}`)
    }
  }
  const cards = retrieval.cards.map((d) => d.id)
  assistant[question.lang]!.cited += cards.length
  assistant[question.lang]!.citedGold += cards.filter((id) => question.gold.includes(id)).length

  // The guard: an answer citing source 1 that gives its true number and an invented one.
  const sourceNumbers = new Map(retrieval.sources.map((d, i) => [i + 1, numbersIn([...d.lines[0], ...d.lines[1], ...d.phones])]))
  const guard = new NumberGuard({ sourceNumbers, hotlines, note: '[removed]' })
  const citations = new CitationFilter(retrieval.sources.length)
  const real = retrieval.sources[0]?.phones[0]
  const answer = `${real ? `Call ${real} [1]. ` : ''}You can also call 0171${String(1000000 + questions.indexOf(question)).slice(1)} [1]. Or 02-9${String(100000 + questions.indexOf(question)).slice(1)} [7].`
  const shown = guard.push(citations.push(answer)) + guard.end()
  invented += 2
  caught += guard.caught.length - (real && !shown.includes(real) ? 1 : 0)
  if (real) {
    trueNumbers += 1
    if (!shown.includes(real)) falseAlarms += 1
  }
}

const pct = (x: number) => x.toFixed(3)
console.log('retrieval over %d questions (%d bn, %d en)', questions.length, search.bn!.n, search.en!.n)
for (const lang of ['bn', 'en']) {
  const s = search[lang]!
  const a = assistant[lang]!
  console.log(`  ${lang}  search box: hit@3 ${pct(s.hit3 / s.n)}  MRR ${pct(s.rr / s.n)}   assistant: hit@3 ${pct(a.hit3 / a.n)}  MRR ${pct(a.rr / a.n)}  citation precision ${pct(a.citedGold / Math.max(1, a.cited))}`)
}
console.log(`number guard: caught ${caught} of ${invented} invented numbers; removed ${falseAlarms} of ${trueNumbers} true numbers`)
console.log(`phone number questions: ${numberQuestions - numberMisses.length} of ${numberQuestions} lead with the expected call links and no record known from a single report`)
if (numberMisses.length) console.log(`  ${numberMisses.join('\n  ')}`)
if (misses.length) console.log(`misses (rank of the first gold id):\n  ${misses.join('\n  ')}`)
const ok = ['bn', 'en'].every((l) => search[l]!.hit3 / search[l]!.n >= 0.9 && assistant[l]!.hit3 / assistant[l]!.n >= 0.9) && caught === invented && falseAlarms === 0 && numberMisses.length === 0
process.exitCode = ok ? 0 : 1
