import { z } from 'zod'
import { recordIdPattern } from '#app/lib/content/correctable'
import { CALL_ANSWERS } from '#app/lib/content/call-answers'

/** The largest body an answer can need (five short fields): anything larger is refused unread. */
export const MAX_ANSWER_BYTES = 1024

/**
 * A reader's answer to "did the call go through?" as the page sends it: the record, the number as
 * the guide prints it, the answer and the phone's random token (app/components/ui/call-ask.tsx).
 * Nothing else is accepted: a client of this app sends exactly these.
 */
export const CallAnswerBody = z
  .object({
    collection: z.string().max(40).regex(/^[a-zA-Z]+$/),
    recordId: z.string().max(100).regex(recordIdPattern),
    number: z.string().max(20).regex(/^\+?\d[\d-]{1,19}$/),
    answer: z.enum(CALL_ANSWERS),
    // 128 random bits in base64url are 22 characters. A token of a few repeated characters was
    // not made by the page: a script sends those.
    device: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/).refine((token) => new Set(token).size >= 8),
  })
  .strict()
export type CallAnswerBody = z.infer<typeof CallAnswerBody>
