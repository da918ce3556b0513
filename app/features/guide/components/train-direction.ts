/** Up trains run towards Nazirhat (north), down trains towards Chattogram (south), as spec 2 §2 names the tabs. */
export type TrainDirection = 'up' | 'down'

export const trainDirections: readonly TrainDirection[] = ['up', 'down']

const north = /nazirhat/i
const south = /chattogram|chittagong|sholashahar/i

/**
 * The direction of a published timetable row, from the English names of its ends: a trip to
 * Nazirhat is up, a trip to Chattogram ("towards Chattogram" too) is down. When the destination
 * says neither, the origin decides. Unknown ends give undefined: such a row is not guessed into a tab.
 */
export function directionOf(row: { from: { en: string }; to: { en: string } }): TrainDirection | undefined {
  if (north.test(row.to.en) && !south.test(row.to.en)) return 'up'
  if (south.test(row.to.en) && !north.test(row.to.en)) return 'down'
  if (north.test(row.from.en) && !south.test(row.from.en)) return 'down'
  if (south.test(row.from.en) && !north.test(row.from.en)) return 'up'
  return undefined
}

/** The direction a `?dir=` value selects; up when missing or unknown. */
export function parseDirection(value: string | null): TrainDirection {
  return value === 'down' ? 'down' : 'up'
}
