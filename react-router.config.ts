import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // A build per place can sit beside another (BUILD_DIR, app/lib/build-dir.server.ts).
  buildDirectory: process.env.BUILD_DIR?.trim() || 'build',
  // Content pages are rendered per request from the in-memory content pack; see
  // docs/decisions/004-render-content-per-request.md for why we do not prerender.
  future: {
    // React Router 8's default. It splits a route's clientLoader, clientAction and HydrateFallback
    // into chunks of their own, but never the root's, the only route that has one: the browser
    // build is byte for byte the same with it (issue 30 §7). The other v8 flags still print their
    // warning: they change what the app sees (middleware makes the load context, which carries the
    // CSP nonce, a RouterContextProvider) and are taken with React Router 8 (ADR 027).
    v8_splitRouteModules: true,
  },
} satisfies Config
