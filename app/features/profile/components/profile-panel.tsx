import { useState, type ReactNode } from 'react'
import { initialsOf } from '#app/lib/initials'
import { FileField } from '#app/components/ui/file-field'
import { useNavigation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { buttonClass, FormError, secondaryButtonClass, TextArea, TextField } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { Spinner } from '#app/components/ui/spinner'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'
import { BIO_MAX, charCount } from '../schema'
import { FORUM } from '#app/lib/forum-path'

export interface ProfileView {
  name: string
  email: string
  emailVerified: boolean
  bio: string | null
  avatarUrl: string | null
  role: 'member' | 'moderator' | 'admin'
  createdAt: string
}

type FormErrorInfo = { field?: string; message: MessageKey; vars?: Vars } | null | undefined

/** The Profile tab (spec 1 §2): who you are, Edit Profile, your posts, and account actions (`account`: more of them, such as passkeys). */
export function ProfilePanel({ profile, editing, error, myPosts, account }: { profile: ProfileView; editing: boolean; error: FormErrorInfo; myPosts: ReactNode; account?: ReactNode }) {
  const { t, lang } = useI18n()
  if (editing) return <EditProfile profile={profile} error={error} />
  // An account made by a provider sign-in without a verified e-mail has a placeholder address in
  // the reserved .invalid domain (ADR 031): neither shown nor offered verification.
  const hasEmail = !!profile.email && !/\.invalid$/i.test(profile.email)
  return (
    <section aria-labelledby="profile-heading">
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row sm:items-start">
        <Avatar name={profile.name} initials={initialsOf(profile.name)} url={profile.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h2 id="profile-heading" className="text-xl font-bold">{profile.name}</h2>
          {/* An account made by phone (ADR 030) or by a provider without a verified e-mail (ADR 031). */}
          <p className="break-all text-sm text-muted">{hasEmail ? profile.email : t('auth.sms.profile.noEmail')}</p>
          <p className="mt-1 text-xs text-muted">
            {t(`profile.role.${profile.role}`)} · {t('profile.memberSince', { date: formatDate(lang, profile.createdAt) })}
          </p>
          <p className="mt-3 whitespace-pre-line">{profile.bio || <span className="text-muted">{t('profile.bio.empty')}</span>}</p>
          {hasEmail ? (
            <p className={`mt-2 inline-flex items-center gap-1 text-xs ${profile.emailVerified ? 'text-link' : 'text-warning-fg'}`}>
              <Icon name={profile.emailVerified ? 'shield-check' : 'triangle-alert'} className="size-4" />
              {t(profile.emailVerified ? 'auth.verify.verified' : 'auth.verify.notVerified')}
            </p>
          ) : null}
        </div>
        <Link to="?edit=1" className={secondaryButtonClass}>
          <Icon name="pencil" className="size-4" />
          {t('profile.edit')}
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {!profile.emailVerified && hasEmail ? (
          <Form method="post">
            <button type="submit" name="intent" value="resend-verification" className={secondaryButtonClass}>{t('auth.verify.resend')}</button>
          </Form>
        ) : null}
        {/* Saved for later (issue 44 §3): the reader's own list, a page of the profile like two-step sign-in. */}
        <Link to={`${FORUM}/profile/saved`} className={secondaryButtonClass}>
          <Icon name="bookmark" className="size-4" />
          {t('forum.saved.title')}
        </Link>
        <Link to={`${FORUM}/profile/two-factor`} className={secondaryButtonClass}>
          <Icon name="shield-check" className="size-4" />
          {t('auth.twoFactor.link')}
        </Link>
        <Form method="post">
          <button type="submit" name="intent" value="sign-out-everywhere" className={secondaryButtonClass}>
            <Icon name="log-out" className="size-4" />
            {t('profile.signOutEverywhere')}
          </button>
        </Form>
      </div>
      {account}
      <section aria-labelledby="my-posts-heading" className="mt-8">
        <h2 id="my-posts-heading" className="mb-3 text-lg font-bold">{t('profile.myPosts')}</h2>
        {myPosts}
      </section>
    </section>
  )
}

function EditProfile({ profile, error }: { profile: ProfileView; error: FormErrorInfo }) {
  const { t } = useI18n()
  const [bio, setBio] = useState(profile.bio ?? '')
  const [preview, setPreview] = useState<string | null>(null)
  const pending = useNavigation().state === 'submitting'
  const message = error ? t(error.message, error.vars) : undefined
  const over = charCount(bio.trim()) > BIO_MAX
  return (
    <Form method="post" encType="multipart/form-data" className="max-w-lg rounded-xl border border-border bg-surface p-5" noValidate>
      <h2 className="mb-4 text-xl font-bold">{t('profile.edit')}</h2>
      <input type="hidden" name="intent" value="update-profile" />
      <FormError>{error && !error.field ? message : undefined}</FormError>
      <fieldset disabled={pending} className="contents">
        <div className="mb-4 flex items-center gap-4">
          <Avatar name={profile.name} initials={initialsOf(profile.name)} url={preview ?? profile.avatarUrl} size="lg" />
          <div className="flex-1">
            <FileField label={t('profile.field.avatar')} name="avatar" accept="image/jpeg,image/png,image/webp"
              hint={t('profile.avatar.hint')} error={error?.field === 'avatar' ? message : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                setPreview(file ? URL.createObjectURL(file) : null)
              }} />
            {profile.avatarUrl ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeAvatar" value="1" className="size-4" />
                {t('profile.avatar.remove')}
              </label>
            ) : null}
          </div>
        </div>
        <TextField label={t('profile.field.name')} name="name" defaultValue={profile.name} autoComplete="name" maxLength={100}
          error={error?.field === 'name' ? message : undefined} required />
        <TextArea label={t('profile.field.bio')} name="bio" rows={3} value={bio} onChange={(event) => setBio(event.currentTarget.value)}
          error={error?.field === 'bio' ? message : over ? t('profile.error.bioLong') : undefined}
          hint={t('profile.bio.counter', { count: charCount(bio) })} />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={over}>
            {pending ? <Spinner /> : null}
            {t('profile.save')}
          </button>
          <Link to={`${FORUM}/profile`} className={secondaryButtonClass}>{t('profile.cancel')}</Link>
        </div>
      </fieldset>
    </Form>
  )
}
