import { useEffect, useRef } from 'react'
import { showToast } from '#app/components/ui/toaster'
import type { Toast } from '#app/lib/toast'

/** Shows the toast an action returned to a fetcher, once per answer. */
export function useFetcherToast(fetcher: { data?: unknown }) {
  const shown = useRef<unknown>(null)
  useEffect(() => {
    const result = fetcher.data as { toast?: Toast | null } | undefined
    // As soon as the answer arrives (the page may reload its data and unmount the form after).
    if (!result || shown.current === result) return
    shown.current = result
    if (result.toast) showToast(result.toast)
  }, [fetcher.data])
}
