/** Web Mercator: where a point falls, in pixels, on the world map at `zoom` (256 px tiles). */
export function worldPixel(point: { lat: number; lon: number }, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom
  const sin = Math.sin((point.lat * Math.PI) / 180)
  return {
    x: ((point.lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}
