// After `react-router build` and scripts/build-app-icons.ts (the icons and favicon it lists):
// the service worker (issue 15, docs/offline.md). app/features/offline/worker/service-worker.ts
// bundled by esbuild, then workbox-build's injectManifest writes the list of files to keep at
// install into it.
import { rmSync } from 'node:fs'
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { injectManifest } from 'workbox-build'
import { guidePack } from './guide-pack.js'

// BUILD_DIR: where this build goes (app/lib/build-dir.server.ts).
const buildDir = process.env.BUILD_DIR?.trim() || 'build'
const client = `${buildDir}/client`

const bundled = `${buildDir}/service-worker.bundled.js`
// `#pack/…` is the pack of this build (GUIDE_PACK), as in vite.config.ts.
const packDir = new URL(`../content/${guidePack()}/`, import.meta.url)
const guidePackPlugin = {
  name: 'guide-pack',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^#pack\// }, (args) => ({ path: fileURLToPath(new URL(`${args.path.slice('#pack/'.length)}.ts`, packDir)) }))
  },
}
await build({
  entryPoints: ['app/features/offline/worker/service-worker.ts'],
  plugins: [guidePackPlugin],
  tsconfig: 'app/features/offline/worker/tsconfig.json',
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  outfile: bundled,
  logLevel: 'warning',
})

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${client}/sw.js`,
  globDirectory: client,
  // The code of every page, the stylesheet, the Bengali font and the icons. Not the moderators'
  // pages (few readers need them), not the older font format, not the compressed copies.
  globPatterns: ['assets/*.{js,css,woff2,svg}', 'icons/*.png', 'favicon.svg'],
  globIgnores: ['assets/moderation*', 'assets/moderators-only*'],
  // Hashed names change with their content: the name is the version.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 512 * 1024,
})
for (const warning of warnings) console.warn(`service worker: ${warning}`)
rmSync(bundled)
console.log(`service worker: ${count} files kept at install (${Math.round(size / 1024)} KB before compression)`)
