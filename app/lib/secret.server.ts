let secret: string | undefined

/** The server's signing secret (SESSION_SECRET, or the one generated in DATA_DIR). */
export function getSecret(): string {
  if (!secret) throw new Error('The session secret is not set yet')
  return secret
}

export function setSecret(value: string) {
  secret = value
}
