import { createHmac } from 'node:crypto'
import { getAuth } from '#app/lib/auth/auth.server'
import { clientIp } from '#app/lib/auth/session.server'
import { getSecret } from '#app/lib/secret.server'

/**
 * A new better-auth session for `userId`, started by a way in that better-auth does not run
 * itself (a passkey, an SMS code, another site's sign-in), and its cookie exactly as
 * better-auth would set it: name, attributes, and the token signed with HMAC-SHA256, as
 * session.server.ts reads it.
 */
export async function startSession(request: Request, userId: string): Promise<{ token: string; headers: Headers }> {
  const context = await getAuth().$context
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: clientIp(request), userAgent: request.headers.get('user-agent') ?? '',
  })
  const cookie = context.authCookies.sessionToken
  const signature = createHmac('sha256', getSecret()).update(session.token).digest('base64')
  const attributes = cookie.attributes
  const parts = [`${cookie.name}=${encodeURIComponent(`${session.token}.${signature}`)}`, `Max-Age=${context.sessionConfig.expiresIn}`, `Path=${attributes.path ?? '/'}`]
  if (attributes.httpOnly) parts.push('HttpOnly')
  if (attributes.secure) parts.push('Secure')
  parts.push(`SameSite=${attributes.sameSite === 'strict' ? 'Strict' : 'Lax'}`)
  const headers = new Headers()
  headers.append('Set-Cookie', parts.join('; '))
  return { token: session.token, headers }
}
