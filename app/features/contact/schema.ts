import type { MessageKey } from '#app/i18n/i18n'
import { charCount, isBlank, tidy } from '#app/lib/user-text'

export interface ContactValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const

const EMAIL = /^[^\s@]+@[^\s@]+$/
const PHONE = /^\+?[0-9 -]{5,20}$/
const length = (s: string) => charCount(tidy(s))

/** The contact form's rules (spec 2 §5), shared by the form and the action; all errors at once. */
export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, MessageKey>> {
  const errors: Partial<Record<keyof ContactValues, MessageKey>> = {}
  if (isBlank(values.name)) errors.name = 'contact.error.nameRequired'
  else if (length(values.name) > CONTACT_LIMITS.name) errors.name = 'contact.error.tooLong'
  if (isBlank(values.email)) errors.email = 'contact.error.emailRequired'
  else if (!EMAIL.test(values.email.trim()) || length(values.email) > CONTACT_LIMITS.email) errors.email = 'contact.error.emailInvalid'
  if (values.phone.trim() && !PHONE.test(values.phone.trim())) errors.phone = 'contact.error.phoneInvalid'
  if (isBlank(values.subject)) errors.subject = 'contact.error.subjectRequired'
  else if (length(values.subject) > CONTACT_LIMITS.subject) errors.subject = 'contact.error.tooLong'
  if (isBlank(values.message)) errors.message = 'contact.error.messageRequired'
  else if (length(values.message) > CONTACT_LIMITS.message) errors.message = 'contact.error.messageLong'
  return errors
}

export function contactValuesFrom(form: FormData): ContactValues {
  const text = (name: string) => String(form.get(name) ?? '')
  return { name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), message: text('message') }
}
