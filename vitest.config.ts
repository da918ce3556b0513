import { defineConfig } from 'vitest/config'
import { guidePackAlias } from './scripts/vite/guide-pack.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: [guidePackAlias()] },
  test: {
    // Unit and integration tests sit next to the code; Playwright specs live in tests/e2e.
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    globalSetup: ['./tests/setup/global-setup.ts'],
    // PGlite starts in a few seconds under Vitest; one database per worker, not per test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
