import { cleanText } from './user-text'

/** Why a request body could not be read. */
export type BodyProblem = 'aborted' | 'too-large' | 'malformed' | 'unsupported'

/** A body that broke off, was too large, or is not a form. Never a server error: the client's. */
export class BodyError extends Error {
  constructor(readonly problem: BodyProblem) {
    super(`request body: ${problem}`)
  }
}

const statusOf: Record<BodyProblem, number> = { aborted: 400, 'too-large': 413, malformed: 400, unsupported: 415 }

/** The response for a body that could not be read: 400, 413 or 415, never a 500. */
export function bodyErrorResponse(error: BodyError): Response {
  return new Response(`The request body could not be read (${error.problem}).`, { status: statusOf[error.problem], headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

export const isUrlEncoded = (contentType: string) => /^application\/x-www-form-urlencoded\b/i.test(contentType)
const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType)

function cleaned(form: FormData): FormData {
  const out = new FormData()
  for (const [name, value] of form) {
    if (typeof value === 'string') out.append(cleanText(name), cleanText(value))
    else out.append(cleanText(name), value)
  }
  return out
}

async function parse(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new BodyError(request.signal.aborted ? 'aborted' : 'malformed')
  }
}

/** A url-encoded body's fields, cleaned (the body size was capped before it was read). */
export async function readUrlEncoded(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  for (const [name, value] of cleaned(await parse(request))) if (typeof value === 'string') fields[name] = value
  return fields
}

/**
 * Reads a posted form the way every action must: only a real form body (url-encoded or
 * multipart) is accepted, and every text value is cleaned (app/lib/user-text.ts: NFC, no
 * control characters) before anything validates it. Anything else answers 400/413/415 at once.
 * The HTTP layer has already capped the body's size by its content type (server/http.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  try {
    if (!isUrlEncoded(contentType) && !isMultipart(contentType)) throw new BodyError('unsupported')
    return cleaned(await parse(request))
  } catch (error) {
    if (error instanceof BodyError) throw bodyErrorResponse(error)
    throw error
  }
}

/** A text field of a form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** A record id from a form, a URL or a route parameter: a whole number in the database's range, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

/** A query-string value as typed text (cleaned like a form field), or '' when absent. */
export function queryText(url: URL, name: string): string {
  return cleanText(url.searchParams.get(name) ?? '')
}
