/**
 * What a reader can answer to "did the call go through?" (issue 42), as the page sends it and
 * call_feedback stores it. Shared by the prompt (browser) and the server. Plain data.
 */
export const CALL_ANSWERS = ['yes', 'no-answer', 'wrong'] as const
export type CallAnswer = (typeof CALL_ANSWERS)[number]

/** Where the prompt sends an answer (app/routes/api.call-feedback.ts). */
export const CALL_FEEDBACK_PATH = '/api/call-feedback'
