import { PhoneLine, StaleMark } from '#app/components/ui/phone-line'
import { useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Badge, Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { Dialog } from '#app/components/ui/dialog'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { PlaceView } from '../views.server'

// False on the server and while React hydrates, true afterwards: the control that needs
// JavaScript replaces its no-JavaScript form without a hydration mismatch. (Inlined in each
// component rather than shared, so it costs no separate chunk on the first visit.)
const noSubscription = () => () => {}
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/** An organisation: a place card's fields plus what it works on. */
export interface OrganizationView extends PlaceView {
  focus: string
}

/** What the details dialog (or, without JavaScript, the expanded card) shows. */
function OrganizationDetails({ org }: { org: OrganizationView }) {
  const { t } = useI18n()
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-semibold text-muted">{t('info.orgs.focus')}</dt>
        <dd>{org.focus}</dd>
      </div>
      {org.kind ? (
        <div>
          <dt className="font-semibold text-muted">{t('info.orgs.kind')}</dt>
          <dd>{org.kind}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-muted">{t('info.orgs.contact')}</dt>
        <dd>
          {org.address ? <p>{org.address}<StaleMark field="address" text={org.addressStale} /></p> : null}
          {org.phones.length ? (
            <div className="mt-1 flex flex-wrap gap-2">{org.phones.map((p, i) => <PhoneLine key={i} phone={p} label={org.name} />)}</div>
          ) : <p>{t('info.orgs.contactUnknown')}</p>}
          {org.website ? (
            <a href={org.website} target="_blank" rel="noopener noreferrer" className="text-link underline">
              {t('dir.field.website')}<span className="sr-only"> {t('content.opensNewTab')}</span>
            </a>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-muted">{t('info.orgs.membership')}</dt>
        <dd>{t('info.orgs.membershipBody')}</dd>
      </div>
      <div>
        <dt className="font-semibold text-muted">{t('info.orgs.contribution')}</dt>
        <dd>{org.details ?? t('info.orgs.contributionUnknown')}</dd>
      </div>
      {org.notes ? (
        <div>
          <dt className="font-semibold text-muted">{t('content.notes')}</dt>
          <dd>{org.notes}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * Organisation cards with a details dialog. The dialog is the enhancement: without JavaScript the
 * Details link opens `?org=<id>`, which shows that card's details in place (and a shared link
 * does the same).
 */
export function OrganizationList({ items }: { items: OrganizationView[] }) {
  const { t } = useI18n()
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const [openId, setOpenId] = useState<string | null>(null)
  const expanded = params.get('org')
  const open = items.find((org) => org.id === openId)
  const action = 'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2'
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((org) => {
          const isExpanded = expanded === org.id
          return (
            <Card as="li" key={org.id} id={org.id} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-bold leading-snug">{org.name}</h3>
                {org.unverified ? <UnverifiedBadge /> : null}
              </div>
              <div className="flex flex-wrap gap-1">
                {org.kind ? <Badge tone="primary">{org.kind}</Badge> : null}
              </div>
              <p className="text-sm"><span className="text-muted">{t('info.orgs.focus')}:</span> {org.focus}</p>
              {isExpanded ? (
                <div className="mt-1 rounded-lg border border-border bg-surface-2 p-3">
                  <OrganizationDetails org={org} />
                </div>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                {isExpanded ? (
                  <Link to={{ search: '', hash: org.id }} replace preventScrollReset className={action}>{t('info.hideDetails')}</Link>
                ) : hydrated ? (
                  <button type="button" className={action} aria-haspopup="dialog" aria-label={t('info.detailsOf', { name: org.name })}
                    onClick={() => setOpenId(org.id)}>
                    <Icon name="info" className="size-4" />{t('info.details')}
                  </button>
                ) : (
                  <Link to={`?org=${encodeURIComponent(org.id)}#${org.id}`} className={action} aria-label={t('info.detailsOf', { name: org.name })}>
                    <Icon name="info" className="size-4" />{t('info.details')}
                  </Link>
                )}
              </div>
              <SourceNote sources={org.sources} asOf={org.asOf} />
              {org.collection ? <SuggestCorrectionLink collection={org.collection} recordId={org.id} /> : null}
            </Card>
          )
        })}
      </ul>
      <Dialog open={Boolean(open)} onClose={() => setOpenId(null)} title={open?.name ?? ''}>
        {open ? (
          <>
            {open.unverified ? <p className="mb-3"><UnverifiedBadge /></p> : null}
            <OrganizationDetails org={open} />
            <SourceNote sources={open.sources} asOf={open.asOf} />
          </>
        ) : null}
      </Dialog>
    </>
  )
}
