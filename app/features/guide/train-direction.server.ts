import { place } from '#pack/place'
import type { TrainDirection } from './components/train-direction'

const endsOf = (names: string[]) => (names.length ? new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i') : /$^/)
const north = endsOf(place.trainEnds.up)
const south = endsOf(place.trainEnds.down)

/**
 * The direction of a published timetable row, from the English names of its ends: a trip to an
 * up end is up ("Nazirhat" on the first pack's line), a trip to a down end ("towards Chattogram" too) is down. When the destination
 * says neither, the origin decides. Unknown ends give undefined: such a row is not guessed into a tab.
 */
export function directionOf(row: { from: { en: string }; to: { en: string } }): TrainDirection | undefined {
  if (north.test(row.to.en) && !south.test(row.to.en)) return 'up'
  if (south.test(row.to.en) && !north.test(row.to.en)) return 'down'
  if (north.test(row.from.en) && !south.test(row.from.en)) return 'down'
  if (south.test(row.from.en) && !north.test(row.from.en)) return 'up'
  return undefined
}

