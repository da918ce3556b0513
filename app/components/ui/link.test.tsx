import { renderToString } from 'react-dom/server'
// React Router's own Link is what ours is compared with.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider, useFetcher, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { localePath } from '#app/i18n/paths'
import { sitePages } from '#app/lib/site-pages'
import { Link, ServerPostForm } from './link'

// The server writes links to our pages itself (ADR 019); in the browser React Router's Link
// hydrates onto them. React keeps the server's attributes when it hydrates, so the two must write
// exactly the same anchor, or a link would show one address and go to another.
const targets = [
  ...Object.values(sitePages).map((page) => page.path),
  '/seeking-hathazari/2#comments', '/seeking-hathazari/2/edit', '/seeking-hathazari/2?delete=1#post-title', '/seeking-hathazari?q=tag1',
  '/seeking-hathazari?q=%E0%A6%95%20x', '/local-heroes/muhammad-yunus', '/event-calendar?event=pundarik-dham-mela#pundarik-dham-mela',
  '/en/hospitals', '/logout', '/api/forum/posts', '/events.ics', '/preferences?lang=en',
]

async function render(lang: 'bn' | 'en', ui: (to: string) => React.ReactNode) {
  const routes: RouteObject[] = [{
    id: 'root',
    path: '/*',
    loader: () => ({ lang, theme: 'light', catalog: { key: 'test', src: '/test.json' }, origin: 'http://localhost' }),
    Component: () => <>{targets.map((to) => <p key={to}>{ui(to)}</p>)}</>,
  }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en/hospitals' : '/hospitals'}`))
  if (context instanceof Response) throw new Error('unexpected response')
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

describe('links to our pages, written by the server', () => {
  it('is the server build that takes the short way (the browser bundle keeps React Router\'s Link)', () => {
    expect(import.meta.env.SSR).toBe(true)
  })

  for (const lang of ['bn', 'en'] as const) {
    it(`write exactly the anchor React Router's Link writes (${lang})`, async () => {
      // Without React Router's own props (nearly every link), with them, and with an onClick.
      for (const routerProps of [{}, { replace: true, preventScrollReset: true }, { discover: 'none' as const }, { state: { from: 'list' }, onClick: () => {} }]) {
        const ours = await render(lang, (to) => <Link to={to} className="underline" aria-label="x" {...routerProps}>{to}</Link>)
        const theirs = await render(lang, (to) => <RouterLink to={localePath(lang, to)} className="underline" aria-label="x" {...routerProps}>{to}</RouterLink>)
        expect(ours).toBe(theirs)
      }
      const ours = await render(lang, (to) => <Link to={to} className="underline" aria-label="x">{to}</Link>)
      // And the hrefs are the reader's language's.
      expect(ours).toContain(lang === 'en' ? 'href="/en/seeking-hathazari/2#comments"' : 'href="/seeking-hathazari/2#comments"')
      expect(ours).toContain('href="/logout"')
    })
  }
})

describe('a fetcher\'s post form, written by the server', () => {
  // The Like and Save buttons: the server writes the form (ServerPostForm), the browser's
  // fetcher.Form hydrates onto it, so the two must write the same form.
  function FetcherForm({ action }: { action: string }) {
    const fetcher = useFetcher({ key: `test-${action}` })
    return <fetcher.Form method="post" action={action} preventScrollReset className="inline"><input type="hidden" name="intent" value="like" /><button type="submit">x</button></fetcher.Form>
  }

  for (const action of ['/seeking-hathazari/2', '/en/seeking-hathazari/2']) {
    it(`writes exactly the form React Router's fetcher.Form writes (${action})`, async () => {
      const page = async (ui: React.ReactNode) => {
        const routes: RouteObject[] = [{ id: 'root', path: '/*', Component: () => <>{ui}</> }]
        const handler = createStaticHandler(routes)
        const context = await handler.query(new Request('http://localhost/seeking-hathazari/2'))
        if (context instanceof Response) throw new Error('unexpected response')
        return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
      }
      const ours = await page(<ServerPostForm action={action} className="inline"><input type="hidden" name="intent" value="like" /><button type="submit">x</button></ServerPostForm>)
      const theirs = await page(<FetcherForm action={action} />)
      expect(ours).toBe(theirs)
      for (const attribute of ['method="post"', `action="${action}"`, 'data-discover="true"']) expect(ours).toContain(attribute)
    })
  }
})
