import type { offlineEn } from './offline.en'

/** অফলাইনে ও অ্যাপ হিসেবে ইনস্টল করে ব্যবহার (issue 15)। */
export const offlineBn: Record<keyof typeof offlineEn, string> = {
  'offline.app.shortName': 'হাটহাজারী',
  'offline.title': 'আপনি অফলাইনে আছেন',
  'offline.page.intro': 'এই পাতাটি এখনো এই ফোনে সংরক্ষিত হয়নি। সংযোগ ছাড়াই এই পাতাগুলো পড়া যাবে:',
  'offline.page.guide': 'এই ফোনে সবসময় রাখা থাকে',
  'offline.page.visited': 'আপনার খোলা পাতা',
  'offline.page.none': 'আর কোনো পাতা এখনো সংরক্ষিত হয়নি। অনলাইনে যে পাতা খুলবেন, তা এখানে রাখা থাকবে।',
  'offline.page.retry': 'আবার চেষ্টা করুন',
  'offline.page.wanted': 'আপনি খুঁজছিলেন: {path}',
  'offline.page.noWorker': 'এই ব্রাউজার অফলাইনে পড়ার জন্য পাতা রাখতে পারে না। অনলাইনে থাকা অবস্থায় গাইড খুলুন।',
  'offline.banner.kept': 'আপনি অফলাইনে আছেন। এটি আগে সংরক্ষিত কপি (সংরক্ষণের সময়: {time})।',
  'offline.banner.keptOnline': 'সংযোগ ধীর। এটি আগে সংরক্ষিত কপি (সংরক্ষণের সময়: {time})।',
  'offline.banner.reload': 'সর্বশেষটি দেখুন',
  'offline.update.ready': 'গাইডের নতুন সংস্করণ প্রস্তুত।',
  'offline.update.reload': 'এখনই হালনাগাদ করুন',
  'offline.install.offer': 'হাটহাজারী গাইড হোম স্ক্রিনে যোগ করুন: এটি অ্যাপের মতো খুলবে এবং সংযোগ ছাড়াও চলবে।',
  'offline.install.accept': 'ইনস্টল করুন',
  'offline.install.dismiss': 'এখন নয়',
  'offline.dismiss': 'বন্ধ করুন',
}
