// The content pack a build is of: GUIDE_PACK (default hathazari; from the environment, else from
// `.env` as server.js reads it) picks the folder `#pack/*` resolves to in the app's bundles
// (vite.config.ts, vitest.config.ts, the service worker's build, routes.ts). tsconfig.json names
// the default, for the type checker and tsx. A build serves one place; the server refuses to start
// with another GUIDE_PACK than its build's (app/lib/env.server.ts). Plain JavaScript: the service
// worker's build runs on Node without a TypeScript loader.
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/** @returns {string} the pack's folder name in content/ */
export function guidePack() {
  const slug = (process.env.GUIDE_PACK ?? packInDotEnv())?.trim() || 'hathazari'
  if (!/^[a-z][a-z0-9-]{1,39}$/.test(slug)) throw new Error(`GUIDE_PACK: "${slug}" is not a pack name (lower-case letters, digits and hyphens, for example raozan)`)
  if (!existsSync(new URL(`../content/${slug}/pack-input.ts`, import.meta.url))) {
    throw new Error(`GUIDE_PACK: there is no pack "${slug}" in content/ (start one with npm run pack:new -- ${slug})`)
  }
  return slug
}

/** GUIDE_PACK as `.env` sets it (the environment wins; the tests skip `.env`). */
function packInDotEnv() {
  if (process.env.HG_SKIP_DOTENV === '1' || !existsSync('.env')) return undefined
  return parseEnv(readFileSync('.env', 'utf8')).GUIDE_PACK
}
