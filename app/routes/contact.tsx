import { useEffect, useRef, useState, type FormEvent } from 'react'
import { data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { CallButton, Card } from '#app/components/ui/content'
import { buttonClass, FormError, TextArea, TextField } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { Spinner } from '#app/components/ui/spinner'
import { CONTACT_LIMITS, contactValuesFrom, validateContact } from '#app/features/contact/schema'
import { sendContactMessage } from '#app/features/contact/send-message.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/contact'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.contact.title')

/** The operator's own details come from configuration; nothing is shown until they are set. */
export async function loader() {
  const config = env()
  return {
    operator: {
      address: config.SITE_CONTACT_ADDRESS ?? null,
      phone: config.SITE_CONTACT_PHONE ?? null,
      email: config.SITE_CONTACT_EMAIL ?? null,
      facebook: config.SITE_FACEBOOK_URL ?? null,
    },
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const user = await getUser(request)
  const result = await sendContactMessage(request, { ...contactValuesFrom(form), honeypot: String(form.get('website') ?? '') }, getLang(request), user?.id ?? null)
  if (!result.ok) return data({ errors: result.errors, limited: result.limited ?? false }, { status: result.status })
  return redirectWithToast(request, '/contact?sent=1', { title: 'contact.sent.title', description: 'contact.sent.body', kind: 'success', duration: 5000 })
}

/** Contact (spec 2 §2): the form, kept on the server for the operator, and the operator's details. */
export default function Contact() {
  const { t } = useI18n()
  const { operator } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, MessageKey>> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const errors = clientErrors ?? result?.errors ?? {}
  useEffect(() => setClientErrors(null), [result])
  useEffect(() => {
    // After a successful send the page reloads at ?sent=1: the form starts empty again.
    if (!result && !pending) formRef.current?.reset()
  }, [result, pending])
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validateContact(contactValuesFrom(new FormData(event.currentTarget)))
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      setClientErrors(found)
      const first = Object.keys(found)[0]
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    }
  }
  const error = (field: string) => (errors[field as keyof typeof errors] ? t(errors[field as keyof typeof errors]!) : undefined)
  const configured = operator.address || operator.phone || operator.email || operator.facebook
  return (
    <>
      <PageHeader title={t('page.contact.title')} icon="mail">{t('contact.intro')}</PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card as="section">
          <h2 className="mb-4 text-xl font-bold">{t('contact.form.title')}</h2>
          <Form method="post" noValidate onSubmit={onSubmit} ref={formRef}>
            <FormError>{result?.limited ? t('contact.error.limited') : undefined}</FormError>
            <fieldset disabled={pending} className="contents">
              <TextField label={t('contact.field.name')} name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} error={error('name')} />
              <TextField label={t('contact.field.email')} name="email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} error={error('email')} />
              <TextField label={t('contact.field.phone')} name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} error={error('phone')} />
              <TextField label={t('contact.field.subject')} name="subject" maxLength={CONTACT_LIMITS.subject} error={error('subject')} />
              <TextArea label={t('contact.field.message')} name="message" rows={5} maxLength={CONTACT_LIMITS.message} error={error('message')} />
              {/* A field people never see: bots fill it, and their message is dropped. */}
              <div className="hidden" aria-hidden="true">
                <label>{t('contact.field.website')}<input name="website" tabIndex={-1} autoComplete="off" /></label>
              </div>
              <button type="submit" className={buttonClass}>
                {pending ? <Spinner /> : <Icon name="send" className="size-4" />}
                {t('contact.submit')}
              </button>
            </fieldset>
          </Form>
        </Card>
        <aside className="space-y-4">
          <Card as="section">
            <h2 className="mb-2 font-bold">{t('contact.details.title')}</h2>
            {!configured ? <p className="text-sm text-muted">{t('contact.details.notConfigured')}</p> : (
              <dl className="space-y-2 text-sm">
                {operator.address ? <div><dt className="text-muted">{t('contact.details.address')}</dt><dd>{operator.address}</dd></div> : null}
                {operator.phone ? <div><dt className="text-muted">{t('contact.details.phone')}</dt><dd><CallButton number={operator.phone} /></dd></div> : null}
                {operator.email ? <div><dt className="text-muted">{t('contact.details.email')}</dt><dd><a className="text-link underline" href={`mailto:${operator.email}`}>{operator.email}</a></dd></div> : null}
                {operator.facebook ? <div><dt className="text-muted">{t('contact.details.facebook')}</dt><dd><a className="text-link underline" href={operator.facebook} target="_blank" rel="noopener noreferrer">{operator.facebook}</a></dd></div> : null}
              </dl>
            )}
          </Card>
          <Card as="section" className="border-danger">
            <p className="font-semibold">{t('contact.emergency')}</p>
            <div className="mt-2"><CallButton number="999" /></div>
            <Link to="/emergency" className="mt-2 inline-block min-h-6 text-sm text-link underline">{t('page.emergency.title')}</Link>
          </Card>
        </aside>
      </div>
    </>
  )
}
