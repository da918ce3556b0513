import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { logger, logMethod, NOT_KEPT, notKept, setLogSink } from '../logger.server'
import { currentScope, perRequest } from '../request-scope.server'
import { scrub } from './scrub'

/**
 * The admins' error log, the part that listens (issue 46 §2, docs/operations.md "The error
 * log"). The logger hands every warning and error it writes to `capture` (pino's
 * `hooks.logMethod`, app/lib/logger.server.ts); what is needed is copied there and then, and
 * everything else (scrubbing, grouping, the insert) happens later, off the request:
 *
 * - an entry logged inside a request waits for the request's end, to know its status;
 * - the queue is bounded (QUEUE_MAX): past it, entries are counted and dropped;
 * - a batch is written at most every FLUSH_MS, in one insert (app/lib/error-log/store.server.ts);
 * - a write that fails drops its batch with a plain log line, which is not kept, and pauses the
 *   writer for a while; whatever is logged while the writer works is not kept either, so the
 *   error log never feeds on itself.
 */

export type ErrorLevel = 'warn' | 'error' | 'fatal'

/** What a request says about itself, once it has ended. Never its address, query or body. */
export interface RequestFacts {
  method: string
  /** The route pattern React Router matched (`/en?/seeking-<place>/:postId`), or null. */
  route: string | null
  status: number | null
  lang: 'bn' | 'en' | null
  signedIn: boolean | null
}

/** One row of the error log, scrubbed, as the store writes it. */
export interface ErrorRow {
  at: Date
  level: ErrorLevel
  groupKey: string
  message: string
  error: string | null
  place: string
  stack: string | null
  request: RequestFacts | null
}

/**
 * A request being served, as the server describes it to the error log (server/request-handler.ts
 * makes one per request: one object, nothing else). It is asked anything only once something
 * was logged during the request.
 */
export interface RequestSource {
  readonly method: string
  /** The matched pattern, filled in as the first loader runs (app/lib/metrics.server.ts). */
  readonly route: { pattern: string }
  /** Calls back once, with the answer's status, when the answer is done (at once if it is). */
  onEnd(callback: (status: number) => void): void
  /** Language and sign-in, worked out after the answer. */
  describe(): Promise<Pick<RequestFacts, 'lang' | 'signedIn'>>
}

/** A request that logged something: its entries wait for its end, to know its status. */
interface WatchedRequest {
  source: RequestSource
  pending: Captured[]
  done: boolean
  status: number | null
  facts: Promise<RequestFacts> | null
}

/** What the hook copies: raw text, cut to a bound. */
interface Captured {
  at: Date
  level: ErrorLevel
  message: string
  error: string | null
  stack: string | null
  /** The logging line's stack, for an entry without an error's. */
  caller: string | null
  request: RequestFacts | null
}

const QUEUE_MAX = 200
const PER_REQUEST_MAX = 20
const BATCH_MAX = 100
const FLUSH_MS = 250
const PAUSE_AFTER_FAILURE_MS = 30_000

const MESSAGE_MAX = 500
const ERROR_MAX = 1000
const STACK_MAX = 4000
const PLACE_MAX = 300

export type ErrorWriter = (rows: ErrorRow[]) => Promise<void>

const queue: Captured[] = []
let writer: ErrorWriter | null = null
let capturing = false
let dropped = 0
let failedWrites = 0
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> | null = null
let pausedUntil = 0
const ownWork = new AsyncLocalStorage<true>()

const REQUEST_KEY = 'error-log:request'

/** Starts listening to the logger (entries wait in the queue until a writer is set). */
export function captureErrors() {
  capturing = true
  setLogSink(capture)
}

/** The writer of batches (the database's, at start; tests give their own). Null stops writing. */
export function setErrorWriter(write: ErrorWriter | null) {
  writer = write
  pausedUntil = 0
  if (write && queue.length > 0) schedule()
}

/** Stops listening and writing; what waits is written first if a writer is set. */
export async function stopErrorLog() {
  capturing = false
  setLogSink(null)
  await flushErrorLog()
  writer = null
}

/** Names the request being served (called inside its scope, as it starts). */
export function followRequest(source: RequestSource) {
  perRequest(REQUEST_KEY, () => source)
}

const watched = new WeakMap<RequestSource, WatchedRequest>()

