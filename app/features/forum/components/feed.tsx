import { useEffect, useRef, useState } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { onLiveEvent } from '#app/lib/live-client'
import { useI18n } from '#app/i18n/use-i18n'
import type { PostView } from '../post-view.server'
import { PostCard } from './post-card'
import { FORUM } from '#app/lib/forum-path'

export interface FeedPage {
  posts: PostView[]
  next: { createdAt: string; id: number } | null
}

type LiveEvent =
  | { type: 'post-created'; post: PostView }
  | { type: 'counts'; id: number; likes: number; comments: number }
  | { type: 'post-gone'; id: number }

const cursorOf = (next: NonNullable<FeedPage['next']>) => `${new Date(next.createdAt).getTime()}_${next.id}`

/**
 * The list of posts: pages of 10 by keyset, loaded as you scroll (and by the Load More link,
 * which is a plain link to the next page without JavaScript); new posts and changed counts
 * arrive live over Server-Sent Events.
 */
export function Feed({ initial, acceptsLive }: { initial: FeedPage; acceptsLive: (post: PostView) => boolean }) {
  const { t, href } = useI18n()
  const [params] = useSearchParams()
  const [posts, setPosts] = useState(initial.posts)
  const [next, setNext] = useState(initial.next)
  const fetcher = useFetcher<{ page?: FeedPage }>()
  const sentinel = useRef<HTMLDivElement>(null)
  const accepts = useRef(acceptsLive)
  accepts.current = acceptsLive

  const nextHref = next ? `?${withCursor(params, cursorOf(next))}` : null

  // Append a page when it arrives.
  useEffect(() => {
    const page = fetcher.data?.page
    if (!page || fetcher.state !== 'idle') return
    setPosts((current) => [...current, ...page.posts.filter((p) => !current.some((c) => c.id === p.id))])
    setNext(page.next)
  }, [fetcher.data, fetcher.state])

  // Infinite scroll: load the next page when the end of the list comes into view.
  const nextPageUrl = nextHref ? href(`${FORUM}${nextHref}`) : null
  useEffect(() => {
    const target = sentinel.current
    if (!target || !nextPageUrl || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && fetcher.state === 'idle') fetcher.load(nextPageUrl)
      },
      { threshold: 0.1 },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [nextPageUrl, fetcher])

  // Live updates (one connection per page, shared with the header's bell).
  useEffect(() => onLiveEvent((live) => {
    const event = live as LiveEvent
    if (event.type === 'post-created') {
      if (!accepts.current(event.post)) return
      setPosts((current) => (current.some((p) => p.id === event.post.id) ? current : [event.post, ...current]))
    } else if (event.type === 'counts') {
      setPosts((current) => current.map((p) => (p.id === event.id ? { ...p, likes: event.likes, comments: event.comments } : p)))
    } else if (event.type === 'post-gone') {
      setPosts((current) => current.filter((p) => p.id !== event.id))
    }
  }), [])

  return (
    <>
      <ol className="space-y-3" aria-label={t('page.communityForum.title')}>
        {posts.map((post) => <li key={post.id}><PostCard post={post} /></li>)}
      </ol>
      <div ref={sentinel} className="py-4 text-center">
        {fetcher.state !== 'idle' ? <p role="status" className="text-muted">{t('forum.loading')}</p> : null}
        {nextHref && fetcher.state === 'idle' ? (
          <Link
            to={nextHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault()
              fetcher.load(nextPageUrl!)
            }}
            className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-5 font-semibold hover:bg-surface-2"
          >
            {t('forum.loadMore')}
          </Link>
        ) : null}
      </div>
    </>
  )
}

function withCursor(params: URLSearchParams, cursor: string) {
  const next = new URLSearchParams(params)
  next.set('after', cursor)
  next.delete('tab')
  return next.toString()
}
