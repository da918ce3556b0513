import pino, { type LogFn, type LoggerOptions } from 'pino'

/**
 * A log call whose object carries this key is not kept in the admins' error log (it is still
 * written to the log): a visitor's mistyped address, the access line of a 5xx answer (the error
 * that caused it is kept), and the error log's own failures. A symbol: it never reaches the JSON.
 */
export const NOT_KEPT = Symbol('not kept in the error log')
/** Spread into a log call's object: `logger.warn({ ...notKept, path }, 'page not found')`. */
export const notKept = Object.freeze({ [NOT_KEPT]: true as const })

/** What receives each warning and error logged (app/lib/error-log/capture.server.ts). */
export type LogSink = (level: number, args: unknown[]) => void
let sink: LogSink | null = null

/** Sets (or, with null, removes) the receiver of warnings and errors. */
export function setLogSink(receiver: LogSink | null) {
  sink = receiver
}

const WARN = 40

/**
 * pino's `hooks.logMethod`: every call of an enabled level passes here before it is written.
 * Warnings and errors are handed to the sink as well; nothing the sink does may stop the line
 * being written, so anything it throws is dropped.
 */
export function logMethod(this: pino.Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  if (level >= WARN && sink) {
    try {
      sink(level, args)
    } catch {
      // The log line below is what matters; the error log is best effort.
    }
  }
  return method.apply(this, args)
}

/** The logger's settings (tests make their own logger with the same hook). */
export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  hooks: { logMethod },
}

/** One JSON line per event on stdout. The level comes from LOG_LEVEL. */
export const logger = pino(loggerOptions)
