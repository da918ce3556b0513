/**
 * The map tiles' address. OpenStreetMap's own tiles by default (their usage policy allows a light,
 * attributed use like this: tiles load only as a reader looks at a map, never ahead, never in
 * bulk, never precached); MAP_TILE_URL points elsewhere ({z}/{x}/{y} placeholders).
 */
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

export function tileUrlTemplate(): string {
  const configured = process.env.MAP_TILE_URL?.trim()
  if (configured && /^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/.test(configured)) return configured
  return defaultTileUrl
}

/** The tile server's origin, for the Content-Security-Policy's img-src. */
export function tileOrigin(): string {
  return new URL(tileUrlTemplate().replace(/\{[xyz]\}/g, '0')).origin
}
