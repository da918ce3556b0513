import { renderToStaticMarkup } from 'react-dom/server'
import { formatNumber } from './format'
import { worldPixel } from './mercator'
import type { Lang } from '#app/i18n/i18n'

export interface MapPin {
  lat: number
  lon: number
  /** Shown on the pin: a number that matches the list beside the map. */
  label?: number
  /** The reader's own position (or the place the map is about): a blue pin without a number. */
  you?: boolean
}

export interface TileMapOptions {
  center: { lat: number; lon: number }
  zoom: number
  pins: readonly MapPin[]
  tileUrl: string
  lang: Lang
  /** What the map shows, read out in place of the picture. */
  label: string
  /** Shown behind the tiles: what a reader sees when they cannot load. */
  unavailable: string
}

/**
 * A light map: six OpenStreetMap tiles as plain images with pins on top, drawn by the server
 * as HTML. No library (Leaflet is 43 KB) and no script at all: the page sends this markup and
 * the browser only loads a few small images, lazily, when the map scrolls into view. The box is
 * at most 512 × 240 px, and the 3 × 2 tiles always cover it around the centre. When tiles cannot
 * load, the box says so (the text sits behind them), and the list beside it has every place.
 */
export function tileMapHtml(options: TileMapOptions): string {
  return renderToStaticMarkup(<TileMap {...options} />)
}

function TileMap({ center, zoom, pins, tileUrl, lang, label, unavailable }: TileMapOptions) {
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
  const round = (n: number) => Math.round(n)
  return (
    <figure className="mx-auto max-w-lg">
      <div role="img" aria-label={label} className="relative h-60 overflow-hidden rounded-xl border border-border bg-surface-2">
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted">{unavailable}</p>
        {/* The grid's corner is placed so that `center` sits in the middle of the box. */}
        <div className="absolute left-1/2 top-1/2" style={{ marginLeft: round(originX - c.x), marginTop: round(originY - c.y) }}>
          {tiles.map(({ x, y }) => (
            <img key={`${x}-${y}`} alt="" width={256} height={256} loading="lazy" decoding="async"
              src={tileUrl.replace('{z}', String(zoom)).replace('{x}', String(((x % max) + max) % max)).replace('{y}', String(y))}
              className="absolute max-w-none" style={{ left: (x - tileX + 1) * 256, top: (y - firstRow) * 256 }} />
          ))}
          {pins.map((pin, index) => {
            const p = worldPixel(pin, zoom)
            return (
              <span key={index} style={{ left: round(p.x - originX), top: round(p.y - originY) }}
                className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-on-primary shadow ${pin.you ? 'bg-link' : 'bg-danger'}`}>
                {pin.you || !pin.label ? '' : formatNumber(lang, pin.label)}
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