/** The watcher of this request, made when its first entry is logged. */
function watcherOf(source: RequestSource): WatchedRequest {
  let request = watched.get(source)
  if (!request) {
    const made: WatchedRequest = { source, pending: [], done: false, status: null, facts: null }
    watched.set(source, made)
    source.onEnd((status) => finishRequest(made, status))
    request = made
  }
  return request
}

/** The request has ended with this status: its entries join the queue with what it was. */
function finishRequest(request: WatchedRequest, status: number) {
  if (request.done) return
  request.done = true
  request.status = status
  if (request.pending.length === 0) return
  const entries = request.pending
  request.pending = []
  void factsOf(request).then((facts) => {
    for (const entry of entries) enqueue({ ...entry, request: facts })
  })
}

/** What the request was, worked out once, when the first entry of an ended request needs it. */
function factsOf(request: WatchedRequest): Promise<RequestFacts> {
  const { source } = request
  request.facts ??= source.describe()
    .catch(() => ({ lang: null, signedIn: null }))
    .then((facts) => ({ method: source.method, route: source.route.pattern || null, status: request.status, lang: facts.lang, signedIn: facts.signedIn }))
  return request.facts
}

const LEVELS: Record<number, ErrorLevel> = { 40: 'warn', 50: 'error', 60: 'fatal' }

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

// What the hook copies is cut to twice what is stored (scrubbing shortens what it replaces), and
// copied: a slice would keep the whole of a huge original alive while it waits in the queue.
const RAW = { message: 2 * MESSAGE_MAX, error: 2 * ERROR_MAX, stack: 2 * STACK_MAX }
const copy = (text: string, max: number) => (text.length > max ? Buffer.from(text.slice(0, max)).toString() : text)

/** The logger's sink: copies a warning or error, and never throws (the logger drops it anyway). */
export function capture(level: number, args: unknown[]) {
  if (!capturing || ownWork.getStore()) return
  const [first, second] = args
  let err: unknown
  let message = typeof second === 'string' ? second : ''
  if (first instanceof Error) {
    err = first
  } else if (first && typeof first === 'object') {
    const fields = first as Record<string | symbol, unknown>
    if (fields[NOT_KEPT]) return
    err = fields.err ?? (typeof fields.error === 'string' || fields.error instanceof Error ? fields.error : undefined)
  } else if (typeof first === 'string') {
    message = first
  }
  const error = describeError(err)
  if (!message) message = error?.message ?? ''
  // Where it happened: the error's own stack if it passes through the guide's code; else (no
  // error, or one raised by Node's I/O, whose stack is only Node's) the line that logged it.
  let caller: string | null = null
  if (!error?.stack || !frames(error.stack).some(isOwnFrame)) {
    const holder: { stack?: string } = {}
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 10
    Error.captureStackTrace(holder, logMethod)
    Error.stackTraceLimit = limit
    caller = holder.stack ?? null
  }
  const entry: Captured = {
    at: new Date(),
    level: LEVELS[level] ?? (level > 50 ? 'fatal' : 'error'),
    message: copy(message, RAW.message),
    error: error ? copy(error.text, RAW.error) : null,
    stack: error?.stack ? copy(error.stack, RAW.stack) : null,
    caller: caller ? copy(caller, RAW.stack) : null,
    request: null,
  }
  const source = currentScope()?.get(REQUEST_KEY) as RequestSource | undefined
  const request = source ? watcherOf(source) : null
  if (!request) {
    enqueue(entry)
  } else if (!request.done) {
    if (request.pending.length < PER_REQUEST_MAX) request.pending.push(entry)
    else dropped++
  } else {
    // Work the request started went on after its answer (a mail sent after the redirect, say).
    void factsOf(request).then((facts) => enqueue({ ...entry, request: facts }))
  }
}

function describeError(err: unknown): { text: string; message: string; stack: string | null } | null {
  if (err === undefined || err === null) return null
  if (err instanceof Error || (typeof err === 'object' && 'message' in err)) {
    const { name, message, stack } = err as { name?: unknown; message?: unknown; stack?: unknown }
    const text = String(message ?? '')
    return { text: `${typeof name === 'string' && name ? name : 'Error'}: ${text}`, message: text, stack: typeof stack === 'string' ? stack : null }
  }
  const text = typeof err === 'string' ? err : safeString(err)
  return { text, message: text, stack: null }
}

