import { CallButton, Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import type { HotlineView } from './info-views.server'

/**
 * A national hotline from the content pack: what it is for, a one-tap call and its sources. The
 * sources' date is the launch date, which the description already states, so it is not repeated.
 */
export function HotlineCard({ hotline, as = 'li', level = 3, big = false, className = '' }: {
  hotline: HotlineView
  as?: 'li' | 'article' | 'div'
  level?: 2 | 3
  big?: boolean
  className?: string
}) {
  const Heading = `h${level}` as const
  return (
    <Card as={as} id={hotline.id} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <Heading className={`flex flex-wrap items-center gap-2 font-bold ${big ? 'text-lg' : ''}`}>
            {hotline.service} {hotline.unverified ? <UnverifiedBadge /> : null}
          </Heading>
          <p className="mt-1 text-sm">{hotline.description}</p>
          {hotline.notes ? <p className="mt-1 text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{hotline.notes}</p> : null}
        </div>
        <CallButton number={hotline.number} label={hotline.service} big={big} />
      </div>
      <SourceNote sources={hotline.sources} asOf={hotline.asOf} showAsOf={false} />
      <SuggestCorrectionLink collection="hotlines" recordId={hotline.id} />
    </Card>
  )
}
