import { describe, expect, it } from 'vitest'
import { computeLevel, THRESHOLDS, type TrustFigures } from './levels'

/** A newcomer of an hour who read nothing. */
const fresh: TrustFigures = { daysSinceJoining: 0, postsRead: 0, readingSeconds: 0, hiddenItems: 0, visitDays: 1, likers: 0, upheldReports: 0, joinedBeforeReading: false }
/** Exactly at every member threshold. */
const member: TrustFigures = { ...fresh, daysSinceJoining: 2, postsRead: 10, readingSeconds: 180 }
/** Exactly at every trusted threshold. */
const trusted: TrustFigures = { ...member, daysSinceJoining: 30, visitDays: 15, likers: 5 }

const unmet = (figures: TrustFigures) => computeLevel(figures).reasons.filter((r) => !r.met).map((r) => `${r.level}.${r.condition}`)

describe('computeLevel', () => {
  it('keeps a newcomer new, and says which member conditions are unmet with the figures', () => {
    const { level, reasons } = computeLevel(fresh)
    expect(level).toBe('new')
    expect(reasons.find((r) => r.condition === 'postsRead' && r.level === 'member')).toEqual({ level: 'member', condition: 'postsRead', kind: 'min', need: 10, have: 0, met: false })
    expect(unmet(fresh)).toEqual(['member.daysSinceJoining', 'member.postsRead', 'member.readingSeconds', 'trusted.daysSinceJoining', 'trusted.visitDays', 'trusted.likers'])
  })

  it('makes a member at the thresholds, and not one short of any of them', () => {
    expect(computeLevel(member).level).toBe('member')
    expect(unmet(member)).toEqual(['trusted.daysSinceJoining', 'trusted.visitDays', 'trusted.likers'])
    expect(computeLevel({ ...member, daysSinceJoining: 1 }).level).toBe('new')
    expect(computeLevel({ ...member, postsRead: 9 }).level).toBe('new')
    expect(computeLevel({ ...member, readingSeconds: 179 }).level).toBe('new')
  })

  it('keeps anyone with something hidden or removed new, whatever else they did', () => {
    expect(computeLevel({ ...member, hiddenItems: 1 }).level).toBe('new')
    expect(computeLevel({ ...trusted, hiddenItems: 1 }).level).toBe('new')
    expect(unmet({ ...trusted, hiddenItems: 1 })).toEqual(['member.hiddenItems'])
  })

  it('makes trusted only when every trusted condition holds', () => {
    expect(computeLevel(trusted).level).toBe('trusted')
    expect(unmet(trusted)).toEqual([])
    expect(computeLevel({ ...trusted, daysSinceJoining: 29 }).level).toBe('member')
    expect(computeLevel({ ...trusted, visitDays: 14 }).level).toBe('member')
    expect(computeLevel({ ...trusted, likers: 4 }).level).toBe('member')
    expect(computeLevel({ ...trusted, upheldReports: 1 }).level).toBe('member')
    expect(unmet({ ...trusted, upheldReports: 1 })).toEqual(['trusted.upheldReports'])
  })

  it('waives the reading conditions of accounts older than the recording of reading, and nothing else', () => {
    const before = { ...fresh, daysSinceJoining: 400, joinedBeforeReading: true }
    expect(computeLevel(before).level).toBe('member')
    expect(computeLevel(before).reasons.filter((r) => r.waived).map((r) => r.condition)).toEqual(['postsRead', 'readingSeconds'])
    expect(computeLevel({ ...before, hiddenItems: 1 }).level).toBe('new')
    expect(computeLevel({ ...before, daysSinceJoining: 1 }).level).toBe('new')
  })

  it('keeps the thresholds of the issue', () => {
    expect(THRESHOLDS).toMatchObject({
      member: { daysSinceJoining: { need: 2 }, postsRead: { need: 10 }, readingSeconds: { need: 180 }, hiddenItems: { kind: 'max', need: 0 } },
      trusted: { daysSinceJoining: { need: 30 }, visitDays: { need: 15 }, likers: { need: 5 }, upheldReports: { kind: 'max', need: 0 } },
    })
  })
})