/** A thrown value that is not an Error (a rejection's reason): its text, or its JSON (scrubbed later). */
function safeString(value: unknown): string {
  try {
    const text = String(value)
    return text === '[object Object]' ? JSON.stringify(value) : text
  } catch {
    return typeof value
  }
}

function enqueue(entry: Captured) {
  if (queue.length >= QUEUE_MAX) {
    dropped++
    return
  }
  queue.push(entry)
  schedule()
}

function schedule() {
  if (!writer || timer || flushing) return
  timer = setTimeout(() => {
    timer = null
    flushing = flushOnce().finally(() => {
      flushing = null
      if (queue.length > 0) schedule()
    })
  }, Math.max(FLUSH_MS, pausedUntil - Date.now()))
  timer.unref()
}

/**
 * Writes what waits now (shutdown, tests), pause or not, until the queue is empty or a write
 * fails. Never throws.
 */
export async function flushErrorLog() {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  if (flushing) await flushing
  const failuresBefore = failedWrites
  while (writer && queue.length > 0 && failedWrites === failuresBefore) await flushOnce()
  if (writer && queue.length > 0) schedule()
}

async function flushOnce() {
  const write = writer
  if (!write) return
  const batch = queue.splice(0, BATCH_MAX)
  if (batch.length === 0) return
  await ownWork.run(true, async () => {
    try {
      const rows: ErrorRow[] = []
      for (const entry of batch) rows.push(toRow(entry))
      await write(rows)
    } catch (error) {
      // Dropped: an error while keeping errors must not become more errors to keep.
      failedWrites++
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
      logger.warn({ ...notKept, entries: batch.length, reason: cut(String((error as Error)?.message ?? error), 300) }, 'error log: entries could not be stored (they are in this log)')
    }
    if (dropped > 0) {
      logger.warn({ ...notKept, entries: dropped }, 'error log: too many at once, entries not stored (they are in this log)')
      dropped = 0
    }
  })
}

/** Counts since start, for tests and the operator. */
export function errorLogStats() {
  return { queued: queue.length, dropped, failedWrites }
}

// ---- Making a row ------------------------------------------------------------------------------

const cwd = process.cwd()

/** A path without this checkout's folder (the file URL's or the plain one). */
function relative(text: string) {
  return text.replaceAll(`file://${cwd}/`, '').replaceAll(`${cwd}/`, '')
}

/** The frames of a stack, without its message lines. */
function frames(stack: string): string[] {
  return stack.split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim().slice(3))
}

/** A frame of the guide's own code: not Node's internals, not a library, not native. */
function isOwnFrame(frame: string): boolean {
  return !/(^|\()node:|\/node_modules\/|<anonymous>|^native\b/.test(frame)
}

/**
 * The place: the top frame of the guide's own code in the error's stack, else in the logging
 * call's (the logger's own frames are never in it), else the error's top frame as it is.
 */
export function placeOf(stack: string | null, caller: string | null): string {
  const ownStack = stack ? frames(stack) : []
  const callerStack = caller ? frames(caller) : []
  return ownStack.find(isOwnFrame) ?? callerStack.find(isOwnFrame) ?? ownStack[0] ?? callerStack[0] ?? ''
}

/** Digits do not make another group: "post 12 not found" and "post 13 not found" are one. */
const shape = (text: string | null) => (text ?? '').replace(/\d+/g, '0')

/** The group's key: the message and error (numbers aside) at one place. */
export function groupKey(message: string, error: string | null, place: string): string {
  return createHash('sha256').update(`${shape(message)}\n${shape(error)}\n${place}`).digest('base64url').slice(0, 22)
}

function toRow(entry: Captured): ErrorRow {
  const message = cut(scrub(entry.message), MESSAGE_MAX)
  const error = entry.error === null ? null : cut(scrub(entry.error), ERROR_MAX)
  const place = cut(scrub(relative(placeOf(entry.stack, entry.caller))), PLACE_MAX)
  // The line that logged it, after the error's own stack when that says nothing of ours.
  const logged = entry.caller ? frames(entry.caller).filter((frame) => !frame.includes('/node_modules/pino/')).map((frame) => `    at ${frame}`).join('\n') : ''
  const full = [entry.stack, logged ? `Logged at:\n${logged}` : null].filter(Boolean).join('\n')
  const stack = full ? cut(scrub(relative(full)), STACK_MAX) : null
  return { at: entry.at, level: entry.level, groupKey: groupKey(message, error, place), message, error, place, stack, request: entry.request }
}
