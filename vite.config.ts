import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { envDirNotEnvFile } from './scripts/vite/env-dir-not-env-file.ts'
import { guidePackAlias } from './scripts/vite/guide-pack.ts'
import { memoizeRouteMatching } from './scripts/vite/memoize-route-matching.ts'
import { memoizeServerRoutes } from './scripts/vite/memoize-server-routes.ts'
import { reactDomStringWriter } from './scripts/vite/react-dom-string-writer.ts'
import { trimReactRouterClient } from './scripts/vite/trim-react-router-client.ts'

// React Router publishes its production build but points every import at the development one
// (warnings, longer messages): the browser gets the production build, about 1.5 KB lighter, and
// the server too (it is bundled into the server build, where its route matching is memoized).
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

// The build patches of React Router and React DOM (ADR 019, 024). BUILD_PATCHES_OFF=<names>
// (comma-separated, without the `guide:` prefix) builds without them, to measure what each
// buys (bench/compare-builds.ts against the normal build).
const patchesOff = new Set((process.env.BUILD_PATCHES_OFF ?? '').split(',').map((name) => `guide:${name.trim()}`))
const buildPatches = [memoizeRouteMatching(), memoizeServerRoutes(), reactDomStringWriter(), trimReactRouterClient()].filter((patch) => !patchesOff.has(patch.name))

export default defineConfig(({ isSsrBuild }) => ({
  // Tailwind must run before React Router (STACK-NOTES).
  // envDirNotEnvFile is also in React Router's child compiler, built from this list (its comment).
  plugins: [envDirNotEnvFile(), tailwindcss(), reactRouter(), ...buildPatches],
  resolve: {
    tsconfigPaths: true,
    alias: [
      // The place this build serves (GUIDE_PACK, docs/packs.md).
      guidePackAlias(),
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  build: {
    // No preload helper in the bundle (~0.8 KB): only the lazily loaded dialogs and search
    // matcher use dynamic imports, and they can fetch their few dependencies on demand.
    modulePreload: false,
    // The server build starts from our own entry, so the HTTP server, the database handle
    // and the app share one module graph (one database, one auth instance).
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every page loads anyway (the shell's helpers), in one file: fewer
                  // requests and better compression than a dozen tiny chunks.
                  name: 'shell',
                  test: /app\/(components\/(shell\/(header|footer)|ui\/(avatar|toaster|icon|page-header))|i18n\/(use-i18n|i18n)|lib\/(site-pages|format|meta|theme)|routes\/layout|root|features\/(assistant\/components\/assistant-button|auth\/components\/account-button))\.tsx?$|preload-helper|rolldown\/runtime/,
                },
                {
                  // The pieces every guide page shows (a card, where its facts come from, "suggest a
                  // correction", a call button), in one file: as five chunks they cost every page of
                  // the guide their imports and a worse compression (the hero page 0.3 KB over budget).
                  name: 'guide-ui',
                  test: /app\/(components\/ui\/(content|card|source-note|suggest-link|call-button)|lib\/content\/(phone|sources))\.tsx?$/,
                },
                {
                  // The pieces every forum page shows (author line, like, share, time, report link) and the
                  // forum's tabs (a file of their own put the list 17 bytes over budget); the list's
                  // post card stays with the list, so a post's own page does not carry it. The "@"
                  // suggestions' trigger is shared by the comments and the post form (issue 44): a file
                  // of its own cost the post page 0.2 KB; the moderation notice's words, a file of
                  // their own, cost every forum page 0.1 KB.
                  name: 'forum-ui',
                  test: /app\/(features\/forum\/(constants|moderation-notice|components\/(forum-tabs|author-line|like-button|share-button|post-time|rich-text|use-fetcher-toast|report-link|mention-trigger))|lib\/(format-time|image-widths|mentions\/text))\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // React Router is bundled so that scripts/vite/memoize-route-matching.ts can apply to it.
    noExternal: ['react-router'],
    // Native and WASM packages stay as runtime imports.
    external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'better-auth', 'nodemailer'],
  },
}))
