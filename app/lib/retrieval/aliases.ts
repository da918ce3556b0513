import { recordAliases as packAliases } from '#pack/search-aliases'

/**
 * Words residents use for a kind of record or for one record, in both languages, that the
 * record's own text does not contain (issue 12: "হাসপাতালের নম্বর", "fire service number",
 * "রেলস্টেশন" found nothing). Spelling variants that folding cannot join go here too. Only
 * words that truly name the thing: an alias never adds a fact.
 */
type Aliases = Record<string, string>

/** By collection: every record of the kind gets these. */
export const collectionAliases: Aliases = {
  healthFacilities: 'হাসপাতাল ক্লিনিক চিকিৎসা স্বাস্থ্যসেবা hospital clinic medical health treatment',
  doctors: 'ডাক্তার চিকিৎসক ডাক্তারের doctor physician',
  hotlines: 'হটলাইন নম্বর ফোন কল জরুরি hotline number phone call helpline',
  banks: 'ব্যাংক ব্যাঙ্ক শাখা bank branch',
  offices: 'অফিস কার্যালয় দপ্তর office',
  postOffices: 'ডাকঘর পোস্ট অফিস পোস্টঅফিস পোস্টকোড post office postcode',
  unions: 'ইউনিয়ন পরিষদ union parishad',
  institutions: 'শিক্ষাপ্রতিষ্ঠান education',
  religiousPlaces: 'ধর্মীয় উপাসনালয় religious worship',
  markets: 'হাট বাজার হাটবাজার market bazar',
  fairs: 'মেলা উৎসব fair mela festival',
  places: 'দর্শনীয় স্থান ভ্রমণ পর্যটন tourist spot sightseeing visit',
  transport: 'যাতায়াত যানবাহন transport travel',
  stations: 'রেল স্টেশন রেলস্টেশন রেলওয়ে ট্রেন railway station train',
  journalists: 'সাংবাদিক সংবাদ journalist press reporter',
  mediaOrganizations: 'সাংবাদিক প্রেস journalist press media',
  people: 'ব্যক্তিত্ব বিশিষ্ট notable person',
  events: 'অনুষ্ঠান উৎসব event festival',
}

/**
 * By record (`collection/id`): the national hotlines here (every pack has them, with these ids),
 * a place's own records in its pack (content/<pack>/search-aliases.ts).
 */
export const recordAliases: Aliases = {
  'hotlines/national-emergency': 'পুলিশ অ্যাম্বুলেন্স এম্বুলেন্স ফায়ার আগুন দুর্ঘটনা বিপদ police ambulance fire accident danger',
  'hotlines/fire-service': 'ফায়ার সার্ভিস আগুন অগ্নি অগ্নিকাণ্ড দমকল fire service brigade',
  'hotlines/shasthyo-batayon': 'স্বাস্থ্য হটলাইন ডাক্তারের পরামর্শ চিকিৎসা পরামর্শ health hotline doctor advice medical advice telemedicine',
  'hotlines/women-children-violence': 'নারী শিশু নির্যাতন সহিংসতা women children violence abuse',
  'hotlines/child-helpline': 'শিশু সহায়তা child help',
  'hotlines/national-call-centre': 'সরকারি তথ্য সেবা government information service',
  'hotlines/railway': 'রেল ট্রেন টিকিট রেলওয়ে railway train ticket',
  'hotlines/disaster-warning': 'বন্যা ঘূর্ণিঝড় দুর্যোগ আবহাওয়া সতর্কবার্তা flood cyclone disaster weather warning',
  'hotlines/legal-aid': 'আইনি সহায়তা আইনজীবী মামলা legal aid lawyer case',
  ...packAliases,
}
