/** A numbered pin where it falls on the map, in CSS pixels. */
export interface ScreenPin {
  x: number
  y: number
  label: number
}

/** One pin as drawn: a single place, or several merged, at the mean of their positions. */
export interface PinCluster {
  x: number
  y: number
  /** The numbers of the places it stands for, smallest first. */
  labels: number[]
}

/** A pin's width (the numbered circles), and a merged pin's (a little larger: it holds a count). */
export const PIN_PX = 24
export const CLUSTER_PX = 32

const width = (cluster: PinCluster) => (cluster.labels.length > 1 ? CLUSTER_PX : PIN_PX)

/**
 * Merges pins that would cover each other: any two whose centres are closer than their width
 * (a pin's width for two single pins, half a pin and half a merged pin for one of each) become
 * one, at the mean of all their places' positions, until none overlap. The closest pair merges
 * first, earlier pins winning ties, so the same places always give the same map. Thirteen places
 * around one bazar read as one pin that says 13, not as a pile where only the top number shows.
 */
export function clusterPins(pins: readonly ScreenPin[]): PinCluster[] {
  const clusters = pins.map((pin) => ({ x: pin.x, y: pin.y, labels: [pin.label], members: [pin] }))
  for (;;) {
    let best: { i: number; j: number; distance: number } | undefined
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const a = clusters[i]!
        const b = clusters[j]!
        const distance = Math.hypot(a.x - b.x, a.y - b.y)
        if (distance < (width(a) + width(b)) / 2 && (!best || distance < best.distance)) best = { i, j, distance }
      }
    }
    if (!best) break
    const members = [...clusters[best.i]!.members, ...clusters[best.j]!.members]
    clusters[best.i] = {
      x: members.reduce((sum, pin) => sum + pin.x, 0) / members.length,
      y: members.reduce((sum, pin) => sum + pin.y, 0) / members.length,
      labels: members.map((pin) => pin.label).sort((a, b) => a - b),
      members,
    }
    clusters.splice(best.j, 1)
  }
  return clusters
    .map(({ x, y, labels }) => ({ x, y, labels }))
    .sort((a, b) => a.labels[0]! - b.labels[0]!)
}
