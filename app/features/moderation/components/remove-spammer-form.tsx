import { Form } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold'
const check = 'flex min-h-11 items-center gap-2 text-sm'

/**
 * "Remove spammer" for one author (issue 43 §4): a plain POST to /moderation that works without
 * JavaScript. The server asks for the confirmation box and a reason, and checks the rank.
 * `idPrefix` keeps the labels' ids unique when one author has several items in the queue.
 */
export function RemoveSpammerForm({ userId, idPrefix }: { userId: string; idPrefix: string }) {
  const { t } = useI18n()
  return (
    <details className="mt-3 border-t border-border pt-3">
      <summary className="min-h-8 cursor-pointer py-1 text-sm font-semibold text-danger">{t('moderation.spammer.title')}</summary>
      <Form method="post" className="mt-2 space-y-1">
        <input type="hidden" name="intent" value="remove-spammer" />
        <input type="hidden" name="userId" value={userId} />
        <p className="text-sm text-muted">{t('moderation.spammer.intro')}</p>
        <label className={check}><input type="checkbox" name="blockEmail" value="1" className="size-5" />{t('moderation.spammer.blockEmail')}</label>
        <label className={check}><input type="checkbox" name="blockPhone" value="1" className="size-5" />{t('moderation.spammer.blockPhone')}</label>
        <label className="block text-sm font-semibold" htmlFor={`${idPrefix}-spam-reason`}>{t('moderation.spammer.reason')}</label>
        <input id={`${idPrefix}-spam-reason`} name="reason" maxLength={500} className={input} />
        <label className={`${check} font-semibold`}><input type="checkbox" name="confirm" value="yes" className="size-5" />{t('moderation.spammer.confirm')}</label>
        <button type="submit" className={`${button} bg-danger text-on-primary`}>{t('moderation.spammer.submit')}</button>
      </Form>
    </details>
  )
}
