import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { CallButton, Card, InfoBox, SourceNote } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { PhoneLine } from '#app/components/ui/phone-line'
import { phoneViews } from '#app/lib/content/record-facts.server'
import { publicSources } from '#app/lib/content/source-words'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { localDigits } from '#app/lib/format'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/emergency'
import { place } from '#pack/place'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.emergency.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const guide = await getGuide()
  const hotlines = guide.hotlines.map((h) => ({
    id: h.id, number: h.number, urgent: h.urgent, service: pick(lang, h.service), description: pick(lang, h.description),
    sources: publicSources(h.sources, lang), asOf: h.asOf, notes: h.notes ? pick(lang, h.notes) : null,
  }))
  const local = [
    ...guide.offices.filter((o) => o.kind === 'police' || o.kind === 'fire').map((o) => ({ ...o, collection: 'offices' as const })),
    ...guide.healthFacilities.filter((f) => `healthFacilities/${f.id}` === place.assistant.numberHelp.health).map((f) => ({ ...f, collection: 'healthFacilities' as const })),
  ].map((o) => ({
    id: o.id, collection: o.collection, name: pick(lang, o.name), address: pick(lang, o.address),
    phones: phoneViews(o, lang, o.collection), sources: publicSources(o.sources, lang), asOf: o.asOf,
  }))
  return { hotlines, local }
}

/**
 * Emergency: the urgent numbers come first and are one-tap calls, so the page is readable and
 * callable on the first screen of a phone, even with JavaScript off.
 */
export default function Emergency() {
  const { t, lang } = useI18n()
  const { hotlines, local } = useLoaderData<typeof loader>()
  const urgent = hotlines.filter((h) => h.urgent)
  const others = hotlines.filter((h) => !h.urgent)
  return (
    <>
      <h1 className="flex items-center gap-2 text-2xl font-bold"><Icon name="siren" className="size-7 text-danger" />{t('page.emergency.title')}</h1>
      <p className="mt-1 text-sm font-semibold">{t('emergency.lead')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3" aria-label={t('page.emergency.title')}>
        {urgent.map((h) => (
          <li key={h.id} className="flex items-center justify-between gap-2 rounded-xl border-2 border-danger bg-surface px-3 py-2">
            <span className="min-w-0 leading-tight">
              <span className="font-bold">{h.service}</span>
              {/* An earlier number, told as text, never offered as a call (the fire service's 16163). */}
              {h.notes ? <span className="mt-0.5 block text-xs text-muted">{h.notes}</span> : null}
            </span>
            <CallButton number={h.number} label={h.service} big />
          </li>
        ))}
      </ul>

      <section aria-labelledby="more-lines" className="mt-8">
        <h2 id="more-lines" className="mb-3 text-xl font-bold">{t('emergency.more')}</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {others.map((h) => (
            <Card as="li" key={h.id}>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="font-bold">{h.service}</h3>
                  <p className="mt-1 text-sm">{h.description}</p>
                </div>
                <CallButton number={h.number} label={h.service} />
              </div>
              <SourceNote sources={h.sources} asOf={h.asOf} showAsOf={false} />
              <SuggestCorrectionLink collection="hotlines" recordId={h.id} />
            </Card>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <InfoBox title={t('emergency.whatToDo.title')} icon="triangle-alert">
          <ol className="list-decimal space-y-1 pl-5">
            {(['emergency.whatToDo.1', 'emergency.whatToDo.2', 'emergency.whatToDo.3', 'emergency.whatToDo.4', 'emergency.whatToDo.5'] as const).map((key) => <li key={key}>{t(key)}</li>)}
          </ol>
        </InfoBox>
        <InfoBox title={t('emergency.ambulance.title')} icon="hospital">
          <p>{t('emergency.ambulance.body')}</p>
          <div className="mt-2"><CallButton number="999" /></div>
        </InfoBox>
      </div>

      <section aria-labelledby="local-services" className="mt-8">
        <h2 id="local-services" className="mb-3 text-xl font-bold">{t('emergency.local.title')}</h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {local.map((o) => (
            <Card as="li" key={o.id}>
              <h3 className="font-bold">{o.name}</h3>
              {o.address ? <p className="mt-1 text-sm">{o.address}</p> : null}
              {o.phones.length === 0 ? <p className="mt-2 text-sm text-muted">{t('emergency.local.noNumber')}</p> : (
                <div className="mt-2 flex flex-col gap-2">{o.phones.map((phone, index) => <PhoneLine key={index} phone={phone} label={o.name} />)}</div>
              )}
              <SourceNote sources={o.sources} asOf={o.asOf} />
              <SuggestCorrectionLink collection={o.collection} recordId={o.id} />
            </Card>
          ))}
        </ul>
        <p className="mt-3 text-sm"><Link to="/administration" className="text-link underline">{t('page.administration.title')}</Link> · <Link to="/hospitals" className="text-link underline">{t('page.hospitals.title')}</Link></p>
      </section>

      <details className="mt-8 text-sm">
        <summary className="min-h-8 cursor-pointer py-1 font-semibold">{t('emergency.sources')}</summary>
        <ul className="mt-2 space-y-2">
          {urgent.map((h) => (
            <li key={h.id}><span className="font-semibold">{localDigits(lang, h.number)} · {h.service}:</span> {h.description}<SourceNote sources={h.sources} asOf={h.asOf} showAsOf={false} />
              <SuggestCorrectionLink collection="hotlines" recordId={h.id} /></li>
          ))}
        </ul>
      </details>
    </>
  )
}
