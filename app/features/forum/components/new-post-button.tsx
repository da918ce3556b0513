import { lazy, Suspense, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { FORUM } from '#app/lib/forum-path'

const load = () => import('./new-post-dialog')
const NewPostDialog = lazy(load)

/**
 * "New Post" (or "Create New Post"): a link to /seeking-<place>/new, which with JavaScript
 * opens the composer in a dialog instead; signed out, it says to log in first (spec 1 §5).
 */
export function NewPostButton({ maxVideoMb, askRules = false, label = 'forum.newPost' }: { maxVideoMb: number; askRules?: boolean; label?: 'forum.newPost' | 'forum.createNew' }) {
  const { t } = useI18n()
  const signedIn = !!(useRouteLoaderData('routes/layout') as { user?: unknown } | undefined)?.user
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Link
        to={`${FORUM}/new`}
        onPointerEnter={() => signedIn && void load()}
        onFocus={() => signedIn && void load()}
        onClick={(event) => {
          event.preventDefault()
          if (!signedIn) {
            showToast({ title: 'forum.toast.loginFirst', description: 'forum.toast.loginFirstBody', kind: 'error' })
            return
          }
          setWanted(true)
          setOpen(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary"
      >
        <Icon name="pencil" className="size-4" />
        {t(label)}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <NewPostDialog open={open} onClose={() => setOpen(false)} maxVideoMb={maxVideoMb} askRules={askRules} />
        </Suspense>
      ) : null}
    </>
  )
}
