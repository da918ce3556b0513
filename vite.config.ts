import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { buildSearchIndex } from './app/features/search/build-index'
import { contentPack } from './content/hathazari/index'

/**
 * `virtual:search-index`: the site search index, built from the content pack at build time.
 * The browser loads it (as a hashed, cached chunk) only when the search box is first used.
 */
function searchIndex(): Plugin {
  const id = 'virtual:search-index'
  return {
    name: 'hathazari-search-index',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(buildSearchIndex(contentPack))}` : undefined),
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // Tailwind must run before React Router (STACK-NOTES).
  plugins: [tailwindcss(), reactRouter(), searchIndex()],
  resolve: { tsconfigPaths: true },
  build: {
    // No preload helper in the bundle (~0.8 KB): only the lazily loaded dialog and search
    // index use dynamic imports, and they can fetch their few dependencies on demand.
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
                  test: /app\/(components\/(shell\/(header|footer)|ui\/(avatar|toaster|icon|page-header))|i18n\/(use-i18n|i18n)|lib\/(site-pages|format|meta|theme|safe-redirect))\.tsx?$|preload-helper|rolldown\/runtime/,
                },
                {
                  // The pieces every forum page shows (post card, like, share, time, report link).
                  name: 'forum-ui',
                  test: /app\/features\/forum\/(constants|components\/(post-card|like-button|share-button|post-time|rich-text|use-fetcher-toast|report-link))\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and WASM packages stay as runtime imports.
    external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'better-auth', 'nodemailer'],
  },
}))
