/**
 * Where the production build is (BUILD_DIR, default `build`): one checkout can hold a build per
 * place (`GUIDE_PACK=raozan BUILD_DIR=build-raozan npm run build`, docs/packs.md). The build's
 * scripts, server.js and the server read the same variable.
 */
export function buildDir(): string {
  return process.env.BUILD_DIR?.trim() || 'build'
}
