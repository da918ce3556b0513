import { ServerHtml } from '#app/components/ui/server-html'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * The upazila on a light map (tiles and a pin drawn by the server: no frame and no script; the
 * embedded OpenStreetMap frame it replaces cost the home page its first paint), with a plain
 * link to the full map that always works. `mapHtml` comes from upazilaMapHtml() in the loader.
 */
export function UpazilaMap({ lat, lng, mapHtml }: { lat: number; lng: number; mapHtml: string }) {
  const { t } = useI18n()
  return (
    <div>
      <ServerHtml html={mapHtml} />
      <p className="mt-1 text-center text-sm">
        <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 text-link underline">
          {t('guide.map.open')}
        </a>
      </p>
    </div>
  )
}
