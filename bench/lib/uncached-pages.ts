/**
 * The uncached pages issue 16 targets at 3 ms of CPU, as [label, path, signed in?]. A visitor
 * is sent with a cookie that is not a session, so the page cache does not apply.
 */
export function uncachedPages(postWithComments: number): Array<[label: string, path: string, signedIn: boolean]> {
  return [
    ['forum list, signed in', '/seeking-hathazari', true],
    ['post page (10 comments), signed in', `/seeking-hathazari/${postWithComments}`, true],
    ['post page (10 comments), visitor, uncached', `/seeking-hathazari/${postWithComments}`, false],
    ['home, signed in', '/', true],
    ['directory (/hospitals), signed in', '/hospitals', true],
    ['list JSON, signed in', '/api/forum/posts', true],
  ]
}

/** A cookie that is not a session: the page is rendered as for a visitor, never from the cache. */
export const notASession = 'x=1'
