// Starts Hathazari Guide. `node server.js` serves the production build (run `npm run build`
// first, or use `npm start`, which does both); `node server.js --dev` runs Vite in the process
// for development. Configuration is read from the environment (see README and .env.example).
import { existsSync } from 'node:fs'

const dev = process.argv.includes('--dev')
if (dev) {
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const { main } = await vite.ssrLoadModule('./server/main.ts')
  await main({ vite })
} else {
  if (!existsSync('build/server/index.js')) {
    console.error('No production build found. Run `npm run build` first, or `npm start`.')
    process.exit(1)
  }
  // React (left outside the server bundle) picks its build when first loaded: without this it
  // would render with its development build, two to three times slower, in production.
  process.env.NODE_ENV ??= 'production'
  const { main } = await import('./build/server/index.js')
  await main()
}
