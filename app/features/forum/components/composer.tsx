import { lazy, Suspense, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Form } from '#app/components/ui/link'
import { buttonClass, FormError } from '#app/components/ui/form'
import { MessageHelp } from '#app/components/ui/message-help'
import { Spinner } from '#app/components/ui/spinner'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { showToast } from '#app/components/ui/toaster'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { validatePost } from '../schema'
import { compressImage } from './compress-image'
import { PostFields, type PostFieldValues } from './post-fields'
import { RULES_FIELD, RulesTick } from './rules-tick'
import { FORUM } from '#app/lib/forum-path'

// "This may already be answered" (issue 44 §5): loaded when the title is first used.
const SimilarSuggestions = lazy(() => import('./similar-suggestions'))

type Problem = { field?: string; message: MessageKey; vars?: Vars; description?: MessageKey }

/**
 * The new-post form. Without JavaScript it posts to /seeking-<place>/new. With JavaScript it
 * checks the fields first, makes a large photo smaller, and uploads with a progress bar.
 */
export function Composer({ values, serverError, maxVideoMb, onDone, askRules = false }: { values?: Partial<PostFieldValues>; serverError?: Problem | null; maxVideoMb: number; onDone?: () => void; askRules?: boolean }) {
  const { t, href } = useI18n()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [ready, setReady] = useState(!!(values?.title?.trim() && values?.content?.trim()))
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const error = problem ?? serverError ?? null
  // The title the similar posts are asked for; null until the title field is first used (a title
  // given in the address, "ask the community", counts as used).
  const [similarTitle, setSimilarTitle] = useState<string | null>(values?.title?.trim() ? values.title : null)

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = formRef.current
    if (!form) return
    const data = new FormData(form)
    const title = String(data.get('title') ?? '')
    setReady(!!title.trim() && !!String(data.get('content') ?? '').trim())
    const typedTitle = event.target instanceof HTMLInputElement && event.target.name === 'title'
    setSimilarTitle((was) => (was === null && !typedTitle ? null : title))
  }

  function onFocus(event: FocusEvent<HTMLFormElement>) {
    if (similarTitle === null && event.target instanceof HTMLInputElement && event.target.name === 'title') setSimilarTitle(event.target.value)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const invalid = validatePost({
      title: String(data.get('title') ?? ''), content: String(data.get('content') ?? ''), category: String(data.get('category') ?? ''),
      tags: String(data.get('tags') ?? ''), anonymous: data.get('anonymous') === 'on',
    })
    // A newcomer's first post: the rules' tick, before uploading anything (the server checks it too).
    if (!invalid && askRules && data.get(RULES_FIELD) !== 'yes') {
      setProblem({ field: RULES_FIELD, message: 'rules.error.mustAccept' })
      formRef.current?.querySelector<HTMLInputElement>(`[name="${RULES_FIELD}"]`)?.focus()
      return
    }
    if (invalid) {
      setProblem(invalid)
      if (invalid.message === 'forum.error.insufficient') showToast({ title: 'forum.toast.insufficient', description: 'forum.error.insufficient', kind: 'error' })
      return
    }
    const image = data.get('image')
    if (image instanceof File && image.size > 0) data.set('image', await compressImage(image))
    setProblem(null)
    setProgress(0)
    const response = await upload(data, setProgress)
    setProgress(null)
    // No connection: the service worker kept the post as a draft and sends it later (issue 15).
    if (response.draft) {
      showToast({ title: 'offline.draft.keptPost', kind: 'info' })
      onDone?.()
      return
    }
    if (response.ok && response.id) {
      showToast(response.waiting ? { title: 'forum.toast.postWaiting', description: 'forum.toast.waitingBody', kind: 'success' } : { title: 'forum.toast.created', kind: 'success' })
      onDone?.()
      navigate(href(`${FORUM}/${response.id}`))
      return
    }
    const failure = response.error ?? { message: 'forum.toast.unknownError' as MessageKey }
    setProblem(failure)
    showToast({ title: 'forum.toast.error', description: failure.description ?? failure.message, vars: failure.vars, kind: 'error' })
  }

  const message = error ? t(error.message, error.vars) : undefined
  return (
    <Form ref={formRef} method="post" action={`${FORUM}/new`} encType="multipart/form-data" noValidate
      onSubmit={hydrated ? (e) => void onSubmit(e) : undefined} onInput={onInput} onFocus={onFocus}>
      <FormError>{error && !error.field ? <>{message}<MessageHelp message={error.message} /></> : undefined}</FormError>
      <fieldset disabled={progress !== null} className="contents">
        <PostFields values={values} error={error} maxVideoMb={maxVideoMb}
          afterTitle={hydrated && similarTitle !== null ? <Suspense fallback={null}><SimilarSuggestions title={similarTitle} /></Suspense> : null} />
        {askRules ? <RulesTick error={error?.field === RULES_FIELD ? message : undefined} /> : null}
        {progress !== null ? (
          <div className="mb-3">
            <progress max={100} value={progress} className="w-full" aria-label={t('forum.uploading', { percent: progress })} />
            <p className="text-sm text-muted" aria-live="polite">{t('forum.uploading', { percent: progress })}</p>
          </div>
        ) : null}
        {/* Submit is disabled while title or content is empty, once the script can re-enable it. */}
        <button type="submit" className={buttonClass} disabled={hydrated && !ready}>
          {progress !== null ? <Spinner /> : null}
          {t('forum.submit')}
        </button>
      </fieldset>
    </Form>
  )
}

type Uploaded = { ok: boolean; id?: number; waiting?: boolean; draft?: boolean; error?: Problem }

function upload(data: FormData, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/forum/posts')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => resolve((xhr.response as Uploaded | null) ?? { ok: false, error: { message: 'forum.toast.unknownError' } })
    xhr.onerror = () => resolve({ ok: false, error: { message: 'forum.toast.actionFailedBody' } })
    xhr.send(data)
  })
}
