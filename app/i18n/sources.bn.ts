import type { sourcesEn } from './sources.en'

/** Sources from the ground in words (issue 42). */
export const sourcesBn: Record<keyof typeof sourcesEn, string> = {
  'source.photo.signboard': 'সাইনবোর্ডের ছবি থেকে, {date}',
  'source.photo.visiting-card': 'ভিজিটিং কার্ডের ছবি থেকে, {date}',
  'source.photo.notice': 'দেয়ালে টাঙানো নোটিশের ছবি থেকে, {date}',
  'source.photo.letterhead': 'প্যাডের (লেটারহেড) ছবি থেকে, {date}',
  'source.photo.other': 'একটি ছবি থেকে, {date}',
  'source.call': 'মডারেটর ফোন করে যাচাই করেছেন, {date}',
  'source.visit': 'মডারেটর সরেজমিনে গিয়ে যাচাই করেছেন, {date}',
  'source.forum': 'ফোরামের একটি উত্তর থেকে, {date}',
  'source.answeredBy': '({role} ফোন ধরেছেন)',
  'source.role.duty-desk': 'ডিউটি ডেস্ক',
  'source.role.reception': 'অভ্যর্থনা কক্ষ',
  'source.role.owner': 'মালিক',
  'source.role.manager': 'ব্যবস্থাপক',
  'source.role.staff': 'একজন কর্মী',
  'source.role.office': 'অফিস',
}
