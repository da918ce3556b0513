import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Content pages are rendered per request from the in-memory content pack; see
  // docs/decisions/004-render-content-per-request.md for why we do not prerender.
} satisfies Config
