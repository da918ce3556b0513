import type { FormEvent, ReactNode } from 'react'
import { useFetcher } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'
import { useFetcherToast } from './use-fetcher-toast'

/**
 * A reader's mark on a post or comment, on or off (a like, a save): a small form on the post's
 * page (works without JavaScript); with JavaScript a fetcher that shows the wanted state at once
 * and settles on the server's answer. It sends the wanted state, so a double tap cannot count twice.
 * `children` is given the state shown and the answer the server gave last.
 */
export function MarkForm({ postId, intent, field, itemType, itemId, on, onSubmit, children }: {
  postId: number
  intent: string
  /** The form field and the answer's key: `liked`, `saved`. */
  field: string
  itemType: 'post' | 'comment'
  itemId: number
  on: boolean
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  children: (shown: boolean, answer: Record<string, unknown> | undefined) => ReactNode
}) {
  const { href } = useI18n()
  const fetcher = useFetcher<Record<string, unknown>>({ key: `${intent}-${itemType}-${itemId}` })
  useFetcherToast(fetcher)
  const pending = fetcher.formData?.get(field)
  const shown = pending !== undefined ? pending === '1' : (fetcher.data?.[field] as boolean | undefined) ?? on
  return (
    <fetcher.Form method="post" action={href(`/seeking-hathazari/${postId}`)} preventScrollReset onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name={field} value={shown ? '0' : '1'} />
      {children(shown, fetcher.data)}
    </fetcher.Form>
  )
}
