import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { readHistory, type Maker, type VersionView } from '#app/features/forum/revisions.server'
import type { DiffPart } from '#app/features/forum/word-diff.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { parseId } from '#app/lib/form.server'
import { formatDateTime } from '#app/lib/format-time'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-post-history'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'forum.history.title')

/**
 * The earlier versions of a post, or of one of its comments (`?comment=`), newest first with the
 * changes marked (issue 44 §4). Its author and moderators only: anyone else, an id that names
 * nothing, a comment of another post get the post page's own "not found", whatever exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const notFound = () => redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  const postId = parseId(params.postId)
  const comment = new URL(request.url).searchParams.get('comment')
  const commentId = comment === null ? null : parseId(comment)
  if (postId === null || (comment !== null && commentId === null)) throw notFound()
  const history = await readHistory(user, postId, commentId)
  if (!history) throw notFound()
  return { history }
}

export default function History() {
  const { t } = useI18n()
  const { history } = useLoaderData<typeof loader>()
  const back = `${FORUM}/${history.postId}${history.commentId === null ? '' : `#comment-${history.commentId}`}`
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={back} className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-link">
        <Icon name="arrow-left" className="size-4" />{t('forum.history.back')}
      </Link>
      <PageHeader title={t('forum.history.title')} icon="clock">{t('forum.history.intro')}</PageHeader>
      <p className="mb-2 font-semibold">
        <Link to={back} className="text-link underline">
          {t(history.itemType === 'post' ? 'forum.history.ofPost' : 'forum.history.ofComment', { title: history.postTitle })}
        </Link>
      </p>
      <p className="mb-4 text-sm text-muted">
        {t('forum.history.legend')}{' '}
        <ins className={added}>{t('forum.history.sampleAdded')}</ins>{', '}
        <del className={removed}>{t('forum.history.sampleRemoved')}</del>
      </p>
      <ol className="space-y-4">
        {history.versions.map((version, i) => <li key={i}><Version version={version} /></li>)}
      </ol>
    </div>
  )
}

// Both kept readable in either theme: the underline or the line through says it without colour.
const added = 'rounded-sm bg-primary-soft px-0.5 text-fg underline decoration-2 underline-offset-2'
const removed = 'rounded-sm bg-warning-soft px-0.5 text-warning-fg line-through decoration-2'
const tagAdded = 'bg-primary-soft text-fg underline decoration-2 underline-offset-2 ring-1 ring-primary'

function Version({ version }: { version: VersionView }) {
  const { t, lang } = useI18n()
  const who = whoMade(t, version.by)
  return (
    <article className={`rounded-xl border bg-surface p-4 ${version.label === 'current' ? 'border-primary' : 'border-border'}`}
      aria-label={t(`forum.history.${version.label}`)}>
      <header className="mb-3 border-b border-border pb-2">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">
          {t(`forum.history.${version.label}`)}
          {version.byModerator ? (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-primary-soft px-2 text-xs font-semibold text-link">
              <Icon name="shield-check" className="size-3" />{t('forum.history.moderatorEdit')}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-muted">
          {t(version.edited ? 'forum.history.editedBy' : 'forum.history.writtenBy', { who })}
          {' · '}<time dateTime={version.writtenAt}>{formatDateTime(lang, version.writtenAt)}</time>
        </p>
      </header>
      {version.title ? (
        <Field label={t('forum.history.field.title')}>
          <p className="text-lg font-semibold leading-snug"><Marked parts={version.title} /></p>
        </Field>
      ) : null}
      <Field label={t('forum.history.field.content')}>
        <p className="whitespace-pre-wrap break-words"><Marked parts={version.content} /></p>
      </Field>
      {version.tags ? (
        <Field label={t('forum.history.field.tags')}>
          {version.tags.length ? (
            <ul className="flex flex-wrap gap-1">
              {version.tags.map(({ tag, kind }) => (
                <li key={`${kind}-${tag}`} className="text-sm">
                  <Mark kind={kind} className={`inline-flex min-h-6 items-center rounded-full px-2 ${kind === 'same' ? 'bg-surface-2' : kind === 'added' ? tagAdded : removed}`}>#{tag}</Mark>
                </li>
              ))}
            </ul>
          ) : <p className="text-sm text-muted">{t('forum.history.noTags')}</p>}
        </Field>
      ) : null}
      {version.media.length ? (
        <ul className="mt-2 space-y-1 text-sm font-semibold">
          {version.media.map((change) => (
            <li key={change} className="flex items-center gap-1">
              <Icon name={change.startsWith('image') ? 'image' : 'video'} className="size-4" />{t(`forum.history.${change}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section className="mt-2">
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{label}</h3>
      {children}
    </section>
  )
}

/** The text of a version, its added and removed words marked: text only, escaped by React. */
function Marked({ parts }: { parts: DiffPart[] }) {
  return <>{parts.map((part, i) => <Mark key={i} kind={part.kind}>{part.text}</Mark>)}</>
}

/** A piece as it is, added (<ins>) or removed (<del>); screen readers are told which in words. */
function Mark({ kind, className, children }: { kind: DiffPart['kind']; className?: string; children: React.ReactNode }) {
  const { t } = useI18n()
  if (kind === 'same') return className ? <span className={className}>{children}</span> : <>{children}</>
  const Tag = kind === 'added' ? 'ins' : 'del'
  return (
    <Tag className={className ?? (kind === 'added' ? added : removed)}>
      <span className="sr-only">{t(kind === 'added' ? 'forum.history.added' : 'forum.history.removed')} </span>{children}
    </Tag>
  )
}

function whoMade(t: ReturnType<typeof useI18n>['t'], by: Maker): string {
  if (by.kind === 'author') return by.name
  if (by.kind === 'anonymous') return t('forum.anonymous')
  return t(`forum.history.${by.kind}`)
}
