import pino from 'pino'

/** One JSON line per event on stdout. The level comes from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
})
