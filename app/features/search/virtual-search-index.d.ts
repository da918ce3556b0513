// The site search index, generated at build time by the plugin in vite.config.ts.
declare module 'virtual:search-index' {
  const entries: import('./search-types').SearchEntry[]
  export default entries
}
