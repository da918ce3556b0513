import { catalogs } from '#app/i18n/catalogs.server'
import type { MessageKey } from '#app/i18n/i18n'
import type { Mail } from '../mail.server'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A bilingual mail: Bengali first, then English, so it reads right whatever language the
 * person chose on the site. Names and links are escaped in the HTML part.
 */
function bilingualMail(to: string, keys: { subject: MessageKey; body: MessageKey; action: MessageKey }, name: string, link: string): Mail {
  const { bn, en } = catalogs
  const fill = (s: string) => s.replace('{name}', name)
  const subject = `${bn[keys.subject]} / ${en[keys.subject]}`
  const text = [fill(bn[keys.body]), link, '', '—', '', fill(en[keys.body]), link, '', `${bn['app.name']} · ${en['app.name']}`].join('\n')
  const block = (lang: 'bn' | 'en', catalog: Record<MessageKey, string>) =>
    `<div lang="${lang}"><p>${escapeHtml(fill(catalog[keys.body]))}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(catalog[keys.action])}</a></p></div>`
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6">${block('bn', bn)}<hr>${block('en', en)}` +
    `<p style="color:#555">${escapeHtml(bn['app.name'])} · ${escapeHtml(en['app.name'])}</p></body></html>`
  return { to, subject, text, html }
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return bilingualMail(to, { subject: 'mail.reset.subject', body: 'mail.reset.body', action: 'mail.reset.action' }, name, link)
}

export function verificationMail(to: string, name: string, link: string): Mail {
  return bilingualMail(to, { subject: 'mail.verify.subject', body: 'mail.verify.body', action: 'mail.verify.action' }, name, link)
}
