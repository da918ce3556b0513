import { lazy, Suspense } from 'react'
import { data, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { resendVerification } from '#app/features/auth/password-reset.server'
import { oidcLink, oidcSettings } from '#app/features/auth/oidc.server'
import { listPasskeys, removePasskey } from '#app/features/auth/passkeys.server'
import type { PhoneStepState } from '#app/features/auth/components/phone-code'
import { codeRefused, sendStep } from '#app/features/auth/sms/phone-actions.server'
import { smsEnabled } from '#app/features/auth/sms/sender.server'
import { addPhoneWithCode, phoneOf, removePhone } from '#app/features/auth/sms/sms-codes.server'
import { localPhone } from '#app/lib/phone'
import { signOutEverywhere } from '#app/features/auth/sign-out.server'
import { ForumTabs } from '#app/features/forum/components/forum-tabs'
import { listPosts } from '#app/features/forum/queries.server'
import { ProfilePanel } from '#app/features/profile/components/profile-panel'
import { readProfileForm, updateProfile } from '#app/features/profile/update-profile.server'
import { AVATAR_MAX_BYTES } from '#app/features/profile/schema'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser, requireUser } from '#app/lib/auth/session.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-profile'
import { getLang, localizedRedirect } from '#app/lib/preferences.server'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import { FORUM } from '#app/lib/forum-path'

const HERE = `${FORUM}/profile`
// Only a signed-in member's page shows it: kept out of the page's own code (the 120 KB budget).
const PasskeySection = lazy(() => import('#app/features/auth/components/passkey-section'))
const PhoneSection = lazy(() => import('#app/features/auth/components/phone-section'))
const OidcSection = lazy(() => import('#app/features/auth/components/oidc-section'))

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'profile.title')

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  // A picture far too large is refused before the action reads it (server/http.ts) and comes
  // back here: the form says so beside the picture, as for one just over the limit.
  const tooLarge = new URL(request.url).searchParams.get('error') === 'too-large'
  return {
    profile: user,
    myPosts: user ? (await listPosts({ mine: true }, user.id, null)).posts : [],
    passkeys: user ? await listPasskeys(user.id) : [],
    // The member's own number, for them alone (issue 34); the section only when SMS is on.
    sms: smsEnabled(),
    phone: user ? await phoneOf(user.id).then((phone) => (phone ? localPhone(phone) : null)) : null,
    // "Sign in with Google" when a provider is set (ADR 031).
    oidc: user && oidcSettings() ? { provider: oidcSettings()!.name, link: await oidcLink(user.id) } : null,
    refused: tooLarge ? { field: 'avatar', message: 'upload.error.tooLarge' as const, vars: { size: AVATAR_MAX_BYTES / 1024 / 1024 } } : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readProfileForm(request)
  if (!form.ok) return data({ error: form.error }, { status: form.status })
  const intent = form.fields.intent
  if (intent === 'update-profile') {
    const result = await updateProfile(user, {
      name: form.fields.name ?? '',
      bio: form.fields.bio ?? '',
      avatar: form.avatar,
      removeAvatar: form.fields.removeAvatar === '1',
    })
    if (!result.ok) return data({ error: result.error }, { status: result.status })
    return redirectWithToast(request, HERE, { title: 'profile.toast.updated', kind: 'success' })
  }
  if (intent === 'remove-passkey') {
    // Only the member's own: another member's passkey id is not found.
    const removed = await removePasskey(user.id, form.fields.passkeyId ?? '')
    return redirectWithToast(request, HERE, removed.ok ? { title: 'auth.passkey.toast.removed', kind: 'success' } : { title: removed.error.message, kind: 'error' })
  }
  if (intent === 'phone-send') {
    return sendStep(request, toFormData(form.fields), 'add-phone', getLang(request), user.id)
  }
  if (intent === 'phone-verify') {
    const fields = toFormData(form.fields)
    const added = await addPhoneWithCode(request, user.id, form.fields.codeId ?? '', form.fields.code ?? '')
    if (!added.ok) return codeRefused(fields, added)
    return redirectWithToast(request, HERE, { title: 'auth.sms.toast.added', kind: 'success' })
  }
  if (intent === 'phone-remove') {
    const removed = await removePhone(user.id)
    return redirectWithToast(request, HERE, removed.ok ? { title: 'auth.sms.toast.removed', kind: 'success' } : { title: removed.error.message, kind: 'error' })
  }
  if (intent === 'sign-out-everywhere') {
    return redirectWithAuth(request, '/', await signOutEverywhere(request), { title: 'auth.toast.signedOutEverywhere' })
  }
  if (intent === 'resend-verification') {
    // An account made with a phone number alone has no e-mail to verify (ADR 030).
    if (!user.email) throw localizedRedirect(request, HERE)
    const sent = await resendVerification(request, user.email)
    return redirectWithToast(request, HERE, sent ? { title: 'auth.verify.resent', kind: 'success' } : { title: 'auth.error.tooManyAttempts', vars: { seconds: 3600 }, kind: 'error' })
  }
  throw localizedRedirect(request, HERE)
}

/** The forum's Profile tab (spec 1 §2): who you are, Edit Profile, My Posts, account actions. */
export default function ForumProfile() {
  const { t } = useI18n()
  const { profile, myPosts, passkeys, oidc, refused, sms, phone } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const phoneState = actionData && 'step' in actionData ? (actionData as PhoneStepState) : undefined
  const pending = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.communityForum.title')} icon="messages-square" />
      <ForumTabs current="profile" />
      {profile ? (
        <ProfilePanel profile={profile} editing={params.get('edit') === '1'} error={phoneState ? refused : actionData?.error ?? refused}
          account={(
            <Suspense fallback={null}>
              {sms || phone ? <PhoneSection phone={phone} state={phoneState} pending={pending} canAdd={sms} /> : null}
              {oidc ? <OidcSection {...oidc} /> : null}
              <PasskeySection passkeys={passkeys} />
            </Suspense>
          )}
          myPosts={myPosts.length ? (
            <>
              <ol className="space-y-2">
                {myPosts.map((post) => (
                  <li key={post.id}>
                    <Link to={`${FORUM}/${post.id}`} className="block rounded-lg border border-border bg-surface p-3 hover:border-primary">
                      <span className="font-semibold">{post.title}</span>
                      {post.moderation !== 'active' ? <span className="ml-2 text-xs text-warning-fg">{t(moderationNotice(post.moderation, 'post', true))}</span> : null}
                    </Link>
                  </li>
                ))}
              </ol>
              <Link to={`${FORUM}?mine=1`} className="mt-2 inline-block text-sm font-semibold text-link underline">{t('forum.myPosts')}</Link>
            </>
          ) : <p className="text-muted">{t('forum.empty.mine')}</p>} />
      ) : (
        <div className="rounded-xl border border-border bg-surface p-6 text-center">
          <h2 className="text-lg font-bold">{t('profile.notAvailable.title')}</h2>
          <p className="mt-2 text-muted">{t('profile.notAvailable.body')}</p>
        </div>
      )}
    </div>
  )
}

/** The profile form's fields as FormData, for the SMS steps shared with the sign-in pages. */
function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}
