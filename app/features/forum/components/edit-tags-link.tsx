import { useRouteLoaderData } from 'react-router'
import { Icon } from '#app/components/ui/icon'
import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import type { Role, TrustLevel } from '#app/lib/db/schema'

/**
 * "Edit tags" under a visible post, for trusted members and moderators (issue 43 §1). Only a
 * convenience: the tags page checks who may (app/features/forum/edit-tags.server.ts).
 */
export function EditTagsLink({ postId, active, className }: { postId: number; active: boolean; className?: string }) {
  const { t } = useI18n()
  const layout = useRouteLoaderData('routes/layout') as { user: { role: Role; trustLevel: TrustLevel } | null } | undefined
  const user = layout?.user
  if (!active || !user || (user.trustLevel !== 'trusted' && user.role === 'member')) return null
  return <Link to={`/seeking-hathazari/${postId}/tags`} className={className}><Icon name="tag" className="size-4" />{t('trust.tags.link')}</Link>
}
