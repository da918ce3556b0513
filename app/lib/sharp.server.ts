import type Sharp from 'sharp'
import { IMAGE_LIBRARY_CACHE_MB } from './memory-budgets.server'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips), loaded when the first image is handled: loading it takes about 20 MB that a
 * process which never sees an upload or draws a share card need not hold. Its cache of recent
 * operations is bounded by IMAGE_LIBRARY_CACHE_MB (sharp's own default is 50 MB).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache({ memory: IMAGE_LIBRARY_CACHE_MB })
    return sharp
  })
  return loaded
}
