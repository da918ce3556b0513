import { env } from './env.server'

/**
 * The map tiles' address (MAP_TILE_URL, checked at start). OpenStreetMap's own tiles by default:
 * their usage policy allows a light, attributed use like this one, where tiles load only as a
 * reader looks at a map, never ahead, never in bulk, never precached.
 */
export function tileUrlTemplate(): string {
  return env().MAP_TILE_URL
}

/** The tile server's origin, for the Content-Security-Policy's img-src. */
export function tileOrigin(): string {
  return new URL(tileUrlTemplate().replace(/\{[xyz]\}/g, '0')).origin
}
