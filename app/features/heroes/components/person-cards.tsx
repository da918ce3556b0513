import { Link } from '#app/components/ui/link'
import { initialsOf } from '#app/lib/initials'
import { Avatar } from '#app/components/ui/avatar'
import { Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { HeroView } from '../heroes'
import { CategoryBadge, profilePath } from './category-badge'

/** A card of /notable-personalities: who they are, their tie to the place, achievements, a link out. */
export function PersonalityCard({ person }: { person: HeroView }) {
  const { t } = useI18n()
  const moreInfo = person.links[0]
  return (
    <Card as="li" id={person.id} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Avatar name={person.name} initials={initialsOf(person.name)} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold leading-snug">{person.name}</h2>
          <p className="text-sm text-muted">{person.title}</p>
          <div className="mt-2 flex flex-wrap gap-1">
            <CategoryBadge category={person.category} label={person.categoryLabel} />
            {person.unverified ? <UnverifiedBadge /> : null}
          </div>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-bold text-muted">{t('people.description')}</h3>
        <p className="text-sm">{person.story}</p>
      </div>
      <div>
        <h3 className="text-sm font-bold text-muted">{t('people.connection')}</h3>
        <p className="text-sm">{person.connection}</p>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-bold text-muted">{t('people.achievements')}</h3>
        <ul className="flex flex-wrap gap-1">
          {person.achievements.map((achievement) => (
            <li key={achievement} className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-semibold">{achievement}</li>
          ))}
        </ul>
      </div>
      {person.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{person.notes}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {moreInfo ? (
          <a href={moreInfo} target="_blank" rel="noopener noreferrer" aria-label={`${t('people.moreInfoAbout', { name: person.name })} ${t('content.opensNewTab')}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90">
            <Icon name="external-link" className="size-4" />
            {t('people.moreInfo')}
          </a>
        ) : null}
        <Link to={profilePath(person.id)} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-surface-2">
          {t('people.viewProfile')}
        </Link>
      </div>
      <SourceNote sources={person.sources} asOf={person.asOf} />
      <SuggestCorrectionLink collection="people" recordId={person.id} />
    </Card>
  )
}

/** A card of /local-pride: name, what they are known for with their tie to the place, category. */
export function PrideCard({ person }: { person: HeroView }) {
  return (
    <Card as="li" id={person.id} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={person.name} initials={initialsOf(person.name)} />
        <h3 className="min-w-0 font-bold leading-snug">
          <Link to={profilePath(person.id)} className="inline-block min-h-6 text-link hover:underline">{person.name}</Link>
        </h3>
      </div>
      <div className="flex flex-wrap gap-1">
        <CategoryBadge category={person.category} label={person.categoryLabel} />
        {person.unverified ? <UnverifiedBadge /> : null}
      </div>
      <p className="text-sm">{person.title}</p>
      <p className="text-sm text-muted">{person.connection}</p>
      <SourceNote sources={person.sources} asOf={person.asOf} />
      <SuggestCorrectionLink collection="people" recordId={person.id} />
    </Card>
  )
}
