/** Up trains run towards one end of the line, down trains towards the other (the pack's train ends), as spec 2 §2 names the tabs. */
export type TrainDirection = 'up' | 'down'

export const trainDirections: readonly TrainDirection[] = ['up', 'down']

/** The direction a `?dir=` value selects; up when missing or unknown. */
export function parseDirection(value: string | null): TrainDirection {
  return value === 'down' ? 'down' : 'up'
}
