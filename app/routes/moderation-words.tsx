import { data, useActionData, useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, inputClass, secondaryButtonClass, TextArea, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { addWatchedWord, changeWatchedWord, deleteWatchedWord, isWordRule, listWatchedWords, tryWatchedWords } from '#app/features/watched-words/admin.server'
import { PATTERN_MAX, TRY_MAX, WORDS_MAX } from '#app/features/watched-words/limits'
import { wordActions, wordKinds, wordRules, type WordAction, type WordKind, type WordRule } from '#app/lib/watched-words/match'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation-words'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'words.title')

/** The list's address, showing one rule's entries or all. */
const listPath = (rule: WordRule | null) => `/moderation/words${rule ? `?rule=${rule}` : ''}`

/**
 * The watched words for admins (issue 43 §3): the list by rule, add, change what an entry does,
 * delete, and "try a text". Members and moderators get 403, visitors sign in, admins without
 * two-step sign-in turn it on first (requireRole).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const shown = new URL(request.url).searchParams.get('rule') ?? ''
  const rule = isWordRule(shown) ? shown : null
  const { total, groups } = await listWatchedWords()
  return { total, rule, groups: rule ? groups.filter((group) => group.rule === rule) : groups }
}

type ActionResult = {
  form: 'add' | 'entry' | 'try'
  error?: MessageKey
  vars?: Record<string, string | number>
  /** What the add form held, to show it again with the error. */
  values?: { kind: string; pattern: string; action: string; rule: string }
  /** The try box's text and what it triggers. */
  sample?: string
  result?: { action: WordAction; rule: WordRule; matched: string[] } | null
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  const form = await readForm(request)
  const text = (name: string) => formText(form, name)
  const intent = text('intent')
  const back = listPath(isWordRule(text('shown')) ? (text('shown') as WordRule) : null)
  if (intent === 'try') {
    const sample = text('sample')
    const tried = await tryWatchedWords(sample)
    if (!tried.ok) return data<ActionResult>({ form: 'try', error: tried.message, vars: tried.vars, sample: '' }, { status: tried.status })
    const found = tried.match
    return data<ActionResult>({ form: 'try', sample, result: found ? { action: found.action, rule: found.rule, matched: found.matched } : null })
  }
  if (intent === 'add') {
    const values = { kind: text('kind'), pattern: text('pattern'), action: text('action'), rule: text('rule') }
    const added = await addWatchedWord(admin, values)
    if (!added.ok) return data<ActionResult>({ form: 'add', error: added.message, vars: added.vars, values }, { status: added.status })
    return redirectWithToast(request, back, { title: 'words.done.added', kind: 'success' })
  }
  // An id that is not a whole number in range names no entry: never a database error.
  const id = parseId(text('id'))
  if (intent !== 'change' && intent !== 'delete') return data<ActionResult>({ form: 'entry', error: 'words.error.invalid' }, { status: 400 })
  if (id === null) return data<ActionResult>({ form: 'entry', error: 'words.error.notFound' }, { status: 404 })
  if (intent === 'change') {
    const changed = await changeWatchedWord(admin, id, text('action'))
    if (!changed.ok) return data<ActionResult>({ form: 'entry', error: changed.message }, { status: changed.status })
    return redirectWithToast(request, back, { title: 'words.done.changed', kind: 'success' })
  }
  const deleted = await deleteWatchedWord(admin, id)
  if (!deleted.ok) return data<ActionResult>({ form: 'entry', error: deleted.message }, { status: deleted.status })
  return redirectWithToast(request, back, { title: 'words.done.deleted', kind: 'success' })
}

const selectClass = 'min-h-11 rounded-lg border border-border bg-surface px-3 text-fg'

