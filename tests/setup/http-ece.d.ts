// http_ece (web-push's payload encryption) has no types; the tests decrypt what a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  const ece: { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer }
  export default ece
}
