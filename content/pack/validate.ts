/**
 * Checks a content pack and reports every problem, not just the first:
 *
 *   npm run pack:check -- <slug>        (without a slug: the pack the build is of, GUIDE_PACK)
 *
 * What it checks is in pack-check.ts (and docs/packs.md): the records' shape (schema.ts), the
 * checks the schema cannot express (check-pack.ts), place.ts, positions inside the place's box,
 * the same record twice, copy sites, dates after today, both languages, another place named by
 * mistake, references between the files, and every TODO left. Problems are listed by file, each
 * with the record (`collection/id`) and field, and what to do; the exit code is then 1. On success
 * it prints how many records each collection holds.
 */
import { guidePack } from '../../scripts/vite/guide-pack'
import { checkPackFolder, formatProblem, PACK_FILES, type Problem } from './pack-check'
import type { ContentPack } from './schema'
import { packSlugProblem } from './slug'

/** The slug asked for, else the build's (GUIDE_PACK from the environment or `.env`, as the build reads it). */
function packToCheck(): string {
  if (process.argv[2]) return process.argv[2]
  try {
    return guidePack()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

const slug = packToCheck()
const slugProblem = await packSlugProblem(slug)
if (slugProblem) {
  console.error(slugProblem)
  process.exit(1)
}

const { data, problems } = await checkPackFolder(slug)

if (problems.length > 0) {
  // The place first, then the files in the order a pack lists them.
  const order = (file: string) => (file === 'place.ts' ? -1 : PACK_FILES.includes(file) ? PACK_FILES.indexOf(file) : PACK_FILES.length)
  const byFile = new Map<string, Problem[]>()
  for (const problem of [...problems].sort((a, b) => order(a.file) - order(b.file))) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const todos = problems.filter((problem) => problem.message.startsWith('to do:')).length
  console.error(`The content pack "${slug}" has ${problems.length} problem${problems.length === 1 ? '' : 's'}${todos ? ` (${todos} still marked TODO)` : ''}. Fix each, then run npm run pack:check -- ${slug} again.`)
  for (const [file, list] of byFile) {
    console.error(`\ncontent/${slug}/${file.startsWith('(') ? '' : file}${file.startsWith('(') ? ` ${file}` : ''}`)
    for (const problem of list) console.error(`  ${formatProblem(problem)}`)
  }
  process.exit(1)
}

const pack = data.packInput as ContentPack
console.log(`The content pack "${slug}" is valid. Records per collection:`)
for (const [name, value] of Object.entries(pack)) {
  if (Array.isArray(value)) console.log(`  ${name}: ${value.length}`)
}
const { train } = pack
console.log(`  train: ${train.stations.length} stations, ${train.timetables.length} timetables, ${train.services.length} services`)
