import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { Similar } from '../similar'
import { FORUM } from '#app/lib/forum-path'

/**
 * "This may already be answered": posts like the title, answered first, and the guide's pages and
 * records for the same words (issue 44 §5). Plain anchors, so the same markup serves the new-post
 * form (in its lazily loaded part) and the new post's page, where the server draws it alone and
 * the page's script carries none of it (similar-html.server.tsx). In the form the links open in
 * a new tab, so the draft (a photo chosen included) is not lost.
 */
export function SimilarList({ similar, newTab, heading, hint, headingLevel = 'h2', headingId }: {
  similar: Similar
  newTab: boolean
  heading: string
  hint?: string
  headingLevel?: 'h2' | 'h3'
  headingId?: string
}) {
  const { t, tn, href } = useI18n()
  const Heading = headingLevel
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4'
  const opens = newTab ? { target: '_blank', rel: 'noopener' } : {}
  const newTabNote = newTab ? <span className="sr-only"> {t('forum.similar.newTab')}</span> : null
  const link = 'flex min-h-11 items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-2'
  return (
    <>
      <Heading id={headingId} className="flex items-start gap-2 font-semibold">
        <Icon name="search" className="mt-0.5 size-5 shrink-0 text-primary" />{heading}
      </Heading>
      {hint ? <p className="mt-0.5 text-sm text-muted">{hint}</p> : null}
      {similar.posts.length ? (
        <>
          <Sub className="mt-2 text-sm font-semibold text-muted">{t('forum.similar.posts')}</Sub>
          <ul className="mt-1">
            {similar.posts.map((post) => (
              <li key={post.id}>
                <a href={href(`${FORUM}/${post.id}`)} {...opens} className={link}>
                  <Icon name={post.status ? 'circle-check' : 'message-circle'} className={`mt-0.5 size-4 shrink-0 ${post.status ? 'text-primary' : 'text-muted'}`} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-link underline-offset-2 [overflow-wrap:anywhere]">{post.title}</span>
                    <span className="block text-xs text-muted">
                      {post.status ? <span className="font-semibold text-fg">{t(post.status === 'answered' ? 'forum.badge.answered' : 'forum.status.resolved')} · </span> : null}
                      {t(`forum.badge.${post.category}`)} · {tn('forum.commentCount', post.comments)}
                    </span>
                  </span>
                  {newTabNote}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {similar.guide.length ? (
        <>
          <Sub className="mt-2 text-sm font-semibold text-muted">{t('forum.similar.guide')}</Sub>
          <ul className="mt-1">
            {similar.guide.map((entry) => (
              <li key={entry.id}>
                {/* The guide's own addresses, already in the reader's language. */}
                <a href={entry.href} {...opens} className={link}>
                  <Icon name={entry.icon} className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-link [overflow-wrap:anywhere]">{entry.name}</span>
                    {/* A page of the guide is its own page: its name says it. */}
                    {entry.page !== entry.name ? <span className="block text-xs text-muted">{entry.page}</span> : null}
                  </span>
                  {newTabNote}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
