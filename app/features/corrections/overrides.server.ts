/**
 * The overlay of accepted corrections on the content pack. It lives in app/lib/content because
 * getGuide() (shared code, which must not import a feature) applies it on every page:
 *   - applyOverrides(pack, overrides): pure, in app/lib/content/overrides.ts;
 *   - loadOverrides(), the in-memory overlaid pack, invalidateGuide() and the 'content'
 *     subscription: app/lib/content/guide.server.ts.
 * This module gathers them for the corrections feature. See docs/decisions/008-guide-corrections.md.
 */
export { applyOverrides, NewListing, type Override } from '#app/lib/content/overrides'
export { getGuide, invalidateGuide, loadOverrides } from '#app/lib/content/guide.server'
