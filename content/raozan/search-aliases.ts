/**
 * Words residents use for one of Raozan's records that its own text does not contain, by record
 * (`collection/id`). Only words that truly name the thing: an alias never adds a fact.
 */
export const recordAliases: Record<string, string> = {
  'offices/raozan-thana': 'পুলিশ থানা পুলিশ স্টেশন police station thana',
  'offices/fire-station': 'ফায়ার স্টেশন ফায়ার সার্ভিস দমকল fire station fire service',
  'offices/uno-office': 'ইউএনও উপজেলা নির্বাহী কর্মকর্তা uno upazila nirbahi officer',
  'offices/land-office': 'ভূমি জমি এসি ল্যান্ড land ac land',
  'healthFacilities/upazila-health-complex': 'সরকারি হাসপাতাল উপজেলা হাসপাতাল government hospital',
  'facts/area': 'আয়তন বর্গকিলোমিটার কিমি area size km2 square',
  'facts/population-2011': 'জনসংখ্যা লোকসংখ্যা মানুষ population people',
  'facts/population-2022': 'জনসংখ্যা লোকসংখ্যা মানুষ population people census',
  'facts/unions': 'ইউনিয়ন কয়টি সংখ্যা unions how many number',
  'institutions/cuet': 'চুয়েট প্রকৌশল বিশ্ববিদ্যালয় cuet engineering university',
}
