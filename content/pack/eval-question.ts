/**
 * The assistant and search evaluation set (issue 12): questions a resident asks, written from a
 * content pack (content/<pack>/assistant-eval.ts), half in Bengali and half in English, some with typos and spelling variants on
 * purpose (marked "variant"). `gold` lists the record ids (`collection/id`, or `page/<key>`) that
 * answer it; a retrieval counts as a hit when one of them is in the top three.
 */
export interface EvalQuestion {
  lang: 'bn' | 'en'
  q: string
  gold: string[]
  variant?: boolean
  /**
   * A phone number question (issue 30): the numbers the answer must lead with as call links, in
   * order (the verified ways to get help when the guide has no number for what is asked, else the
   * hotline that is the answer). Its first record, in the search box and for the assistant, must
   * not be one known from a single report.
   */
  offers?: string[]
}

