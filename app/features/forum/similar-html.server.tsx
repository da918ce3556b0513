import { renderToStaticMarkup } from 'react-dom/server'
import { catalogFor } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { I18nScopeContext, useI18n } from '#app/i18n/use-i18n'
import { Icon } from '#app/components/ui/icon'
import { SimilarList } from './components/similar-list'
import { findSimilar } from './similar.server'
import { FORUM } from '#app/lib/forum-path'

/**
 * Under a post its author just sent without JavaScript (the form's redirect adds `?posted=1`):
 * the posts and guide entries the form would have shown while the title was typed (issue 44 §5).
 * Drawn here as HTML, so the post page's script carries none of it (its budget has no room:
 * docs/performance.md), and asked only on that one request: an ordinary post page costs nothing
 * more. Null when nothing matches.
 */
export async function similarAfterPosting(post: { id: number; title: string }, lang: Lang): Promise<string | null> {
  const similar = await findSimilar(post.title, lang, { exceptId: post.id })
  if (similar.posts.length === 0 && similar.guide.length === 0) return null
  // The forum's texts, as its pages have them.
  const scope = { lang, catalogKey: catalogFor(lang, FORUM).key }
  return renderToStaticMarkup(
    <I18nScopeContext value={scope}>
      <AfterPosting postId={post.id} similar={similar} lang={lang} />
    </I18nScopeContext>,
  )
}

function AfterPosting({ postId, similar, lang }: { postId: number; similar: Awaited<ReturnType<typeof findSimilar>>; lang: Lang }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="similar-heading" className="relative mt-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <SimilarList similar={similar} newTab={false} heading={t('forum.similar.afterPost')} hint={t('forum.similar.afterPostHint')} headingId="similar-heading" />
      {/* The list is for this one visit: the post's own address without `?posted=1` has none. */}
      <a href={localePath(lang, `${FORUM}/${postId}`)} className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link underline">
        <Icon name="x" className="size-4" />{t('forum.similar.hide')}
      </a>
    </section>
  )
}