export default function WatchedWords() {
  const { t } = useI18n()
  const { total, rule: shown, groups } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  const values = answer?.form === 'add' ? answer.values : undefined
  const actionName = (action: WordAction) => t(`words.action.${action}`)
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('words.title')} icon="shield">{t('words.intro')}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>

      <section aria-labelledby="try-heading" className="mb-8 rounded-xl border border-border bg-surface p-4">
        <h2 id="try-heading" className="mb-2 text-lg font-bold">{t('words.try.title')}</h2>
        {answer?.form === 'try' ? <FormError>{answer.error ? t(answer.error, answer.vars) : undefined}</FormError> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="try" />
          <input type="hidden" name="shown" value={shown ?? ''} />
          <TextArea label={t('words.try.label')} name="sample" rows={3} maxLength={TRY_MAX} defaultValue={answer?.form === 'try' ? answer.sample : ''} />
          <button type="submit" className={secondaryButtonClass}>{t('words.try.submit')}</button>
        </Form>
        {answer?.form === 'try' && !answer.error ? (
          <div role="status" className="mt-3">
            {answer.result ? (
              <>
                <p className="font-semibold">{t('words.try.result', { action: actionName(answer.result.action), rule: t(`words.rule.${answer.result.rule}`) })}</p>
                <p className="mt-1 text-sm">{t('words.try.matched')}</p>
                <ul className="ms-5 list-disc text-sm">{answer.result.matched.map((pattern) => <li key={pattern}>{pattern}</li>)}</ul>
              </>
            ) : <p>{t('words.try.nothing')}</p>}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="add-heading" className="mb-8 rounded-xl border border-border bg-surface p-4">
        <h2 id="add-heading" className="mb-2 text-lg font-bold">{t('words.add.title')}</h2>
        {answer?.form === 'add' ? <FormError>{answer.error ? t(answer.error, answer.vars) : undefined}</FormError> : null}
        <Form method="post" key={answer?.form === 'add' ? 'again' : 'fresh'}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="shown" value={shown ?? ''} />
          <TextField label={t('words.field.pattern')} name="pattern" required maxLength={PATTERN_MAX} hint={t('words.field.patternHelp')}
            defaultValue={values?.pattern ?? ''} />
          <div className="flex flex-wrap gap-3">
            <Choice label={t('words.field.kind')} name="kind" value={values?.kind ?? 'word'} options={wordKinds.map((kind: WordKind) => [kind, t(`words.kind.${kind}`)])} />
            <Choice label={t('words.field.action')} name="action" value={values?.action ?? 'review'}
              options={wordActions.map((action) => [action, `${actionName(action)}: ${t(`words.action.${action}Help`)}`])} />
            <Choice label={t('words.field.rule')} name="rule" value={values?.rule ?? shown ?? 'betting'} options={wordRules.map((rule) => [rule, t(`words.rule.${rule}`)])} />
          </div>
          <button type="submit" className={`${buttonClass} mt-3`}>{t('words.add.submit')}</button>
        </Form>
      </section>

      <p className="mb-3 text-sm text-muted">{t('words.count', { count: total, max: WORDS_MAX })}</p>
      <nav aria-label={t('words.field.rule')} className="mb-4 flex flex-wrap gap-2">
        <Link to={listPath(null)} aria-current={shown === null ? 'page' : undefined} className={chip(shown === null)}>{t('moderation.contact.filter.all')}</Link>
        {wordRules.map((rule) => (
          <Link key={rule} to={listPath(rule)} aria-current={shown === rule ? 'page' : undefined} className={chip(shown === rule)}>{t(`words.rule.${rule}`)}</Link>
        ))}
      </nav>
      {answer?.form === 'entry' ? <FormError>{answer.error ? t(answer.error, answer.vars) : undefined}</FormError> : null}
      {groups.length === 0 ? <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('words.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.rule} aria-labelledby={`rule-${group.rule}`} className="mb-8">
          <h2 id={`rule-${group.rule}`} className="mb-2 text-xl font-bold">{t(`words.rule.${group.rule}`)}</h2>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {group.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                {/* An entry is text the admin typed: shown as text, never as markup. */}
                <span className="min-w-40 flex-1 break-all font-semibold">{entry.pattern}</span>
                <span className="text-sm text-muted">{t(`words.kind.${entry.kind}`)}</span>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="change" />
                  <input type="hidden" name="id" value={entry.id} />
                  <input type="hidden" name="shown" value={shown ?? ''} />
                  <select name="action" defaultValue={entry.action} aria-label={t('words.change.label', { pattern: entry.pattern })} className={selectClass}>
                    {wordActions.map((action) => <option key={action} value={action}>{actionName(action)}</option>)}
                  </select>
                  <button type="submit" className={secondaryButtonClass}>{t('words.change.submit')}</button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={entry.id} />
                  <input type="hidden" name="shown" value={shown ?? ''} />
                  <button type="submit" aria-label={t('words.delete.label', { pattern: entry.pattern })} className={`${secondaryButtonClass} text-danger`}>{t('words.delete.submit')}</button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function Choice({ label, name, value, options }: { label: string; name: string; value: string; options: Array<[string, string]> }) {
  return (
    <div>
      <label htmlFor={`field-${name}`} className="mb-1 block text-sm font-semibold">{label}</label>
      <select id={`field-${name}`} name={name} defaultValue={value} className={`${inputClass} min-h-11`}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
