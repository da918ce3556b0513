import { useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { PersonalityCard } from '#app/features/heroes/components/person-cards'
import { heroViews } from '#app/features/heroes/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/notable-personalities'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, 'page.notablePersonalities.title', { canonical: sitePages.notablePersonalities.path })

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { people } = await getGuide()
  return { people: heroViews(people, lang) }
}

/** Honoured personalities (/notable-personalities and /honorable-residents): a two-column grid of people. */
export default function NotablePersonalities() {
  const { t } = useI18n()
  const { people } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.notablePersonalities.title')} icon={sitePages.notablePersonalities.icon}>
        {t('people.personalities.subtitle')}
      </PageHeader>
      <ul className="grid gap-4 md:grid-cols-2">
        {people.map((person) => <PersonalityCard key={person.id} person={person} />)}
      </ul>
    </>
  )
}
