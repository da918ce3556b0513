import { data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { Tabs } from '#app/components/ui/tabs'
import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { resendVerification } from '#app/features/auth/password-reset.server'
import { signOutEverywhere } from '#app/features/auth/sign-out.server'
import { ProfilePanel } from '#app/features/profile/components/profile-panel'
import { updateProfile } from '#app/features/profile/update-profile.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser, requireUser } from '#app/lib/auth/session.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, 'page.seekingHathazari.title', {
    canonical: location.pathname === '/seeking-hathazari' ? undefined : '/seeking-hathazari',
  })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  return { profile: user }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'update-profile') {
    const avatar = form.get('avatar')
    const result = await updateProfile(user, {
      name: String(form.get('name') ?? ''),
      bio: String(form.get('bio') ?? ''),
      avatar: avatar instanceof File ? avatar : null,
      removeAvatar: form.get('removeAvatar') === '1',
    })
    if (!result.ok) return data({ error: result.error }, { status: result.status })
    return redirectWithToast(request, '/seeking-hathazari?tab=profile', { title: 'profile.toast.updated', kind: 'success' })
  }
  if (intent === 'sign-out-everywhere') {
    return redirectWithAuth(request, '/', await signOutEverywhere(request), { title: 'auth.toast.signedOutEverywhere' })
  }
  if (intent === 'resend-verification') {
    const sent = await resendVerification(request, user.email)
    return redirectWithToast(request, '/seeking-hathazari?tab=profile', sent ? { title: 'auth.verify.resent', kind: 'success' } : { title: 'auth.error.tooManyAttempts', vars: { seconds: 3600 }, kind: 'error' })
  }
  throw redirect('/seeking-hathazari')
}

/** The community forum: Feed and Profile tabs (spec 1 §2). */
export default function Forum() {
  const { t } = useI18n()
  const { profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const tab = params.get('tab') === 'profile' ? 'profile' : 'feed'
  return (
    <>
      <PageHeader title={t('page.seekingHathazari.title')} icon="messages-square" />
      <Tabs
        label={t('page.seekingHathazari.title')}
        idBase="forum"
        tabs={[
          { id: 'feed', label: t('forum.tab.feed'), href: '?tab=feed' },
          { id: 'profile', label: t('forum.tab.profile'), href: '?tab=profile' },
        ]}
        selected={tab}
      >
        {tab === 'profile' ? (
          profile ? (
            <ProfilePanel profile={profile} editing={params.get('edit') === '1'} error={actionData?.error}
              myPosts={<p className="text-muted">{t('common.beingPrepared')}</p>} />
          ) : (
            <div className="rounded-xl border border-border bg-surface p-6 text-center">
              <h2 className="text-lg font-bold">{t('profile.notAvailable.title')}</h2>
              <p className="mt-2 text-muted">{t('profile.notAvailable.body')}</p>
            </div>
          )
        ) : (
          <p className="rounded-lg border border-border bg-surface p-4">{t('common.beingPrepared')}</p>
        )}
      </Tabs>
    </>
  )
}
