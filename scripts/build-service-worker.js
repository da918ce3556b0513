// After `react-router build`: the app's icons and the service worker (issue 15, docs/offline.md).
// 1. Icons for the web app manifest (192 and 512 px, and a maskable 512 whose mark stays inside
//    the safe circle), drawn from one SVG with sharp.
// 2. The worker: app/features/offline/worker/service-worker.ts bundled by esbuild, then
//    workbox-build's injectManifest writes the list of files to keep at install into it.
import { mkdirSync, rmSync } from 'node:fs'
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { injectManifest } from 'workbox-build'
import { guidePack } from './guide-pack.js'

// BUILD_DIR: where this build goes (app/lib/build-dir.server.ts).
const buildDir = process.env.BUILD_DIR?.trim() || 'build'
const client = `${buildDir}/client`
const green = '#0b6e4f'
// The favicon's "H", on the brand green (public/favicon.svg).
const mark = '<path d="M9 23V9h3v5.5h8V9h3v14h-3v-5.8h-8V23z" fill="#fff"/>'
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${green}"/>${mark}</svg>`
// Maskable: the background fills the square; the mark is shrunk into the central 60 %.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(6.4 6.4) scale(0.6)">${mark}</g></svg>`

mkdirSync(`${client}/icons`, { recursive: true })
await Promise.all([
  sharp(Buffer.from(rounded)).resize(192, 192).png().toFile(`${client}/icons/icon-192.png`),
  sharp(Buffer.from(rounded)).resize(512, 512).png().toFile(`${client}/icons/icon-512.png`),
  sharp(Buffer.from(maskable)).resize(512, 512).png().toFile(`${client}/icons/maskable-512.png`),
])

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
