import { useActionData, useLoaderData, useNavigation } from 'react-router'
import { Form } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { answerQuestion } from '#app/features/assistant/answer.server'
import { applyEvent } from '#app/features/assistant/ask'
import { AnswerView, emptyAnswer, type Answer } from '#app/features/assistant/components/answer-view'
import { MAX_QUESTION_CHARS } from '#app/features/assistant/protocol'
import { endAnswer, readQuestion, startAnswer } from '#app/features/assistant/request.server'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/assistant'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'assistant.title')

/** GET /assistant?q=: the form, with a sample question filled in (asking it is a POST). */
export function loader({ request }: Route.LoaderArgs) {
  return { q: (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUESTION_CHARS) }
}

/**
 * POST /assistant: the same answer as the panel's, rendered by the server (no JavaScript needed).
 * A hidden field carries the previous question, so a follow-up keeps its thread.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const question = String(form.get('question') ?? '')
  const previous = String(form.get('previous') ?? '').slice(0, MAX_QUESTION_CHARS)
  // The form has no phone-held id as the panel has (and this page is shared from the page cache),
  // so each question here is its own asker: many readers behind one mobile operator's shared
  // address must not wait on each other. The per-address rate limit still holds.
  const client = crypto.randomUUID().replaceAll('-', '')
  const asked = await readQuestion(request, { question, client, history: previous ? [{ role: 'user', text: previous }] : [] })
  if ('status' in asked) {
    return { question, answer: { ...emptyAnswer(), error: { key: asked.key, vars: asked.vars }, done: true } satisfies Answer }
  }
  if (!startAnswer(asked.client)) return { question, answer: { ...emptyAnswer(), error: { key: 'assistant.error.busy' }, done: true } satisfies Answer }
  let answer = emptyAnswer()
  try {
    for await (const event of answerQuestion(asked.question, asked.history, asked.lang, request.signal)) answer = applyEvent(answer, event)
  } finally {
    endAnswer(asked.client)
  }
  return { question: asked.question, answer: { ...answer, done: true } }
}

export default function AssistantPage() {
  const { t } = useI18n()
  const { q } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const asking = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <>
      <PageHeader title={t('assistant.title')} icon="bot" />
      <p className="mb-4 max-w-2xl text-muted">{t('assistant.page.intro')}</p>
      <Form method="post" className="mb-6 flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="assistant-page-question" className="mb-1 block font-semibold">{t('assistant.input.label')}</label>
          <input id="assistant-page-question" name="question" required maxLength={MAX_QUESTION_CHARS} defaultValue={result ? '' : q}
            key={result?.question ?? 'first'} placeholder={t('assistant.input.placeholder')} autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-muted" />
        </div>
        {result?.question ? <input type="hidden" name="previous" value={result.question} /> : null}
        <button type="submit" disabled={asking} className="min-h-11 rounded-lg bg-primary px-5 font-semibold text-on-primary disabled:opacity-60">
          {t('assistant.page.ask')}
        </button>
      </Form>
      {result ? (
        <section aria-labelledby="assistant-answer" className="max-w-2xl rounded-xl border border-border bg-surface p-4">
          <p className="mb-2 font-semibold">{result.question}</p>
          <h2 id="assistant-answer" className="sr-only">{t('assistant.page.answer')}</h2>
          <AnswerView answer={result.answer} question={result.question} />
        </section>
      ) : null}
      <p className="mt-6 max-w-2xl text-xs text-muted">{t('assistant.privacy')}</p>
    </>
  )
}
