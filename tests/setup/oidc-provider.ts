import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider (panva's certified `oidc-provider`) on a loopback port, for the
 * tests of "Continue with Google" (ADR 031). One client, whose redirect URI is the app's callback;
 * a static account store; and an interaction that logs in the account chosen by the test (or
 * cancels) without a form, so a browser or a test's fetch goes straight back to the app.
 */

export interface TestAccount { email?: string; email_verified?: boolean; name?: string; given_name?: string }

/** The accounts every provider knows: one with a verified e-mail, one without, one matching a member the tests create. */
export const TEST_ACCOUNTS: Record<string, TestAccount> = {
  verified: { email: 'rahim@example.test', email_verified: true, name: 'রহিম উদ্দিন' },
  unverified: { email: 'karim@example.test', email_verified: false, given_name: 'Karim' },
  member: { email: 'member@example.test', email_verified: true, name: 'Existing Member' },
  nameless: { email: 'nameless.one@example.test', email_verified: true },
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** The next sign-in logs in this account (a key of the store) or is cancelled; then it goes back to the default. */
  next(choice: string | 'cancel'): void
  /** Adds or replaces an account in the store. */
  account(id: string, account: TestAccount): void
  /** Serve a key set whose key (same kid) is not the one the tokens are signed with. */
  wrongKeys: boolean
  close(): Promise<void>
}

let generated = 0

export async function startTestProvider(options: { redirectUri: string; clientId?: string; clientSecret?: string; defaultAccount?: () => string }): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>(Object.entries(TEST_ACCOUNTS))
  let nextChoice: string | null = null
  const clientId = options.clientId ?? 'hathazari-guide'
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789abcdef'
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const other = await generateKeyPair('RS256', { extractable: true })
  const signing = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const impostor = { ...(await exportJWK(other.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
  const state = { wrongKeys: false }
  const server: Server = createServer((req, res) => {
    if (state.wrongKeys && req.url?.startsWith('/jwks')) {
      res.setHeader('Content-Type', 'application/jwk-set+json')
      res.end(JSON.stringify({ keys: [impostor] }))
      return
    }
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri],
      token_endpoint_auth_method: 'client_secret_post', grant_types: ['authorization_code'], response_types: ['code'],
    }],
    jwks: { keys: [signing] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id)
      if (!account) return undefined
      return { accountId: id, claims: () => ({ ...account, sub: id }) }
    },
  })
  provider.on('server_error', (_ctx, error) => console.error('test provider:', error))

  const callback = provider.callback()
  handler = (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '')
    if (!match) return void callback(req, res)
    void (async () => {
      const details = await provider.interactionDetails(req, res)
      const choice = nextChoice ?? options.defaultAccount?.() ?? `generated-${++generated}`
      nextChoice = null
      if (choice === 'cancel') {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false })
        return
      }
      if (!accounts.has(choice)) accounts.set(choice, { email: `${choice}@example.test`, email_verified: true, name: `User ${choice}` })
      const grant = new provider.Grant({ accountId: choice, clientId: String(details.params.client_id) })
      grant.addOIDCScope('openid email profile')
      const grantId = await grant.save()
      await provider.interactionFinished(req, res, { login: { accountId: choice }, consent: { grantId } }, { mergeWithLastSubmission: false })
    })().catch((error: unknown) => {
      console.error('test provider interaction:', error)
      res.statusCode = 500
      res.end()
    })
  }

  return {
    issuer, clientId, clientSecret,
    next: (choice) => { nextChoice = choice },
    account: (id, account) => { accounts.set(id, account) },
    get wrongKeys() { return state.wrongKeys },
    set wrongKeys(value: boolean) { state.wrongKeys = value },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) from the app's
 * authorization URL until it sends the reader back to `redirectUri`; returns that address.
 */
export async function followToCallback(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = authorizationUrl
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url)
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`test provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`)
    url = new URL(location, url).href
  }
  throw new Error('too many redirects at the test provider')
}
