import { join } from 'node:path'
import { stylesheetFileIn } from '../../app/lib/inline-css.server'
import { FORUM } from '#app/lib/forum-path'

/**
 * Who asks for a page: a signed-in browser that has loaded a page of ours before (it holds the
 * stylesheet file, so documents link it: ADR 020), the same on its first page (styles inline),
 * or a visitor sent with a cookie that is not a session, so the page cache does not apply.
 */
export type Reader = 'signed in' | 'signed in, first page' | 'visitor'

/** The uncached pages issue 16 targets at 3 ms of CPU, as [label, path, reader]. */
export function uncachedPages(postWithComments: number): Array<[label: string, path: string, reader: Reader]> {
  return [
    ['forum list, signed in', `${FORUM}`, 'signed in'],
    ['forum list, signed in, first page (inline css)', `${FORUM}`, 'signed in, first page'],
    ['post page (10 comments), signed in', `${FORUM}/${postWithComments}`, 'signed in'],
    ['post page (10 comments), visitor, uncached', `${FORUM}/${postWithComments}`, 'visitor'],
    ['home, signed in', '/', 'signed in'],
    ['directory (/hospitals), signed in', '/hospitals', 'signed in'],
    ['list JSON, signed in', '/api/forum/posts', 'signed in'],
  ]
}

/** A cookie that is not a session: the page is rendered as for a visitor, never from the cache. */
export const notASession = 'x=1'

/** The Cookie header of `reader` for the server run from `checkout` (whose build names the stylesheet file). */
export function cookieFor(reader: Reader, session: string, checkout = '.'): string {
  if (reader === 'visitor') return notASession
  if (reader === 'signed in, first page') return session
  const file = stylesheetFileIn(join(checkout, 'build/client/assets'))
  return file ? `${session}; stylesheet=${file}` : session
}
