import { useEffect, useRef, useState } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { lettersIn, SIMILAR_MIN_LETTERS, type Similar } from '../similar'
import { SimilarList } from './similar-list'

/** How long typing must pause before the form asks. */
const PAUSE_MS = 600
/** At most one request this often, however the typing goes. */
const EVERY_MS = 1000
const NOTHING: Similar = { posts: [], guide: [] }

/**
 * The new-post form's "This may already be answered" (issue 44 §5), loaded the first time the
 * title field is used (the forum's pages have no room for it: docs/performance.md). After a pause
 * in typing, at most once a second, it asks GET /api/forum/similar for the title; an answer to
 * an older title than the one now typed is dropped. Shown in a polite live region, so a screen
 * reader hears it without losing its place.
 */
export default function SimilarSuggestions({ title }: { title: string }) {
  const { t, lang } = useI18n()
  const [shown, setShown] = useState<Similar>(NOTHING)
  const asked = useRef<{ at: number; controller: AbortController | null; latest: string }>({ at: 0, controller: null, latest: '' })
  // Titles already answered in this form: going back to one costs no request.
  const answers = useRef(new Map<string, Similar>())

  useEffect(() => {
    const wanted = title.replace(/\s+/g, ' ').trim()
    const state = asked.current
    state.latest = wanted
    if (lettersIn(wanted) < SIMILAR_MIN_LETTERS) {
      state.controller?.abort()
      setShown(NOTHING)
      return
    }
    const known = answers.current.get(wanted)
    if (known) {
      setShown(known)
      return
    }
    const wait = Math.max(PAUSE_MS, state.at + EVERY_MS - Date.now())
    const timer = setTimeout(() => {
      state.controller?.abort()
      const controller = new AbortController()
      state.controller = controller
      state.at = Date.now()
      const params = new URLSearchParams({ title: wanted, lang })
      fetch(`/api/forum/similar?${params.toString()}`, { signal: controller.signal })
        .then(async (response) => (response.ok ? ((await response.json()) as Similar) : null))
        .then((found) => {
          if (!found) return
          answers.current.set(wanted, found)
          // Typed on since it was asked: this answer is for a title no longer there.
          if (state.latest === wanted) setShown(found)
        })
        // Offline, or asked again before it came: the list stays as it was.
        .catch(() => {})
    }, wait)
    return () => clearTimeout(timer)
  }, [title, lang])

  useEffect(() => () => asked.current.controller?.abort(), [])

  const any = shown.posts.length > 0 || shown.guide.length > 0
  return (
    <section aria-live="polite" aria-label={t('forum.similar.heading')} className={any ? 'mb-3 rounded-lg border border-border bg-surface-2 p-3' : undefined}>
      {any ? <SimilarList similar={shown} newTab heading={t('forum.similar.heading')} hint={t('forum.similar.draftKept')} headingLevel="h3" /> : null}
    </section>
  )
}
