import { readdir, stat } from 'node:fs/promises'

/** A pack's folder name: lower-case letters, digits and hyphens, as in an address. */
export const PACK_SLUG = /^[a-z][a-z0-9-]{1,39}$/

/** The packs in content/: every folder with a pack-input.ts. */
export async function listPacks(contentDir = new URL('..', import.meta.url)): Promise<string[]> {
  const names = await readdir(contentDir)
  const packs: string[] = []
  for (const name of names) {
    if (!PACK_SLUG.test(name) || name === 'pack') continue
    const input = await stat(new URL(`${name}/pack-input.ts`, contentDir)).catch(() => null)
    if (input?.isFile()) packs.push(name)
  }
  return packs.sort()
}

/** Why `slug` cannot be used as a pack here, in words a volunteer can act on; null when it can. */
export async function packSlugProblem(slug: string): Promise<string | null> {
  if (!PACK_SLUG.test(slug)) return `"${slug}" is not a pack name: use lower-case letters, digits and hyphens (for example raozan).`
  const packs = await listPacks()
  if (!packs.includes(slug)) return `There is no pack "${slug}" in content/ (packs here: ${packs.join(', ')}). Start one with npm run pack:new -- ${slug}.`
  return null
}
