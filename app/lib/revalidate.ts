import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * For pages whose loader returns the whole list and which filter it from the URL in render:
 * a change of ?q= or ?type= needs no trip to the server; a form submission (the language
 * toggle, say) or another page does.
 */
export function reloadOnlyOnPathOrForm({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate
  return currentUrl.pathname !== nextUrl.pathname
}
