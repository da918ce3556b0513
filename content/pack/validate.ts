/**
 * Validates a content pack and reports every problem, not just the first:
 *
 *   npm run pack:check -- <slug>        (the build checks GUIDE_PACK's, by default hathazari)
 *
 * Prints each schema issue as `collection[index].field: message [id: …]`, then the checks the
 * schema cannot express (check-pack.ts), and exits with code 1 if anything is wrong. On success
 * it prints how many records each collection holds.
 */
import type { z } from 'zod'
import { checkPack } from './check-pack'
import { ContentPack } from './schema'
import { packSlugProblem } from './slug'

type Issue = z.core.$ZodIssue

/** `banks[3].phones[0].sources`, with the id of the record the path runs through. */
function formatIssue(issue: Issue, input: unknown): string {
  let location = ''
  let id: string | undefined
  let node: unknown = input
  for (const key of issue.path) {
    location += typeof key === 'number' ? `[${key}]` : `${location ? '.' : ''}${String(key)}`
    node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined
    if (typeof node === 'object' && node !== null && typeof (node as { id?: unknown }).id === 'string') {
      id = (node as { id: string }).id
    }
  }
  return `${location || '(pack)'}: ${issue.message}${id ? ` [id: ${id}]` : ''}`
}

const slug = process.argv[2] ?? process.env.GUIDE_PACK ?? 'hathazari'
const slugProblem = await packSlugProblem(slug)
if (slugProblem) {
  console.error(slugProblem)
  process.exit(1)
}
const { packInput } = (await import(`../${slug}/pack-input.ts`)) as { packInput: unknown }

const result = ContentPack.safeParse(packInput)
if (!result.success) {
  console.error(`The content pack "${slug}" is invalid (${result.error.issues.length} issues):`)
  for (const issue of result.error.issues) console.error(`  ${formatIssue(issue, packInput)}`)
  process.exit(1)
}

const problems = checkPack(result.data)
if (problems.length > 0) {
  console.error(`The content pack "${slug}" has ${problems.length} problems:`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}

console.log(`The content pack "${slug}" is valid. Records per collection:`)
for (const [name, value] of Object.entries(result.data)) {
  if (Array.isArray(value)) console.log(`  ${name}: ${value.length}`)
}
const { train } = result.data
console.log(`  train: ${train.stations.length} stations, ${train.timetables.length} timetables, ${train.services.length} services`)
