// After `react-router build`, before the service worker's build (which lists these files to keep
// at install) and the precompression (which compresses the favicon): the favicon and the app's
// icons of this build's pack (GUIDE_PACK), its `iconLetter` in our own font (scripts/lib/app-icons.ts).
// The favicon replaces none copied from public/: there is none, as a drawn one fits one pack only.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PackPlace } from '../content/pack/place'
import { guidePack } from './guide-pack.js'
import { appIcons } from './lib/app-icons'

// BUILD_DIR: where this build goes (app/lib/build-dir.server.ts).
const client = `${process.env.BUILD_DIR?.trim() || 'build'}/client`
// The pack's own place.ts: tsconfig's `#pack/*` names the default pack only.
const { place } = (await import(`../content/${guidePack()}/place.ts`)) as { place: PackPlace }

const files = await appIcons(place.iconLetter.en)
for (const [name, body] of files) {
  mkdirSync(dirname(join(client, name)), { recursive: true })
  writeFileSync(join(client, name), body)
}
console.log(`app icons: "${place.iconLetter.en}" (${place.slug}), ${[...files.keys()].join(', ')}`)
