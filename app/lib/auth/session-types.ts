import type { Role, TrustLevel } from '../db/schema'

/** The signed-in reader, as the app uses them: better-auth's user joined with our profile. */
export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
  name: string
  bio: string | null
  avatarUrl: string | null
  role: Role
  createdAt: string
  /** Banned users can read but never write; suspended ones until this time (ISO), if set. */
  banned: boolean
  suspendedUntil: string | null
  /** Trust earned by taking part (issue 43, app/features/trust/levels.ts). */
  trustLevel: TrustLevel
  /** Silenced by readers' spam reports until a moderator decides: reads, never writes. */
  silenced: boolean
  /** A moderator approved their first post or comment: nothing of theirs waits any more. */
  reviewCleared: boolean
  /** Signed up from an address that made removed spammers: must verify before writing. */
  verifyBeforeWriting: boolean
  /** The account has a mobile number proved by a code sent to it (user_phones). */
  phoneVerified: boolean
  /** Ticked "I have read the community's rules" (asked on the first post). */
  rulesAccepted: boolean
  /** Whether the account signs in in two steps (required before moderating: ADR 016). */
  twoFactorEnabled: boolean
  /** Whether this session was made by a passkey, which is two factors in itself (ADR 029). */
  passkeySession: boolean
}

export interface SessionResult {
  user: SessionUser | null
  /** Set-Cookie values to pass on (a refreshed sliding session, or a cleared bad cookie). */
  setCookies: string[]
  /**
   * A session made by a correct password that still waits for the second step: it signs no one
   * in (`user` is null) until the code is given at /login/two-factor.
   */
  awaitingSecondFactor?: { userId: string; sessionToken: string }
}
