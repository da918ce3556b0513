import type { Organization } from '../pack/schema'

/**
 * Local organisations named in the sources. No NGO branch in Raozan is sourced. No organisation
 * phone number is published.
 */
export const organizations: Organization[] = [
  {
    id: 'kundeshwari-aushadhalaya',
    name: { bn: 'শ্রী কুণ্ডেশ্বরী ঔষধালয়', en: 'Sree Kundeshwari Aushadhalaya' },
    kind: { bn: 'আয়ুর্বেদীয় ওষুধ প্রস্তুতকারী প্রতিষ্ঠান', en: 'Ayurvedic medicine maker' },
    focus: { bn: 'আয়ুর্বেদীয় ওষুধ', en: 'Ayurvedic medicines' },
    address: { bn: 'গহিরা, রাউজান', en: 'Gohira, Raozan' },
    details: {
      bn: 'নূতন চন্দ্র সিংহ ১৯৪৬ সালে গহিরায় আয়ুর্বেদীয় ওষুধের এই কারখানা প্রতিষ্ঠা করেন; পরে কুণ্ডেশ্বরী প্রাথমিক ও বালিকা বিদ্যালয় (১৯৬০) এবং কুণ্ডেশ্বরী মহিলা কলেজ (১৯৭০) প্রতিষ্ঠিত হয়।',
      en: 'Nutan Chandra Singha set up this Ayurvedic medicine factory in Gohira in 1946; Kundeshwari primary and girls\' schools (1960) and Kundeshwari Mahila College (1970) followed.',
    },
    sources: ['https://en.wikipedia.org/wiki/Nutan_Chandra_Singha', 'http://thedailystar.net/news/he-executed-fathers-order-to-kill-nutan'],
    asOf: '2026-11',
    confidence: 'high',
  },
]
