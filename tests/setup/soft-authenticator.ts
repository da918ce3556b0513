import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/**
 * A software passkey for integration tests: an ES256 key pair that answers WebAuthn
 * registration and sign-in options as a phone would (attestation "none", user present and
 * verified), for any origin and RP ID the test chooses: a wrong one is how another site's
 * passkey is made. `state.counter` is the signature counter the next answer carries (each answer adds one).
 */
export function softAuthenticator(userHandle = 'user') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  const state = { counter: 1 }

  function authData(rpId: string, flags: number, extra: Uint8Array = new Uint8Array()) {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(state.counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, extra])
  }

  return {
    id: b64url(credentialId),
    state,
    register(options: { challenge: string }, where: { origin: string; rpId: string }) {
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: where.origin, crossOrigin: false }))
      const cose = new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]])
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose))])
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData(where.rpId, 0x45, attested)]]) as never)
      state.counter++
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      }
    },
    authenticate(options: { challenge: string }, where: { origin: string; rpId: string }) {
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: where.origin, crossOrigin: false }))
      const data = authData(where.rpId, 0x05)
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey)
      state.counter++
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(data), signature: b64url(signature), userHandle: b64url(Buffer.from(userHandle)) },
        clientExtensionResults: {},
      }
    },
  }
}
