import type { SameAs } from '../../pack/geo'

/** Raozan's records that are the same places as mapped points (geo/pois.json), by the point's name. */
export const sameAs: Record<string, SameAs> = {
  CUET: { collection: 'institutions', id: 'cuet', path: '/education#cuet' },
}
