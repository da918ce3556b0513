import type { Doctor, HealthFacility } from '../pack/schema'

/**
 * Health facilities. No web page read for this pack prints a phone number of any facility, so
 * the pages point to the national health line (16263) and 999 instead. No private clinic other
 * than the one a national report names is sourced, and no doctor's post is sourced with its
 * specialty, so `doctors` is empty (the Upazila Health and Family Planning Officer a 2024 report
 * names is shown on the health complex's record).
 */

const otInauguration = 'https://www.alokitoraozan.com/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8-%e0%a6%89%e0%a6%aa%e0%a6%9c%e0%a7%87%e0%a6%b2%e0%a6%be-%e0%a6%b8%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%b8%e0%a7%8d%e0%a6%a5%e0%a7%8d%e0%a6%af-2'
const enWiki2016 = 'https://en.wikipedia.org/w/index.php?oldid=744327620&title=Raozan_Upazila'
const binajuriCentre = 'https://dainikazadi.net/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a6%a4%e0%a6%bf%e0%a6%9f%e0%a6%bf-%e0%a6%ae%e0%a6%be%e0%a6%a8%e0%a7%81%e0%a6%b7-%e0%a6%8f'
const bccul = 'https://dailypost.net/bn/country/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8%E0%A7%87-%E0%A6%AC%E0%A6%BF%E0%A6%B8%E0%A6%BF%E0%A6%B8%E0%A6%BF%E0%A6%87%E0%A6%89%E0%A6%8F%E0%A6%B2-%E0%A6%9C%E0%A7%87%E0%A6%A8%E0%A6%BE%E0%A6%B0%E0%A7%87%E0%A6%B2-%E0%A6%B9%E0%A6%BE%E0%A6%B8%E0%A6%AA%E0%A6%BE%E0%A6%A4%E0%A6%BE%E0%A6%B2%E0%A7%87%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8/18051'

const noPhone = {
  bn: 'আমাদের পাওয়া কোনো ওয়েবপেজে এর ফোন নম্বর নেই; জরুরি প্রয়োজনে ৯৯৯, চিকিৎসা-পরামর্শে স্বাস্থ্য বাতায়ন ১৬২৬৩।',
  en: 'No web page we found gives its phone number; in an emergency call 999, for medical advice the health line 16263.',
}

export const healthFacilities: HealthFacility[] = [
  {
    id: 'upazila-health-complex',
    type: 'government',
    name: { bn: 'রাউজান উপজেলা স্বাস্থ্য কমপ্লেক্স', en: 'Raozan Upazila Health Complex' },
    address: { bn: 'রাউজান (রাস্তার ঠিকানা সূত্রে নেই)', en: 'Raozan (street address not in the sources)' },
    details: {
      bn: `সরকারি হাসপাতাল। এক স্থানীয় সংবাদমাধ্যমের প্রতিবেদন অনুযায়ী ২৬ মার্চ (মঙ্গলবার; প্রতিবেদনে বছর নেই, সম্ভবত ২০২৪) এখানে অপারেশন থিয়েটারের উদ্বোধন হয়; তখন উপজেলা স্বাস্থ্য ও পরিবার পরিকল্পনা কর্মকর্তা ছিলেন ডা. সুমন ধর। শয্যাসংখ্যা সূত্রে নেই। ${noPhone.bn}`,
      en: `A government hospital. According to a local news site, an operating theatre was opened here on 26 March (a Tuesday; the report does not show the year, probably 2024); the Upazila Health and Family Planning Officer then was Dr Suman Dhar. The number of beds is not in the sources. ${noPhone.en}`,
    },
    services: [
      { bn: 'অপারেশন থিয়েটার', en: 'Operating theatre' },
    ],
    sources: [otInauguration, enWiki2016],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'উইকিপিডিয়ার ২০১৬ সালের সংস্করণ অনুযায়ী উপজেলায় একটি ফায়ার স্টেশন ও দুটি স্বাস্থ্য কমপ্লেক্স আছে; দ্বিতীয়টির নাম সূত্রে নেই।',
      en: 'A 2016 revision of Wikipedia says the upazila has a fire station and two health complexes; the second one is not named.',
    },
  },
  {
    id: 'binajuri-union-health-centre',
    type: 'government',
    name: { bn: 'বিনাজুরী ইউনিয়ন স্বাস্থ্য কেন্দ্র', en: 'Binajuri Union Health Centre' },
    address: { bn: 'বিনাজুরী ইউনিয়ন', en: 'Binajuri union' },
    details: {
      bn: `প্রায় ১ কোটি ৬০ লাখ টাকা ব্যয়ে নির্মিত; এক শনিবার উদ্বোধন হয় (আজাদীর প্রতিবেদন, তারিখ দেখা যায়নি)। ${noPhone.bn}`,
      en: `Built for about Tk 1.6 crore; opened on a Saturday (Azadi report; its date is not shown). ${noPhone.en}`,
    },
    sources: [binajuriCentre],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'bccul-general-hospital',
    type: 'private',
    name: { bn: 'দি বিসিসিইউএল জেনারেল হাসপাতাল', en: 'The BCCUL General Hospital' },
    address: {
      bn: 'হাজী মকবুল টাওয়ারের তৃতীয় তলা, পাহাড়তলী চৌমুহনী মোড়, রাউজান',
      en: '3rd floor, Haji Mokbul Tower, Pahartali Chowmuhani Mor, Raozan',
    },
    details: {
      bn: `৫০ শয্যার বেসরকারি হাসপাতাল; ৭ ফেব্রুয়ারি (শুক্রবার) উদ্বোধন হয় (প্রতিবেদনে বছর দেখা যায়নি)। ${noPhone.bn}`,
      en: `A 50-bed private hospital, opened on Friday 7 February (the report does not show the year). ${noPhone.en}`,
    },
    sources: [bccul],
    asOf: '2026-11',
    // One news report.
    confidence: 'medium',
  },
]

export const doctors: Doctor[] = []
