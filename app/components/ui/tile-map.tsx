import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { worldPixel } from '#app/lib/geo'

export interface MapPin {
  lat: number
  lon: number
  /** Shown on the pin: a number that matches the list beside the map, or nothing for "you". */
  label?: number
  you?: boolean
}

/**
 * A light map: six OpenStreetMap tiles as plain images with pins on top, drawn by the server.
 * No script and no library (Leaflet would be 43 KB): a resident's phone loads a few small images,
 * lazily, only when the map scrolls into view. The box is at most 512 × 240 px, and the 3 × 2
 * tiles always cover it around the centre. When tiles cannot load, the box says so, and the list
 * beside it has every place.
 */
export function TileMap({ center, zoom, pins, tileUrl, label }: {
  center: { lat: number; lon: number }
  zoom: number
  pins: readonly MapPin[]
  tileUrl: string
  label: string
}) {
  const { t, lang } = useI18n()
  const c = worldPixel(center, zoom)
  const tileX = Math.floor(c.x / 256)
  const tileY = Math.floor(c.y / 256)
  // The second row is the one on the side the centre is nearer to.
  const firstRow = c.y - tileY * 256 < 128 ? tileY - 1 : tileY
  const originX = (tileX - 1) * 256
  const originY = firstRow * 256
  const tiles: { x: number; y: number }[] = []
  for (let row = 0; row < 2; row++) for (let col = 0; col < 3; col++) tiles.push({ x: tileX - 1 + col, y: firstRow + row })
  const max = 2 ** zoom
  return (
    <figure className="mx-auto max-w-lg">
      <div role="img" aria-label={label} className="relative h-60 overflow-hidden rounded-xl border border-border bg-surface-2">
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted">{t('nearby.map.unavailable')}</p>
        {/* The grid's corner is placed so that `center` sits in the middle of the box. */}
        <div className="absolute left-1/2 top-1/2" style={{ marginLeft: originX - c.x, marginTop: originY - c.y }}>
          {tiles.map(({ x, y }) => (
            <img key={`${x}-${y}`} alt="" width={256} height={256} loading="lazy" decoding="async" referrerPolicy="strict-origin-when-cross-origin"
              src={tileUrl.replace('{z}', String(zoom)).replace('{x}', String(((x % max) + max) % max)).replace('{y}', String(y))}
              className="absolute max-w-none" style={{ left: (x - tileX + 1) * 256, top: (y - firstRow) * 256 }} />
          ))}
          {pins.map((pin, index) => {
            const p = worldPixel(pin, zoom)
            return (
              <span key={index} aria-hidden="true" style={{ left: p.x - originX, top: p.y - originY }}
                className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold shadow ${pin.you ? 'bg-link text-on-primary' : 'bg-danger text-on-primary'}`}>
                {pin.you ? '' : pin.label ? formatNumber(lang, pin.label) : ''}
              </span>
            )
          })}
        </div>
      </div>
      <figcaption className="mt-1 text-right text-xs text-muted">
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 underline">© OpenStreetMap contributors</a>
      </figcaption>
    </figure>
  )
}
