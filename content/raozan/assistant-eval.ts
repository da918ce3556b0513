import type { EvalQuestion } from '../pack/eval-question'

/**
 * Raozan's evaluation questions for `npm run bench:assistant-eval` (content/pack/eval-question.ts):
 * a first, small set, half in Bengali and half in English, each answered by records this pack
 * has (`npm run pack:check -- raozan` refuses a gold record that is not there). The phone number
 * questions of issue 30 (`offers`) are not written for Raozan yet.
 */
export const questions: EvalQuestion[] = [
  // Emergency and hotlines (national: the same records as every pack)
  { lang: 'bn', q: 'জরুরি নম্বর কত?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'bn', q: 'ফায়ার সার্ভিসের নম্বর কত', gold: ['hotlines/fire-service', 'offices/fire-station'] },
  { lang: 'bn', q: 'স্বাস্থ্য বাতায়নের নম্বর', gold: ['hotlines/shasthyo-batayon'] },
  { lang: 'en', q: 'What is the emergency number?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'en', q: 'fire service number', gold: ['hotlines/fire-service', 'offices/fire-station'] },
  { lang: 'en', q: 'child helpline number', gold: ['hotlines/child-helpline'] },
  // Health, police, administration
  { lang: 'bn', q: 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'bn', q: 'রাউজান থানা', gold: ['offices/raozan-thana'] },
  { lang: 'bn', q: 'ইউএনও অফিস', gold: ['offices/uno-office'] },
  { lang: 'en', q: 'Raozan Upazila Health Complex', gold: ['healthFacilities/upazila-health-complex'] },
  { lang: 'en', q: 'police station', gold: ['offices/raozan-thana'] },
  { lang: 'en', q: 'land office', gold: ['offices/land-office'] },
  // Facts
  { lang: 'bn', q: 'রাউজানের আয়তন কত', gold: ['facts/area'] },
  { lang: 'bn', q: 'কয়টি ইউনিয়ন আছে', gold: ['facts/unions', 'geography/administrative-units'] },
  { lang: 'en', q: 'population of raozan', gold: ['facts/population-2022', 'facts/population-2011'] },
  { lang: 'en', q: 'how many unions', gold: ['facts/unions', 'geography/administrative-units'] },
  // Places, education, markets, people
  { lang: 'bn', q: 'চুয়েট কোথায়?', gold: ['institutions/cuet'] },
  { lang: 'bn', q: 'মহামুনি মেলা কখন হয়?', gold: ['fairs/mahamuni-baishakhi-mela', 'events/mahamuni-baishakhi-mela'] },
  { lang: 'bn', q: 'হালদা নদী', gold: ['places/halda-river', 'geography/rivers'] },
  { lang: 'bn', q: 'নোয়াপাড়া পথের হাট', gold: ['markets/noapara-pather-hat'], variant: true },
  { lang: 'en', q: 'Where is CUET?', gold: ['institutions/cuet'] },
  { lang: 'en', q: 'When is the Mahamuni fair?', gold: ['fairs/mahamuni-baishakhi-mela', 'events/mahamuni-baishakhi-mela'] },
  { lang: 'en', q: 'Masterda Surya Sen', gold: ['people/surya-sen', 'places/surya-sen-birthplace', 'history/surya-sen-armoury-raid'] },
  { lang: 'en', q: 'raozan goverment college', gold: ['institutions/raozan-government-college'], variant: true },
]
