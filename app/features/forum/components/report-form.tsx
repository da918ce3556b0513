import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { buttonClass, FormError, secondaryButtonClass, TextArea } from '#app/components/ui/form'
import { useHydrated } from '#app/components/ui/use-hydrated'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { REPORT_MIN, reportKinds } from '../schema'
import { useFetcherToast } from './use-fetcher-toast'
import { FORUM } from '#app/lib/forum-path'

/** "Report Inappropriate Content": a kind, a reason of at least 10 characters (none needed for spam), Submit disabled until then. */
export function ReportForm({ postId, itemType, itemId, onDone, cancelHref, pageResult, action }: { postId: number; itemType: 'post' | 'comment'; itemId: number; onDone?: () => void; cancelHref?: string; pageResult?: { ok: boolean; intent?: string; error?: { message: MessageKey } } | null; action?: string }) {
  const { t, href } = useI18n()
  const fetcher = useFetcher<{ ok: boolean; error?: { message: MessageKey } }>()
  useFetcherToast(fetcher)
  const [reason, setReason] = useState('')
  const [kind, setKind] = useState<string>(reportKinds[0])
  const hydrated = useHydrated()
  // "Spam" is its own reason (issue 43 §4); the other kinds are explained in a few words.
  const spam = kind === 'spam'
  const enough = !hydrated || (spam ? reason.trim() === '' || Array.from(reason.trim()).length >= REPORT_MIN : Array.from(reason.trim()).length >= REPORT_MIN)
  // Close once per answer: calling it again on every render would restart the navigation.
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (!fetcher.data?.ok || handled.current === fetcher.data) return
    handled.current = fetcher.data
    onDone?.()
  }, [fetcher.data, onDone])
  return (
    <fetcher.Form method="post" action={href(action ?? `${FORUM}/${postId}`)} preventScrollReset>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <FormError>{(() => {
        const answer = fetcher.data ?? (pageResult?.intent === 'report' ? pageResult : undefined)
        return answer && !answer.ok && answer.error ? t(answer.error.message) : undefined
      })()}</FormError>
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-semibold">{t('forum.report.kind')}</legend>
        {reportKinds.map((option, index) => (
          <label key={option} className="flex min-h-9 items-center gap-2">
            <input type="radio" name="kind" value={option} defaultChecked={index === 0} onChange={() => setKind(option)} className="size-4" />
            {t(`forum.report.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      <TextArea label={t('forum.report.reason')} name="reason" rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)}
        hint={t(spam ? 'forum.report.hintSpam' : 'forum.report.hint')} required={!spam} minLength={REPORT_MIN} />
      <div className="flex gap-2">
        {cancelHref ? <a href={cancelHref} className={secondaryButtonClass}>{t('forum.cancel')}</a> : <button type="button" onClick={onDone} className={secondaryButtonClass}>{t('forum.cancel')}</button>}
        <button type="submit" className={buttonClass} disabled={!enough || fetcher.state !== 'idle'}>{t('forum.report.submit')}</button>
      </div>
    </fetcher.Form>
  )
}
