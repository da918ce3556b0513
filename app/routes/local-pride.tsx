import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { PrideCard } from '#app/features/heroes/components/person-cards'
import { heroViews } from '#app/features/heroes/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/local-pride'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.localPride.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { people } = await getGuide()
  return { people: heroViews(people, lang) }
}

const linkButton = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold'

/** Local pride (spec 2 §2): an introduction, the people as cards, the heritage block and our commitment. */
export default function LocalPride() {
  const { t } = useI18n()
  const { people } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.localPride.title')} icon={sitePages.localPride.icon} />
      <section aria-labelledby="pride-intro" className="mb-8 rounded-xl border border-border bg-primary-soft/50 p-5">
        <h2 id="pride-intro" className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="sparkles" className="size-5 text-link" />{t('people.pride.intro.title')}</h2>
        <p className="leading-relaxed">{t('people.pride.intro.body')}</p>
      </section>
      <section aria-labelledby="pride-people" className="mb-8">
        <h2 id="pride-people" className="mb-3 text-xl font-bold">{t('people.pride.people')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => <PrideCard key={person.id} person={person} />)}
        </ul>
      </section>
      <section aria-labelledby="pride-heritage" className="mb-6 rounded-xl border border-border bg-surface-2 p-5">
        <h2 id="pride-heritage" className="mb-2 flex items-center gap-2 text-xl font-bold"><Icon name="landmark" className="size-5 text-link" />{t('people.pride.heritage.title')}</h2>
        <p className="mb-4">{t('people.pride.heritage.body')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={sitePages.history.path} className={`${linkButton} bg-primary text-on-primary hover:opacity-90`}>
            <Icon name={sitePages.history.icon} className="size-4" />{t('people.pride.heritage.history')}
          </Link>
          <Link to={sitePages.touristSpots.path} className={`${linkButton} border border-border bg-surface hover:bg-surface-2`}>
            <Icon name={sitePages.touristSpots.icon} className="size-4" />{t('people.pride.heritage.places')}
          </Link>
        </div>
      </section>
      <p className="text-center font-semibold">
        <Icon name="heart" className="mr-2 inline size-4 align-[-2px] text-link" />
        {t('people.pride.commitment')}
      </p>
    </>
  )
}
