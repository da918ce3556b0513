import type { Plugin, UserConfig } from 'vite'

/**
 * React Router 7's Vite plugin starts a child Vite server (its "child compiler", for CSS and
 * route exports) with `envFile: false`, which Vite 8.1 deprecated: each of them printed "The
 * `envFile` option is deprecated, please use `envDir: false` instead." (issue 30 §7). The child
 * server is built from this config file's plugins, this one included, so before Vite reads the
 * option this hook swaps it for the same setting spelt the new way (no `.env` file read).
 *
 * React Router's config loader starts two more such servers with no plugins at all, which no
 * config can reach: their warnings remain until React Router 8.1 (remix-run/react-router#15229,
 * fixed by #15230; docs/deploy.md). `scripts/vite/patches-apply.test.ts` fails once the
 * installed React Router no longer passes `envFile`, so this plugin is dropped then.
 */
export function envDirNotEnvFile(): Plugin {
  return {
    name: 'guide:env-dir-not-env-file',
    enforce: 'pre',
    config(config) {
      withEnvDir(config)
    },
  }
}

/** Rewrites `envFile: false` into `envDir: false` in place (Vite reads the object it passed). */
export function withEnvDir(config: UserConfig & { envFile?: boolean }) {
  if (config.envFile !== false) return false
  delete config.envFile
  config.envDir = false
  return true
}
