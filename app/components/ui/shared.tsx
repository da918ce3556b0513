import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { I18nScope } from '#app/i18n/use-i18n'
import type { RootData } from '#app/root'
import { ServerHtml } from './server-html'

/**
 * A part of a page that every reader given the same props sees alike (a post's body, a comment's
 * header): on the server its HTML is rendered once and kept, keyed by the language and the props,
 * and each reader's own parts (likes, reports, their edit links) are rendered around it as usual
 * (ADR 033). In the browser it is an ordinary component: React hydrates its markup, which is the
 * markup `render(props)` gives.
 *
 * `render` must be a module-level component that depends on nothing but its props and the
 * language: no loader data, no router hooks, no `useId`, no state that differs on the server.
 * Give it only public fields: whatever it reads must be in `props`, or two readers could be
 * given one reader's render.
 */
export function Shared<P extends object>({ render: Render, props, className }: { render: (props: P) => ReactNode; props: P; className?: string }) {
  const root = useRouteLoaderData('root') as RootData
  if (import.meta.env.SSR && renderShared) {
    const html = renderShared(Render as (props: unknown) => ReactNode, props, { lang: root.lang, catalogKey: root.catalog.key })
    // React's own render of `render(props)`, every text escaped by it: never HTML a user wrote.
    if (html !== null) return <ServerHtml className={className} html={html} />
  }
  return <div className={className}><Render {...props} /></div>
}

type SharedRenderer = (render: (props: unknown) => ReactNode, props: unknown, scope: I18nScope) => string | null

/** Set on the server (app/components/ui/shared-render.server.tsx); the browser's bundle carries none of it. */
let renderShared: SharedRenderer | null = null
export function provideSharedRenderer(renderer: SharedRenderer | null) {
  renderShared = renderer
}
