import { useI18n } from '#app/i18n/use-i18n'
import { TileMap } from '#app/components/ui/tile-map'

/**
 * The upazila on a light map (server-drawn tiles, no frame and no script: the embedded
 * OpenStreetMap frame it replaces cost the home page its first paint), with a plain link to the
 * full map that always works.
 */
export function UpazilaMap({ lat, lng, tileUrl }: { lat: number; lng: number; tileUrl: string }) {
  const { t } = useI18n()
  return (
    <div>
      <TileMap center={{ lat, lon: lng }} zoom={11} pins={[{ lat, lon: lng, you: true }]} tileUrl={tileUrl} label={t('guide.map.title')} />
      <p className="mt-1 text-center text-sm">
        <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 text-link underline">
          {t('guide.map.open')}
        </a>
      </p>
    </div>
  )
}
