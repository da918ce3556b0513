// Types for the loopback OpenID Connect provider (tests/fixtures/test-oidc-provider.js, shared
// with the end-to-end server), for the integration tests.
import * as provider from '../fixtures/test-oidc-provider.js'

export interface TestAccount { email?: string; email_verified?: boolean; name?: string; given_name?: string }

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** The next sign-in logs in this account (a key of the store, or a new name) or is cancelled. */
  next(choice: string): void
  /** Adds or replaces an account in the store. */
  account(id: string, account: TestAccount): void
  /** Serve a key set whose key (same kid) is not the one the tokens are signed with. */
  wrongKeys: boolean
  close(): Promise<void>
}

export const TEST_ACCOUNTS: Record<string, TestAccount> = provider.TEST_ACCOUNTS
export const startTestProvider = provider.startTestProvider as (options: { redirectUri: string; port?: number; clientId?: string; clientSecret?: string }) => Promise<TestProvider>
export const followToCallback = provider.followToCallback as (authorizationUrl: string, redirectUri: string) => Promise<URL>
