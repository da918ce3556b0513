import { encode } from 'uqr'
import { data, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, secondaryButtonClass, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { confirmEnrolment, disableTwoFactor, enrolment, hasTwoFactor, unusedBackupCodes } from '#app/features/auth/two-factor.server'
import { ForumTabs } from '#app/features/forum/components/forum-tabs'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { localizedRedirect } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-profile-two-factor'
import { FORUM } from '#app/lib/forum-path'

const HERE = `${FORUM}/profile/two-factor`

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.twoFactor.title')

/** The QR code as one SVG path (drawn here, on the server: the page carries no QR library). */
function qrPath(text: string): { size: number; d: string } {
  const { size, data: modules } = encode(text, { ecc: 'M' })
  let d = ''
  modules.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`
  }))
  return { size: size + 8, d }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  if (await hasTwoFactor(user.id)) return { enabled: true as const, backupLeft: await unusedBackupCodes(user.id) }
  const setup = (await enrolment(user))!
  return { enabled: false as const, key: setup.secret.match(/.{1,4}/g)!.join(' '), qr: qrPath(setup.uri) }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  if (intent === 'confirm') {
    const result = await confirmEnrolment(request, user.id, formText(form, 'code'))
    if (!result.ok) return data({ error: result.error, backupCodes: null }, { status: result.status })
    // Shown once, on this answer; only their hashes are kept.
    return data({ error: null, backupCodes: result.backupCodes })
  }
  if (intent === 'disable') {
    const result = await disableTwoFactor(request, user.id, formText(form, 'code'))
    if (!result.ok) return data({ error: result.error, backupCodes: null }, { status: result.status })
    return redirectWithToast(request, HERE, { title: 'auth.twoFactor.toast.off', kind: 'success' })
  }
  if (intent === 'restart') {
    if (!(await hasTwoFactor(user.id))) await enrolment(user, { restart: true })
    throw localizedRedirect(request, HERE)
  }
  return data({ error: { message: 'form.error.rejected' as const, vars: undefined, field: undefined }, backupCodes: null }, { status: 400 })
}

/** Turning two-step sign-in on (QR code or typed key, then a first code) and off. Works without JavaScript. */
export default function TwoFactorSettings() {
  const { t } = useI18n()
  const loaded = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const error = answer?.error ? t(answer.error.message, answer.error.vars) : undefined
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.communityForum.title')} icon="messages-square" />
      <ForumTabs current="profile" />
      <section aria-labelledby="two-factor-heading" className="max-w-lg rounded-xl border border-border bg-surface p-5">
        <h2 id="two-factor-heading" className="mb-2 flex items-center gap-2 text-xl font-bold">{t('auth.twoFactor.title')}</h2>
        {params.get('required') === '1' && !loaded.enabled ? <p role="alert" className="mb-3 rounded-lg bg-warning-soft p-3 text-sm text-warning-fg">{t('auth.twoFactor.setup.required')}</p> : null}
        {answer?.backupCodes ? (
          <div>
            <p role="status" className="mb-3 font-semibold text-link">{t('auth.twoFactor.toast.on')}</p>
            <h3 className="font-bold">{t('auth.twoFactor.backup.title')}</h3>
            <p className="mb-2 text-sm">{t('auth.twoFactor.backup.intro')}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono" aria-label={t('auth.twoFactor.backup.title')}>
              {answer.backupCodes.map((code) => <li key={code} className="rounded bg-surface-2 px-2 py-1 text-center">{code}</li>)}
            </ul>
            <Link to={`${FORUM}/profile`} className={`${secondaryButtonClass} mt-4`}>{t('forum.back')}</Link>
          </div>
        ) : loaded.enabled ? (
          <div>
            <p className="mb-1 font-semibold">{t('auth.twoFactor.status.on')}</p>
            <p className="mb-4 text-sm text-muted">{t('auth.twoFactor.backup.left', { count: loaded.backupLeft })}</p>
            <Form method="post" noValidate>
              <FormError>{error}</FormError>
              <fieldset disabled={pending} className="contents">
                <TextField label={t('auth.twoFactor.disable.code')} name="code" autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} maxLength={20} />
                <button type="submit" name="intent" value="disable" className={secondaryButtonClass}>{t('auth.twoFactor.disable.submit')}</button>
              </fieldset>
            </Form>
          </div>
        ) : (
          <div>
            <p className="mb-4 text-sm">{t('auth.twoFactor.setup.intro')}</p>
            <h3 className="font-bold">{t('auth.twoFactor.setup.scan')}</h3>
            <svg viewBox={`0 0 ${loaded.qr.size} ${loaded.qr.size}`} role="img" aria-label={t('auth.twoFactor.setup.qr')}
              className="my-3 size-48 rounded bg-white" shapeRendering="crispEdges">
              <path d={loaded.qr.d} fill="#000" />
            </svg>
            <p className="text-sm">{t('auth.twoFactor.setup.typed')}</p>
            <p className="mb-4 select-all break-words font-mono text-lg font-semibold" lang="en">{loaded.key}</p>
            <Form method="post" noValidate>
              <FormError>{error}</FormError>
              <fieldset disabled={pending} className="contents">
                <TextField label={<span className="font-bold">{t('auth.twoFactor.setup.enter')}</span>} name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]*" maxLength={6} />
                <button type="submit" name="intent" value="confirm" className={buttonClass}>{t('auth.twoFactor.setup.confirm')}</button>
              </fieldset>
            </Form>
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="restart" className="min-h-11 text-sm text-link underline">{t('auth.twoFactor.setup.restart')}</button>
            </Form>
          </div>
        )}
      </section>
    </div>
  )
}
