import type { moderationEn } from './moderation.en'

/** Bengali messages of moderation and corrections to the guide (merged into bn.ts). */
export const moderationBn: Record<keyof typeof moderationEn, string> = {
  'moderation.blocked.banned': 'আপনার অ্যাকাউন্টে লেখা নিষিদ্ধ করা হয়েছে। আপনি পড়তে পারবেন।',
  'moderation.blocked.suspended': 'আপনার অ্যাকাউন্টে আপাতত লেখা স্থগিত আছে। আপনি পড়তে পারবেন।',
  'moderation.error.tooManyLinks': 'নতুন অ্যাকাউন্ট প্রথম দিনে একটি পোস্ট বা মন্তব্যে সর্বোচ্চ ২টি লিংক দিতে পারে।',
  'moderation.error.newAccountLimit': 'নতুন অ্যাকাউন্ট প্রথম দিনে ঘণ্টায় সর্বোচ্চ ২টি পোস্ট করতে পারে। পরে আবার চেষ্টা করুন।',
}
