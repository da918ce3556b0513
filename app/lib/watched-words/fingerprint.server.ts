import { createHash } from 'node:crypto'
import { foldForms } from './normalize'

/**
 * A short, stable fingerprint of a text after the watched words' folding (issue 43 §4): the same
 * advert written with other spaces, punctuation, case, look-alike letters, joiners or digits has
 * the same fingerprint, so the forum finds it posted twice. The first 32 hex digits (128 bits) of
 * the SHA-256 of the text's letters and digits run together.
 */
export function fingerprintOf(text: string): string {
  return createHash('sha256').update(foldForms(text).squeezed).digest('hex').slice(0, 32)
}
