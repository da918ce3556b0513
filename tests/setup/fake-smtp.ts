import { SMTPServer } from 'smtp-server'

export interface ReceivedMail { to: string; raw: string }

/** A real SMTP server on loopback: it keeps every message the app sends, raw (headers and body). */
export async function startFakeSmtp() {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as { port: number }).port
  return { inbox, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A received mail's headers (the first value of each, lower-cased names) and its text and HTML parts, decoded. */
export function readMail(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = parseHeaders(head!)
  const body = rest.join('\n\n')
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`]
  let text = ''
  let html = ''
  for (const part of parts) {
    const [partHead, ...partRest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const partHeaders = parseHeaders(partHead!)
    const content = decodeBody(partRest.join('\n\n'), partHeaders['content-transfer-encoding'] ?? '')
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = content
    else text = content
  }
  return { headers, text, html }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim()
  }
  return headers
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const unfolded = body.replace(/=\r?\n/g, '')
    return Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
  }
  return body
}
