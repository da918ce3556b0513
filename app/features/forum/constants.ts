/** The forum's fixed lists, on their own so a page that only needs them downloads nothing more. */
export const categories = ['question', 'complaint', 'suggestion', 'general'] as const
export type Category = (typeof categories)[number]
export const resolutions = ['open', 'resolved', 'closed'] as const
export type Resolution = (typeof resolutions)[number]
export const reportKinds = ['spam', 'abuse', 'false-information', 'other'] as const
export type ReportKind = (typeof reportKinds)[number]
