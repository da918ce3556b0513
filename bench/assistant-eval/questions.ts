/**
 * The assistant and search evaluation set (issue 12): questions a resident asks, written from the
 * content pack, half in Bengali and half in English, some with typos and spelling variants on
 * purpose (marked "variant"). `gold` lists the record ids (`collection/id`, or `page/<key>`) that
 * answer it; a retrieval counts as a hit when one of them is in the top three.
 */
export interface EvalQuestion {
  lang: 'bn' | 'en'
  q: string
  gold: string[]
  variant?: boolean
  /**
   * A phone number question (issue 30): the numbers the answer must lead with as call links, in
   * order (the verified ways to get help when the guide has no number for what is asked, else the
   * hotline that is the answer). Its first record, in the search box and for the assistant, must
   * not be one known from a single report.
   */
  offers?: string[]
}

export const questions: EvalQuestion[] = [
  // Emergency and hotlines
  { lang: 'bn', q: 'জরুরি নম্বর কত?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'bn', q: 'ফায়ার সার্ভিসের নম্বর কত', gold: ['hotlines/fire-service', 'offices/fire-station'] },
  { lang: 'bn', q: 'আগুন লাগলে কোথায় ফোন করব', gold: ['hotlines/fire-service', 'hotlines/national-emergency'] },
  { lang: 'bn', q: 'এম্বুলেন্স দরকার', gold: ['hotlines/national-emergency', 'page/emergency'], variant: true },
  { lang: 'bn', q: '৯৯৯', gold: ['hotlines/national-emergency'] },
  { lang: 'bn', q: 'স্বাস্থ্য বাতায়নের নম্বর', gold: ['hotlines/shasthyo-batayon'] },
  { lang: 'bn', q: 'নারী নির্যাতনের অভিযোগ কোথায় করব', gold: ['hotlines/women-children-violence'] },
  { lang: 'bn', q: 'বন্যার সতর্কবার্তা', gold: ['hotlines/disaster-warning'] },
  { lang: 'bn', q: 'আইনি সহায়তা হটলাইন', gold: ['hotlines/legal-aid', 'page/legalAid'] },
  { lang: 'en', q: 'fire service number', gold: ['hotlines/fire-service', 'offices/fire-station'] },
  { lang: 'en', q: 'What is the emergency number?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'en', q: 'health hotline', gold: ['hotlines/shasthyo-batayon'] },
  { lang: 'en', q: 'I need an ambulence', gold: ['hotlines/national-emergency', 'page/emergency'], variant: true },
  { lang: 'en', q: 'child helpline number', gold: ['hotlines/child-helpline'] },
  { lang: 'en', q: 'railway enquiry hotline', gold: ['hotlines/railway'] },
  { lang: 'en', q: 'cyclone warning number', gold: ['hotlines/disaster-warning'] },
  // Health
  { lang: 'bn', q: 'হাসপাতালের নম্বর', gold: ['healthFacilities/upazila-health-complex', 'page/hospitals'], offers: ['16263', '999'] },
  { lang: 'bn', q: 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'bn', q: 'স্বাস্থ্য কমপ্লিক্স', gold: ['healthFacilities/upazila-health-complex'], variant: true },
  { lang: 'bn', q: 'সরকারি হাসপাতাল', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'bn', q: 'ট্রমা সেন্টার', gold: ['healthFacilities/trauma-centre'] },
  { lang: 'en', q: 'Hathazari Upazila Health Complex', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'en', q: 'government hospital in hathazari', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'en', q: 'helth complex', gold: ['healthFacilities/upazila-health-complex'], variant: true },
  { lang: 'en', q: 'Gonoshasthaya hospital', gold: ['healthFacilities/gonoshasthaya-goriber-hospital', 'organizations/gonoshasthaya-kendra'] },
  // Phone numbers the guide does not have (issue 30): hospital, police, ambulance, fire station
  { lang: 'bn', q: 'হাসপাতালের নম্বর কত?', gold: ['healthFacilities/upazila-health-complex', 'page/hospitals'], offers: ['16263', '999'] },
  { lang: 'bn', q: 'হাসপাতালের ফোন নম্বর দিন', gold: ['healthFacilities/upazila-health-complex', 'page/hospitals'], offers: ['16263', '999'] },
  { lang: 'bn', q: 'থানার নম্বর কত?', gold: ['offices/hathazari-model-thana'], offers: ['999'] },
  { lang: 'bn', q: 'পুলিশের নম্বর', gold: ['offices/hathazari-model-thana', 'hotlines/national-emergency'], offers: ['999'] },
  { lang: 'bn', q: 'অ্যাম্বুলেন্সের নম্বর কত?', gold: ['hotlines/national-emergency'], offers: ['999', '16263'] },
  { lang: 'bn', q: 'এম্বুলেন্স ডাকার নম্বর', gold: ['hotlines/national-emergency'], offers: ['999', '16263'], variant: true },
  { lang: 'bn', q: 'ফায়ার স্টেশনের নম্বর', gold: ['offices/fire-station', 'hotlines/fire-service'], offers: ['102', '999'] },
  { lang: 'en', q: "What is the hospital's number?", gold: ['healthFacilities/upazila-health-complex', 'page/hospitals'], offers: ['16263', '999'] },
  { lang: 'en', q: 'hospitel phone number', gold: ['healthFacilities/upazila-health-complex', 'page/hospitals'], offers: ['16263', '999'], variant: true },
  { lang: 'en', q: 'police station phone number', gold: ['offices/hathazari-model-thana', 'hotlines/national-emergency'], offers: ['999'] },
  { lang: 'en', q: 'What is the police number?', gold: ['offices/hathazari-model-thana', 'hotlines/national-emergency'], offers: ['999'] },
  { lang: 'en', q: 'ambulance number', gold: ['hotlines/national-emergency'], offers: ['999', '16263'] },
  { lang: 'en', q: 'fire station number', gold: ['offices/fire-station', 'hotlines/fire-service'], offers: ['102', '999'] },
  // Police, administration
  { lang: 'bn', q: 'হাটহাজারী থানা', gold: ['offices/hathazari-model-thana'] },
  { lang: 'bn', q: 'পুলিশ স্টেশন কোথায়', gold: ['offices/hathazari-model-thana'] },
  { lang: 'bn', q: 'ইউএনও অফিস', gold: ['offices/uno-office'] },
  { lang: 'bn', q: 'ভূমি অফিস', gold: ['offices/land-office'] },
  { lang: 'en', q: 'police station', gold: ['offices/hathazari-model-thana'] },
  { lang: 'en', q: 'UNO office hathazari', gold: ['offices/uno-office'] },
  { lang: 'en', q: 'land office', gold: ['offices/land-office'] },
  // Facts
  { lang: 'bn', q: 'হাটহাজারীর আয়তন কত', gold: ['facts/area'] },
  { lang: 'bn', q: 'হাটহাজারির জনসংখ্যা', gold: ['facts/population-2022', 'facts/population-2011'], variant: true },
  { lang: 'bn', q: 'কয়টি ইউনিয়ন আছে', gold: ['facts/unions', 'geography/administrative-units'] },
  { lang: 'bn', q: 'পোস্ট কোড কত', gold: ['facts/postal-code', 'postOffices/post-hathazari'] },
  { lang: 'en', q: 'What is the area of Hathazari?', gold: ['facts/area'] },
  { lang: 'en', q: 'population of hathazari', gold: ['facts/population-2022', 'facts/population-2011'] },
  { lang: 'en', q: 'how many unions', gold: ['facts/unions', 'geography/administrative-units'] },
  { lang: 'en', q: 'literacy rate', gold: ['facts/literacy-2011', 'facts/literacy-paurashava'] },
  { lang: 'en', q: 'hathazari postcode', gold: ['facts/postal-code', 'postOffices/post-hathazari'] },
  // Banks
  { lang: 'bn', q: 'সোনালী ব্যাংক', gold: ['banks/sonali-hathazari', 'banks/sonali-sarkarhat'] },
  { lang: 'bn', q: 'ইসলামী ব্যাঙ্ক শাখা', gold: ['banks/islami-bank-hathazari'], variant: true },
  { lang: 'bn', q: 'ডাচ বাংলা ব্যাংক', gold: ['banks/dutch-bangla-hathazari'] },
  { lang: 'en', q: 'sonali bank branch', gold: ['banks/sonali-hathazari', 'banks/sonali-sarkarhat'] },
  { lang: 'en', q: 'dutch bangla bank', gold: ['banks/dutch-bangla-hathazari'] },
  { lang: 'en', q: 'islami bank', gold: ['banks/islami-bank-hathazari'] },
  // Transport
  { lang: 'bn', q: 'রেলস্টেশন', gold: ['stations/hathazari', 'page/trainSchedule', 'train/line'], variant: true },
  { lang: 'bn', q: 'নাজিরহাট কমিউটার ট্রেন', gold: ['transport/nazirhat-commuter', 'trainServices/nazirhat-commuter'] },
  { lang: 'bn', q: 'বিশ্ববিদ্যালয়ের শাটল ট্রেন', gold: ['transport/cu-shuttle-train', 'trainServices/cu-shuttle-train'] },
  { lang: 'en', q: 'train to nazirhat', gold: ['transport/nazirhat-commuter', 'trainServices/nazirhat-commuter', 'stations/nazirhat'] },
  { lang: 'en', q: 'CU shuttle train', gold: ['transport/cu-shuttle-train', 'trainServices/cu-shuttle-train'] },
  { lang: 'en', q: 'bus to chattogram city', gold: ['transport/city-bus-3-to-cu', 'transport/chattala-chaka-express', 'transportOverview/by-road'] },
  // Places, education, worship, markets
  { lang: 'bn', q: 'হালদা নদী', gold: ['places/halda-river', 'geography/halda-river'] },
  { lang: 'bn', q: 'চট্টগ্রাম বিশ্ববিদ্যালয়', gold: ['institutions/university-of-chittagong', 'places/cu-campus'] },
  { lang: 'bn', q: 'হাটহাজারী মাদ্রাসা', gold: ['institutions/darul-uloom-hathazari', 'places/darul-uloom-hathazari'] },
  { lang: 'bn', q: 'ফকির মসজিদ', gold: ['religiousPlaces/fakir-mosque', 'places/fakir-mosque'] },
  { lang: 'bn', q: 'পুণ্ডরীক ধাম', gold: ['religiousPlaces/pundarik-dham', 'places/pundarik-dham', 'fairs/pundarik-dham-mela', 'events/pundarik-dham-mela'] },
  { lang: 'bn', q: 'কাটিরহাট বাজার', gold: ['markets/katirhat'] },
  { lang: 'bn', q: 'হালদায় মাছের ডিম সংগ্রহ কখন', gold: ['events/halda-egg-collection', 'places/halda-river'] },
  { lang: 'en', q: 'Halda river', gold: ['places/halda-river', 'geography/halda-river'] },
  { lang: 'en', q: 'University of Chittagong', gold: ['institutions/university-of-chittagong', 'places/cu-campus'] },
  { lang: 'en', q: 'Hathazari madrasa', gold: ['institutions/darul-uloom-hathazari', 'places/darul-uloom-hathazari'] },
  { lang: 'en', q: 'fakir mosque', gold: ['religiousPlaces/fakir-mosque', 'places/fakir-mosque'] },
  { lang: 'en', q: 'Katirhat market', gold: ['markets/katirhat'] },
  { lang: 'en', q: 'when is the halda egg collection', gold: ['events/halda-egg-collection', 'places/halda-river'] },
  { lang: 'en', q: 'goverment college', gold: ['institutions/hathazari-government-college'], variant: true },
  { lang: 'bn', q: 'হাটহাজারী সরকারি কলেজ', gold: ['institutions/hathazari-government-college'] },
  // Post offices and unions
  { lang: 'bn', q: 'কাটিরহাট ডাকঘর', gold: ['postOffices/post-katirhat'] },
  { lang: 'bn', q: 'মির্জাপুর ইউনিয়ন', gold: ['unions/mirzapur'] },
  { lang: 'en', q: 'Katirhat post office', gold: ['postOffices/post-katirhat'] },
  { lang: 'en', q: 'Mirzapur union parishad', gold: ['unions/mirzapur'] },
  // People
  { lang: 'bn', q: 'মুহাম্মদ ইউনূস', gold: ['people/muhammad-yunus'] },
  { lang: 'en', q: 'Muhammad Yunus', gold: ['people/muhammad-yunus'] },
]
