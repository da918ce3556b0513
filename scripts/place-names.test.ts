import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * A place belongs in its content pack (issue 45, ADR 037): outside `content/<pack>/`, the tests
 * and the docs, no source file names the first place. A new mention fails here with where it is;
 * the few that must stay are listed below, each with why.
 */
const placeName = /hathazari|হাটহাজারী/i

/** Files that may name it, and why. Each must still name it (a stale entry fails too). */
const allowed: Record<string, string> = {
  'db/migrations/0008_news.sql': 'an applied migration: its text cannot change (0034 renames the value)',
  'db/migrations/0009_events.sql': 'an applied migration (a comment naming the first pack\'s file)',
  'db/migrations/0034_news_local.sql': 'the migration that renames the old value',
  'app/routes/news.tsx': '?region=hathazari, an address people have, keeps working',
  'app/features/backup/backup.server.ts': 'the backup format\'s name, written in every backup: older backups must restore',
  'app/features/share-cards/sign.server.ts': 'the signing key\'s context: share cards already posted keep their images',
  'tsconfig.json': 'the default pack, for the type checker (#pack/*)',
  'scripts/guide-pack.js': 'the default pack (GUIDE_PACK unset)',
  '.env.example': 'the default pack, and the default sender\'s name as an example',
  // Sample posts and questions, written as a resident of the first pack would: they run against
  // the default build, like the tests.
  'scripts/screenshots-ground.ts': 'sample posts and suggestions',
  'scripts/screenshots-moderation.ts': 'sample posts and messages',
  'scripts/screenshots-mentions.ts': 'a sample profile',
  'scripts/screenshots-notifications.ts': 'a sample post',
  'scripts/screenshots-replies.ts': 'a sample post',
  'scripts/screenshots-saved-history.ts': 'a sample post',
  'bench/share-card.ts': 'sample titles of several lengths',
  'bench/lib/seed.ts': 'sample posts',
  'bench/watched-words.ts': 'sample texts',
}

const sourceFile = /\.(tsx?|m?js|json|sql|css|html|svg|ya?ml|sh|toml)$|^\.env\.example$|^\.ci\/run$/
const outOfScope = (path: string) =>
  (/^content\/[^/]+\//.test(path) && !path.startsWith('content/pack/')) ||
  path.startsWith('tests/') || path.startsWith('docs/') || /\.test\.tsx?$/.test(path) || path.endsWith('.md') || path === 'package-lock.json'

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
}

describe('no place name in the code', () => {
  const files = trackedFiles().filter((path) => sourceFile.test(path) && !outOfScope(path))

  it('finds the code to check (the walk itself works)', () => {
    expect(files).toContain('app/root.tsx')
    expect(files).toContain('server/main.ts')
    expect(files.some((path) => path.startsWith('content/hathazari/'))).toBe(false)
  })

  it('names the first place nowhere outside its pack but where the list allows it', () => {
    const found: string[] = []
    for (const path of files) {
      if (allowed[path]) continue
      readFileSync(path, 'utf8').split('\n').forEach((line, index) => {
        if (placeName.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`)
      })
    }
    expect(found, 'move it to content/<pack>/ (place.ts, texts) or say it with the pack\'s words').toEqual([])
  })

  it('keeps no stale entry on the list', () => {
    for (const path of Object.keys(allowed)) expect(placeName.test(readFileSync(path, 'utf8')), path).toBe(true)
  })
})
