import { useEffect, useState } from 'react'

/**
 * False in the server-rendered page and until the script runs, then true. Controls that only
 * JavaScript can re-enable (a submit disabled until input is valid) must stay enabled before.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
