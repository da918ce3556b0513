import { Link } from '#app/components/ui/link'
import { initialsOf } from '#app/lib/initials'
import { Avatar } from '#app/components/ui/avatar'
import { Badge, Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import type { HeroView } from '../heroes'
import { CategoryBadge, profilePath } from './category-badge'

function HeroBadges({ hero }: { hero: HeroView }) {
  const { t, lang } = useI18n()
  return (
    <div className="flex flex-wrap gap-1">
      <CategoryBadge category={hero.category} label={hero.categoryLabel} />
      <Badge>{t(pluralKey(lang, 'heroes.achievementsCount', hero.achievements.length), { count: hero.achievements.length })}</Badge>
      {hero.yearsOfService ? <Badge>{t(pluralKey(lang, 'heroes.yearsCount', hero.yearsOfService), { count: hero.yearsOfService })}</Badge> : null}
      {hero.unverified ? <UnverifiedBadge /> : null}
    </div>
  )
}

/** The first result of /local-heroes, shown large. */
export function FeaturedHero({ hero, headingLevel = 3 }: { hero: HeroView; headingLevel?: 2 | 3 }) {
  const { t } = useI18n()
  const Heading = `h${headingLevel}` as const
  return (
    <Card as="article" id={hero.id} className="flex flex-col gap-4 border-primary/40 bg-primary-soft/40 p-5 sm:flex-row sm:items-start">
      <Avatar name={hero.name} initials={initialsOf(hero.name)} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <Heading className="text-xl font-bold leading-snug sm:text-2xl">
            <Link to={profilePath(hero.id)} className="inline-block min-h-6 text-link hover:underline">{hero.name}</Link>
          </Heading>
          <p className="mt-1 text-muted">{hero.title}</p>
        </div>
        <HeroBadges hero={hero} />
        <p>{hero.story}</p>
        <Link to={profilePath(hero.id)} className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-primary px-4 font-semibold text-on-primary hover:opacity-90">
          {t('heroes.viewProfile')}
          <Icon name="chevron-right" className="size-4" />
        </Link>
        <SourceNote sources={hero.sources} asOf={hero.asOf} />
        <SuggestCorrectionLink collection="people" recordId={hero.id} />
      </div>
    </Card>
  )
}

/** One of the other results: a card linking to the profile. */
export function HeroCard({ hero }: { hero: HeroView }) {
  return (
    <Card as="li" id={hero.id} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Avatar name={hero.name} initials={initialsOf(hero.name)} />
        <div className="min-w-0">
          <h3 className="font-bold leading-snug">
            <Link to={profilePath(hero.id)} className="inline-block min-h-6 text-link hover:underline">{hero.name}</Link>
          </h3>
          <p className="text-sm text-muted">{hero.title}</p>
        </div>
      </div>
      <HeroBadges hero={hero} />
      <p className="line-clamp-3 text-sm">{hero.story}</p>
      <SourceNote sources={hero.sources} asOf={hero.asOf} />
      <SuggestCorrectionLink collection="people" recordId={hero.id} />
    </Card>
  )
}
