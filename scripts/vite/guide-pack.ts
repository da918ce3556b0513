import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'
import { guidePack } from '../guide-pack.js'

export { guidePack }

/** `#pack/…` → `content/<GUIDE_PACK>/…` (scripts/guide-pack.js), ahead of tsconfig's paths. */
export function guidePackAlias(): Alias {
  return { find: /^#pack\//, replacement: fileURLToPath(new URL(`../../content/${guidePack()}/`, import.meta.url)) }
}
