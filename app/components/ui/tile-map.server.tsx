import { Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PlaceName } from '#app/components/ui/place-name'
import { formatNumber } from '#app/lib/format'
import { CLUSTER_PX, clusterPins, PIN_PX } from '#app/lib/map-clusters'
import { worldPixel } from '#app/lib/mercator'
import type { Lang } from '#app/i18n/i18n'

export interface MapPin {
  lat: number
  lon: number
  /** What the pin stands for, read out by screen readers: a place's name, "Your position". */
  name: string
  /** Shown on the pin: a number that matches the list beside the map. */
  label?: number
  /** The reader's own position (or the place the map is about): a ring without a number, never merged. */
  you?: boolean
}

export interface TileMapOptions {
  center: { lat: number; lon: number }
  zoom: number
  pins: readonly MapPin[]
  tileUrl: string
  lang: Lang
  /** What the map shows: the figure's name for screen readers. */
  label: string
  /** Shown behind the tiles: what a reader sees when they cannot load, in this page's words. */
  unavailable: string
  /** A merged pin's name before its places' ("3 places"). */
  places: (count: number) => string
}

/**
 * A light map: six OpenStreetMap tiles with pins on top, drawn by the server as HTML. No library
 * (Leaflet is 43 KB) and no script at all.
 *
 * The tiles are CSS backgrounds, not images: a tile that cannot load (no connection, the tile
 * server blocked) leaves the box's plain colour and the text behind it, where an <img> showed a
 * broken-image icon in a grey frame, and there is no script to hide one. They still load only as
 * the map comes near the screen: `content-visibility: auto` leaves the box's contents unstyled,
 * so their backgrounds unfetched, until then (what loading="lazy" did for the images; a browser
 * without it loads them with the page). The box is at most 512 × 240 px, and the 3 × 2 tiles
 * always cover it around the centre. Pins closer than a pin's width merge into one that shows
 * how many places it holds (./map-clusters).
 */
export function tileMapHtml(options: TileMapOptions): string {
  return renderToStaticMarkup(<TileMap {...options} />)
}

function TileMap({ center, zoom, pins, tileUrl, lang, label, unavailable, places }: TileMapOptions) {
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
  const tile = (x: number, y: number) => tileUrl.replace('{z}', String(zoom)).replace('{x}', String(((x % max) + max) % max)).replace('{y}', String(y)).replace(/["\\]/g, encodeURIComponent)
  const onMap = (pin: MapPin) => {
    const p = worldPixel(pin, zoom)
    return { x: p.x - originX, y: p.y - originY }
  }
  const numbered = pins.filter((pin) => !pin.you && pin.label)
  const nameOf = new Map(numbered.map((pin) => [pin.label!, pin.name]))
  const clusters = clusterPins(numbered.map((pin) => ({ ...onMap(pin), label: pin.label! })))
  const at = (p: { x: number; y: number }) => ({ left: Math.round(p.x), top: Math.round(p.y) })
  // The text for a map that could not load goes along the top or the bottom edge, whichever has
  // fewer pins over it (a pin is drawn above it). The box is 240 px tall and at most 512 wide;
  // the text takes two lines, about 56 px, on a phone.
  const middle = { x: c.x - originX, y: c.y - originY }
  const along = (edge: 'top' | 'bottom') => clusters.filter((cluster) => {
    const dy = (cluster.y - middle.y) * (edge === 'top' ? -1 : 1)
    return Math.abs(cluster.x - middle.x) < 256 + CLUSTER_PX / 2 && dy > 120 - 56 - CLUSTER_PX / 2 && dy < 120 + CLUSTER_PX / 2
  }).length
  const textEdge = along('bottom') < along('top') ? 'bottom-0 pb-3' : 'top-0 pt-3'
  const n = (value: number) => formatNumber(lang, value)
  const place = (number: number) => <>{n(number)}. <PlaceName name={nameOf.get(number)!} lang={lang} /></>
  const pin = 'absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white font-bold shadow'
  return (
    <figure aria-label={label} className="mx-auto max-w-lg">
      <div className="relative h-60 overflow-hidden rounded-xl border border-border bg-surface-2 [content-visibility:auto]">
        {/* Under the tiles: seen only where they are missing. Away from the middle, where the place the map is about sits. */}
        <p aria-hidden="true" className={`absolute inset-x-0 px-4 text-center text-sm text-muted ${textEdge}`}>{unavailable}</p>
        {/* The grid's corner is placed so that `center` sits in the middle of the box. */}
        <div className="absolute left-1/2 top-1/2" style={{ marginLeft: Math.round(originX - c.x), marginTop: Math.round(originY - c.y) }}>
          {tiles.map(({ x, y }) => (
            <span key={`${x}-${y}`} className="absolute"
              style={{ left: (x - tileX + 1) * 256, top: (y - firstRow) * 256, width: 256, height: 256, backgroundImage: `url("${tile(x, y)}")` }} />
          ))}
          <ul>
            {pins.filter((p) => p.you).map((p, index) => (
              <li key={`you-${index}`} style={at(onMap(p))}
                className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-[3px] border-link bg-white/60">
                <span className="size-3 rounded-full bg-link" />
                <span className="sr-only"><PlaceName name={p.name} lang={lang} /></span>
              </li>
            ))}
            {clusters.map((cluster) => cluster.labels.length === 1 ? (
              <li key={cluster.labels[0]} style={{ ...at(cluster), width: PIN_PX, height: PIN_PX }} className={`${pin} bg-danger text-xs text-on-primary`}>
                <span aria-hidden="true">{n(cluster.labels[0]!)}</span>
                <span className="sr-only">{place(cluster.labels[0]!)}</span>
              </li>
            ) : (
              // Larger, dark, with a second ring: a count, not a place's number (a "3" beside pin 3).
              <li key={cluster.labels[0]} style={{ ...at(cluster), width: CLUSTER_PX, height: CLUSTER_PX }} className={`${pin} bg-fg text-sm text-bg ring-2 ring-fg`}>
                <span aria-hidden="true">{n(cluster.labels.length)}</span>
                <span className="sr-only">
                  {places(cluster.labels.length)}:{' '}
                  {cluster.labels.map((number, index) => <Fragment key={number}>{index > 0 ? ', ' : null}{place(number)}</Fragment>)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="mt-1 text-right text-xs text-muted">
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 underline">© OpenStreetMap contributors</a>
      </figcaption>
    </figure>
  )
}
