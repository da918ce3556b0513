import { describe, expect, it } from 'vitest'
import { parseDirection } from './components/train-direction'
import { directionOf } from './train-direction.server'

const row = (from: string, to: string) => ({ from: { en: from }, to: { en: to } })

describe('train direction', () => {
  it('calls a trip to Nazirhat up and a trip to Chattogram down', () => {
    expect(directionOf(row('Chattogram', 'Nazirhat'))).toBe('up')
    expect(directionOf(row('Nazirhat', 'Chattogram'))).toBe('down')
    expect(directionOf(row('Nazirhat', 'towards Chattogram'))).toBe('down')
    expect(directionOf(row('Sholashahar Junction', 'Nazirhat Ghat'))).toBe('up')
  })

  it('falls back to the origin when the destination names neither end', () => {
    expect(directionOf(row('Nazirhat', 'Hathazari'))).toBe('down')
    expect(directionOf(row('Chattogram', 'Hathazari'))).toBe('up')
  })

  it('does not guess a row whose ends it does not know', () => {
    expect(directionOf(row('Hathazari', 'Katirhat'))).toBeUndefined()
  })

  it('reads ?dir= with up as the default', () => {
    expect(parseDirection('down')).toBe('down')
    expect(parseDirection('up')).toBe('up')
    expect(parseDirection(null)).toBe('up')
    expect(parseDirection('sideways')).toBe('up')
  })
})
