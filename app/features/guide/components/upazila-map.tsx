import { useI18n } from '#app/i18n/use-i18n'

/** An embedded OpenStreetMap map, loaded only when scrolled near, with a plain link that always works. */
export function UpazilaMap({ lat, lng, bbox }: { lat: number; lng: number; bbox: [number, number, number, number] }) {
  const { t } = useI18n()
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lng}`
  return (
    <figure>
      <iframe title={t('guide.map.title')} src={src} loading="lazy" referrerPolicy="no-referrer"
        className="h-80 w-full rounded-xl border border-border bg-surface-2" />
      <figcaption className="mt-2 text-sm">
        <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`} target="_blank" rel="noopener noreferrer" className="text-link underline">
          {t('guide.map.open')}
        </a>{' '}
        <span className="text-muted">© OpenStreetMap</span>
      </figcaption>
    </figure>
  )
}
