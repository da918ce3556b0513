import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  // Tailwind must run before React Router (STACK-NOTES).
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // The server build starts from our own entry, so the HTTP server, the database handle
    // and the app share one module graph (one database, one auth instance).
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
  },
  ssr: {
    // Native and WASM packages stay as runtime imports.
    external: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'better-auth', 'nodemailer'],
  },
}))
