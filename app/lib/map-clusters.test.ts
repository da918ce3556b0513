import { describe, expect, it } from 'vitest'
import { clusterPins } from './map-clusters'

describe('pins that would cover each other', () => {
  it('stay apart when a pin\'s width (24 px) or more apart', () => {
    const pins = [{ x: 0, y: 0, label: 1 }, { x: 24, y: 0, label: 2 }, { x: 0, y: 30, label: 3 }]
    expect(clusterPins(pins)).toEqual([{ x: 0, y: 0, labels: [1] }, { x: 24, y: 0, labels: [2] }, { x: 0, y: 30, labels: [3] }])
  })

  it('merge into one pin at the mean of their positions when closer, holding every number', () => {
    const pins = [{ x: 100, y: 100, label: 1 }, { x: 110, y: 100, label: 2 }, { x: 300, y: 50, label: 3 }, { x: 105, y: 112, label: 4 }]
    expect(clusterPins(pins)).toEqual([{ x: 105, y: 104, labels: [1, 2, 4] }, { x: 300, y: 50, labels: [3] }])
  })

  it('thirteen places around one bazar become a single pin that says 13', () => {
    const pins = Array.from({ length: 13 }, (_, i) => ({ x: 200 + (i % 4) * 3, y: 120 + Math.floor(i / 4) * 3, label: i + 2 }))
    const [merged, ...rest] = clusterPins([{ x: 20, y: 20, label: 1 }, ...pins])
    expect(merged).toEqual({ x: 20, y: 20, labels: [1] })
    expect(rest).toHaveLength(1)
    expect(rest[0]!.labels).toEqual(Array.from({ length: 13 }, (_, i) => i + 2))
  })

  it('leave no two pins overlapping: a merged pin (32 px) takes in a single one 27 px away', () => {
    // 3 is 28.8 px from 1 and from 2; once they merge at (10, 0) it is 27 px from them, under (32 + 24) / 2.
    expect(clusterPins([{ x: 0, y: 0, label: 1 }, { x: 20, y: 0, label: 2 }, { x: 10, y: 27, label: 3 }])).toEqual([{ x: 10, y: 9, labels: [1, 2, 3] }])
    expect(clusterPins([{ x: 0, y: 0, label: 1 }, { x: 10, y: 27, label: 3 }])).toHaveLength(2)
    for (const spread of [5, 11, 17, 23, 29]) {
      const many = clusterPins(Array.from({ length: 19 }, (_, i) => ({ x: (i * spread) % 97, y: (i * 7 * spread) % 61, label: i + 1 })))
      for (const [i, a] of many.entries()) {
        for (const b of many.slice(i + 1)) {
          const size = (p: typeof a) => (p.labels.length > 1 ? 32 : 24)
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual((size(a) + size(b)) / 2)
        }
      }
      expect(many.flatMap((c) => c.labels).sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1))
    }
  })

  it('are the same whatever order the pins come in', () => {
    const pins = [{ x: 0, y: 0, label: 1 }, { x: 15, y: 0, label: 2 }, { x: 30, y: 0, label: 3 }, { x: 100, y: 0, label: 4 }, { x: 118, y: 0, label: 5 }]
    const once = clusterPins(pins)
    expect(clusterPins([...pins].reverse())).toEqual(once)
    expect(once.map((c) => c.labels)).toEqual([[1, 2, 3], [4, 5]])
  })
})
