import type { PageKey } from '../site-pages'

type Text = { bn: string; en: string }
const kw = (bn: string, en: string): Text => ({ bn, en })

/** Words people may type for a page besides its title (both languages). */
export const pageKeywords: Partial<Record<PageKey, Text[]>> = {
  emergency: [kw('পুলিশ অ্যাম্বুলেন্স ফায়ার হটলাইন জরুরি নম্বর', 'police ambulance fire hotline emergency number helpline')],
  hospitals: [kw('স্বাস্থ্য কমপ্লেক্স ক্লিনিক চিকিৎসা', 'health complex clinic medical treatment')],
  doctors: [kw('চিকিৎসক বিশেষজ্ঞ', 'physician specialist')],
  health: [kw('হাসপাতাল ডাক্তার চিকিৎসা', 'hospital doctor medical')],
  banks: [kw('শাখা রাউটিং এটিএম', 'branch routing atm')],
  administration: [kw('উপজেলা ইউএনও ইউনিয়ন পৌরসভা চেয়ারম্যান থানা ডাকঘর পোস্ট কোড', 'upazila uno union municipality paurashava chairman police station post office postcode')],
  trainSchedule: [kw('রেল স্টেশন রেলওয়ে', 'rail station railway')],
  transportation: [kw('বাস রাস্তা রেল', 'bus road rail')],
  touristSpots: [kw('ভ্রমণ দর্শনীয়', 'travel visit sightseeing')],
  touristAttractions: [kw('ভ্রমণ পর্যটন', 'travel tourism')],
  religiousPlaces: [kw('মসজিদ মন্দির বিহার', 'mosque temple vihara')],
  localMarkets: [kw('হাট বাজার মেলা', 'hat bazar market fair mela')],
  education: [kw('বিশ্ববিদ্যালয় কলেজ স্কুল মাদ্রাসা', 'university college school madrasa')],
  communityForum: [kw('প্রশ্ন অভিযোগ পরামর্শ', 'question complaint suggestion')],
  legalAid: [kw('আইন আদালত', 'law court legal')],
  localHeroes: [kw('বিশিষ্ট ব্যক্তি', 'notable people')],
}
