import { getAuth } from '#app/lib/auth/auth.server'

/** Ends this session on the server (its row is deleted) and returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true })
  return headers
}

/** Ends every session of the signed-in user, on every device, this one included. */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  await getAuth().api.revokeSessions({ headers: request.headers })
  return signOut(request).catch(() => new Headers())
}
