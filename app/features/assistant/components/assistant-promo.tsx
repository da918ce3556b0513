import { Card } from '#app/components/ui/card'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'

const SAMPLES = ['assistant.promo.q1', 'assistant.promo.q2', 'assistant.promo.q3', 'assistant.promo.q4'] as const

/**
 * The home page's assistant promo (spec 1 §2): four sample questions. Each is a link to
 * /assistant with the question filled in; with JavaScript the floating button's script opens
 * the panel and asks it (data-assistant-ask).
 */
export function AssistantPromo() {
  const { t, href } = useI18n()
  return (
    <Card>
      <h2 id="assistant-promo" className="flex items-center gap-2 text-xl font-bold"><Icon name="bot" className="size-6 text-primary" />{t('assistant.promo.title')}</h2>
      <p className="mt-1 text-muted">{t('assistant.promo.body')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SAMPLES.map((key) => (
          <li key={key}>
            <a href={href(`/assistant?q=${encodeURIComponent(t(key))}`)} data-assistant-ask={t(key)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold hover:border-primary">
              <Icon name="sparkles" className="size-4 text-primary" />{t(key)}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  )
}
