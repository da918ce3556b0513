import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'

/** The form field the server reads (app/features/rules/accept.server.ts, RULES_FIELD). */
export const RULES_FIELD = 'rulesRead'

/**
 * "I have read the community's rules", on a newcomer's first post only (issue 43 §5; the loader
 * says whether to ask: `askRules`). The server checks it; the box alone proves nothing. The rules
 * open in a new tab, so what the reader has written stays in this form.
 */
export function RulesTick({ error }: { error?: string }) {
  const { t } = useI18n()
  const id = `field-${RULES_FIELD}`
  return (
    <div className="mb-3 rounded-lg border border-border bg-surface-2 p-3">
      <label htmlFor={id} className="flex items-start gap-2">
        <input type="checkbox" id={id} name={RULES_FIELD} value="yes" required className="mt-0.5 size-5 shrink-0"
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} />
        <span className="font-semibold">{t('rules.form.tick')}</span>
      </label>
      <p id={`${id}-hint`} className="ml-7 mt-1 text-sm text-muted">
        {t('rules.form.hint')}{' '}
        <Link to="/rules" target="_blank" rel="noopener" className="font-semibold text-link underline underline-offset-2">
          {t('rules.form.link')}<span className="sr-only"> {t('rules.form.newTab')}</span>
        </Link>
      </p>
      {error ? <p id={`${id}-error`} className="ml-7 mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  )
}
