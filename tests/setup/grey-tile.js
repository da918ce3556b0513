// The map tiles' stand-in in the end-to-end tests (no internet there): a 256 × 256 grey PNG.
// Plain JavaScript so that scripts/e2e-server.js (run by Node without a TypeScript loader) can
// serve it as the loopback tile server, and tests/e2e/fixtures.ts can use it too.
import { deflateSync } from 'node:zlib'

/**
 * A 256 × 256 grey PNG, what the loopback tile server answers for every tile.
 * @returns {Buffer}
 */
export function greyTile() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  /** @param {Buffer} bytes */
  const crc = (bytes) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(256, 0)
  header.writeUInt32BE(256, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const rows = Buffer.alloc(257 * 256, 0xcc)
  for (let row = 0; row < 256; row++) rows[row * 257] = 0 // filter: none
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}
