/**
 * Words residents use for one of Hathazari's records that its own text does not contain, by
 * record (`collection/id`); app/lib/retrieval/aliases.ts adds the national hotlines' and every
 * kind's. Only words that truly name the thing: an alias never adds a fact.
 */
export const recordAliases: Record<string, string> = {
  'offices/hathazari-model-thana': 'পুলিশ থানা পুলিশ স্টেশন police station thana',
  'offices/fire-station': 'ফায়ার স্টেশন ফায়ার সার্ভিস দমকল fire station fire service',
  'offices/uno-office': 'ইউএনও উপজেলা নির্বাহী কর্মকর্তা uno upazila nirbahi officer',
  'offices/land-office': 'ভূমি জমি এসি ল্যান্ড land ac land',
  'healthFacilities/upazila-health-complex': 'সরকারি হাসপাতাল উপজেলা হাসপাতাল government hospital',
  'facts/area': 'আয়তন বর্গকিলোমিটার কিমি area size km2 square',
  'facts/population-2011': 'জনসংখ্যা লোকসংখ্যা মানুষ population people',
  'facts/population-2022': 'জনসংখ্যা লোকসংখ্যা মানুষ population people census',
  'facts/population-1991': 'জনসংখ্যা population',
  'facts/unions': 'ইউনিয়ন কয়টি সংখ্যা unions how many number',
  'facts/postal-code': 'পোস্ট কোড পোস্টকোড postcode zip',
  'facts/literacy-2011': 'শিক্ষার হার সাক্ষরতা literacy rate',
  'facts/villages': 'গ্রাম কয়টি villages',
  'facts/distance-from-district-hq': 'দূরত্ব চট্টগ্রাম শহর distance chattogram city',
  'institutions/university-of-chittagong': 'চবি সিইউ cu university',
  'institutions/darul-uloom-hathazari': 'বড় মাদ্রাসা হাটহাজারী মাদ্রাসা big madrasa hathazari madrasa',
  'places/halda-river': 'হালদা নদী মাছের ডিম রুই কাতলা halda river fish eggs carp',
}
