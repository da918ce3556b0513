import type { Bank, Text } from '../pack/schema'

/**
 * Bank branches in Hathazari with routing numbers. Routing numbers come from an open-source
 * dataset (fintechbd/banco, commit of 2024-03-24) that stores them as integers, so codes starting
 * with 0 lost their leading zero: the research restored the 9-digit form (bank code 3 + district
 * 2 + branch 3 + check digit 1) and those records say so. No branch address or phone is sourced
 * except National Bank's 2014 listing.
 *
 * Left out on purpose: the research's "Nazirhat branches" row (13 banks listed as NAZIR HAT).
 * Nazirhat town straddles the Fatikchhari border and its post office is under Fatikchhari, so
 * those branches must not be listed as Hathazari until each branch address is checked.
 */

const routingDataset = 'https://github.com/fintechbd/banco/blob/02cdbcae8d82da041d971b7264e096c5b194f96d/src/Seeders/Bangladesh/BranchSeeder.php'
const bankNames = 'https://github.com/fintechbd/banco/blob/02cdbcae8d82da041d971b7264e096c5b194f96d/src/Seeders/Bangladesh/BankSeeder.php'
const nblDump2014 = 'https://github.com/nazrulcse/nblbd/blob/e7c5bfae129f0ff7b7ee1e444b9b14ff21dc26ac/DB_Backup/nblbd_neew_02.11.2014.sql'
const katirhatCollegeHistory = 'http://katirhatmdc.edu.bd/about-us/history-of-college/'
const upazilaHeritagePage = 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'

const checkWithBank: Text = {
  bn: 'রাউটিং নম্বর ২০২৪ সালের একটি ওপেন-সোর্স ডেটাসেট থেকে নেওয়া; ব্যবহারের আগে ব্যাংকে নিশ্চিত হয়ে নিন। শাখার ঠিকানা ও ফোন নম্বর সূত্রে নেই।',
  en: 'The routing number comes from a 2024 open-source dataset; confirm it with the bank before use. The sources give no branch address or phone number.',
}
const leadingZero: Text = {
  bn: 'ডেটাসেটে নম্বরটি ৮ অঙ্কে আছে (শুরুর ০ বাদ পড়েছে); এখানে ৯ অঙ্কের রূপ দেখানো হলো।',
  en: 'The dataset stores the number with 8 digits (the leading 0 dropped); the 9-digit form is shown here.',
}
const sarkarhatCaution: Text = {
  bn: 'ডেটাসেটে উপজেলার নাম নেই; শাখাটি হাটহাজারীর মির্জাপুর ইউনিয়নের সরকারহাটে বলে ধরে নেওয়া হয়েছে। ডেটাসেটের "SARKERHAT" শাখাগুলোর দুটি আলাদা লোকেশন কোড (৫৪১ ও ৭০০) আছে, তাই এগুলো দুটি ভিন্ন জায়গার হতে পারে: ব্যাংক থেকে শাখার ঠিকানা নিশ্চিত হয়ে নিন।',
  en: 'The dataset gives no upazila; the branch is assumed to be at Sarkarhat in Mirzapur union, Hathazari. The dataset\'s "SARKERHAT" branches carry two different location codes (541 and 700), so they may be in two different places: confirm the branch address with the bank.',
}

const join = (...parts: (Text | undefined)[]): Text => ({
  bn: parts.flatMap((p) => (p ? [p.bn] : [])).join(' '),
  en: parts.flatMap((p) => (p ? [p.en] : [])).join(' '),
})

const bank = {
  agrani: { bn: 'অগ্রণী ব্যাংক লিমিটেড', en: 'Agrani Bank Limited' },
  alArafah: { bn: 'আল-আরাফাহ্ ইসলামী ব্যাংক লিমিটেড', en: 'Al-Arafah Islami Bank Limited' },
  ab: { bn: 'এবি ব্যাংক লিমিটেড', en: 'AB Bank Limited' },
  krishi: { bn: 'বাংলাদেশ কৃষি ব্যাংক', en: 'Bangladesh Krishi Bank' },
  brac: { bn: 'ব্র্যাক ব্যাংক লিমিটেড', en: 'BRAC Bank Limited' },
  dhaka: { bn: 'ঢাকা ব্যাংক লিমিটেড', en: 'Dhaka Bank Limited' },
  dutchBangla: { bn: 'ডাচ্-বাংলা ব্যাংক লিমিটেড', en: 'Dutch-Bangla Bank Limited' },
  eastern: { bn: 'ইস্টার্ন ব্যাংক লিমিটেড', en: 'Eastern Bank Limited' },
  firstSecurity: { bn: 'ফার্স্ট সিকিউরিটি ইসলামী ব্যাংক লিমিটেড', en: 'First Security Islami Bank Limited' },
  ific: { bn: 'আইএফআইসি ব্যাংক লিমিটেড', en: 'IFIC Bank Limited' },
  islami: { bn: 'ইসলামী ব্যাংক বাংলাদেশ লিমিটেড', en: 'Islami Bank Bangladesh Limited' },
  janata: { bn: 'জনতা ব্যাংক লিমিটেড', en: 'Janata Bank Limited' },
  mutualTrust: { bn: 'মিউচুয়াল ট্রাস্ট ব্যাংক লিমিটেড', en: 'Mutual Trust Bank Limited' },
  national: { bn: 'ন্যাশনাল ব্যাংক লিমিটেড', en: 'National Bank Limited' },
  one: { bn: 'ওয়ান ব্যাংক লিমিটেড', en: 'One Bank Limited' },
  prime: { bn: 'প্রাইম ব্যাংক লিমিটেড', en: 'Prime Bank Limited' },
  pubali: { bn: 'পূবালী ব্যাংক লিমিটেড', en: 'Pubali Bank Limited' },
  socialIslami: { bn: 'সোশ্যাল ইসলামী ব্যাংক লিমিটেড', en: 'Social Islami Bank Limited' },
  sonali: { bn: 'সোনালী ব্যাংক লিমিটেড', en: 'Sonali Bank Limited' },
  southeast: { bn: 'সাউথইস্ট ব্যাংক লিমিটেড', en: 'Southeast Bank Limited' },
  standard: { bn: 'স্ট্যান্ডার্ড ব্যাংক লিমিটেড', en: 'Standard Bank Limited' },
  ucb: { bn: 'ইউনাইটেড কমার্শিয়াল ব্যাংক লিমিটেড', en: 'United Commercial Bank Limited' },
  union: { bn: 'ইউনিয়ন ব্যাংক লিমিটেড', en: 'Union Bank Limited' },
} satisfies Record<string, Text>

const branch = {
  hathazari: { bn: 'হাটহাজারী শাখা', en: 'Hathazari branch' },
  hathazariSme: { bn: 'হাটহাজারী এসএমই শাখা', en: 'Hathazari SME branch' },
  university: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় শাখা', en: 'Chittagong University branch' },
  katirhat: { bn: 'কাটিরহাট শাখা', en: 'Katirhat branch' },
  burishchar: { bn: 'বুড়িশ্চর শাখা', en: 'Burischar (Burishchar) branch' },
  sarkarhat: { bn: 'সরকারহাট শাখা', en: 'Sarkerhat (Sarkarhat) branch' },
  langolmora: { bn: 'লাঙ্গলমোড়া শাখা', en: 'Langolmora branch' },
} satisfies Record<string, Text>

const universityCampus: Text = {
  bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় ক্যাম্পাস হাটহাজারীর ফতেপুর ইউনিয়নে।',
  en: 'The University of Chittagong campus is in Fatehpur union, Hathazari.',
}
const katirhatInDhalai: Text = {
  bn: 'কাটিরহাট হাটহাজারীর ধলই ইউনিয়নে (কাটিরহাট মহিলা কলেজের ওয়েবসাইট)।',
  en: 'Katirhat is in Dhalai union, Hathazari (Katirhat Women\'s College website).',
}

interface RoutingBranch {
  id: string
  bank: Text
  branch: Text
  type: Bank['type']
  routingNumber: string
  /** The dataset stored 8 digits; the research restored the leading zero. */
  leadingZeroRestored?: boolean
  details?: Text
  caution?: Text
  extraSources?: string[]
  confidence?: Bank['confidence']
}

/** A branch known only from the routing dataset: name, type and routing number, nothing else. */
const fromRoutingDataset = (b: RoutingBranch): Bank => ({
  id: b.id,
  name: { bn: `${b.bank.bn}, ${b.branch.bn}`, en: `${b.bank.en}, ${b.branch.en}` },
  bank: b.bank,
  branch: b.branch,
  type: b.type,
  routingNumber: b.routingNumber,
  ...(b.details ? { details: b.details } : {}),
  sources: [routingDataset, bankNames, ...(b.extraSources ?? [])],
  asOf: '2024-03-24',
  confidence: b.confidence ?? 'medium',
  notes: join(b.caution, b.leadingZeroRestored ? leadingZero : undefined, checkWithBank),
})

export const banks: Bank[] = [
  {
    id: 'national-bank-hathazari',
    name: { bn: 'ন্যাশনাল ব্যাংক লিমিটেড, হাটহাজারী শাখা', en: 'National Bank Limited, Hathazari Branch' },
    bank: bank.national,
    branch: { bn: 'হাটহাজারী শাখা', en: 'Hathazari Branch' },
    type: 'private',
    address: {
      bn: 'সাত্তার শপিং সেন্টার, কাচারি রোড, হাটহাজারী বাজার, থানা: হাটহাজারী, জেলা: চট্টগ্রাম',
      en: 'Sattar Shopping Center, Kachari Road, Hathazari Bazar, P.S. Hathazari, Dist. Chittagong',
    },
    routingNumber: '150153236',
    email: 'hathazari@nblbd.com',
    phones: [
      {
        number: '0173-0318854',
        sources: [nblDump2014],
        asOf: '2014-11',
        note: {
          bn: '২০১৪ সালের তালিকায় ছিল; ফোন করার আগে যাচাই করে নিন।',
          en: 'Listed in 2014; verify before calling.',
        },
      },
    ],
    sources: [nblDump2014, routingDataset, bankNames],
    // The address, phone and e-mail shown are from the bank's 2014 database: the record is as old
    // as its oldest shown detail. The routing number's 2024 date is in the notes.
    asOf: '2014-11',
    confidence: 'medium',
    notes: {
      bn: 'ঠিকানা, ফোন ও ই-মেইল ব্যাংকের ওয়েবসাইটের ২০১৪ সালের (নভেম্বর) ডেটাবেস থেকে; বদলে থাকতে পারে। রাউটিং নম্বর ২০২৪ সালের (মার্চ) রাউটিং ডেটাসেট থেকে; সেই ডেটাসেটে এই রাউটিং নম্বরের শাখার নাম "HATHAZARI SME" (নাম আলাদা)। রাউটিং নম্বর ব্যবহারের আগে ব্যাংকে নিশ্চিত হয়ে নিন।',
      en: 'The address, phone and e-mail come from the bank website\'s database of November 2014 and may have changed. The routing number comes from the routing dataset of March 2024, which lists this routing number under the branch name "HATHAZARI SME" (a different name). Confirm the routing number with the bank before use.',
    },
  },
  ...(
    [
      { id: 'agrani-hathazari', bank: bank.agrani, branch: branch.hathazari, type: 'government', routingNumber: '010153226', leadingZeroRestored: true },
      { id: 'al-arafah-hathazari', bank: bank.alArafah, branch: branch.hathazari, type: 'islamic', routingNumber: '015153221', leadingZeroRestored: true },
      { id: 'ab-bank-hathazari', bank: bank.ab, branch: branch.hathazari, type: 'private', routingNumber: '020153229', leadingZeroRestored: true },
      { id: 'krishi-bank-hathazari', bank: bank.krishi, branch: branch.hathazari, type: 'government', routingNumber: '035153227', leadingZeroRestored: true },
      { id: 'brac-bank-hathazari-sme', bank: bank.brac, branch: branch.hathazariSme, type: 'private', routingNumber: '060153234', leadingZeroRestored: true },
      { id: 'dhaka-bank-hathazari', bank: bank.dhaka, branch: branch.hathazari, type: 'private', routingNumber: '085153222', leadingZeroRestored: true },
      { id: 'dutch-bangla-hathazari', bank: bank.dutchBangla, branch: branch.hathazari, type: 'private', routingNumber: '090153220', leadingZeroRestored: true },
      { id: 'eastern-bank-hathazari', bank: bank.eastern, branch: branch.hathazari, type: 'private', routingNumber: '095153225', leadingZeroRestored: true },
      { id: 'first-security-hathazari', bank: bank.firstSecurity, branch: branch.hathazari, type: 'islamic', routingNumber: '105153223' },
      { id: 'ific-hathazari', bank: bank.ific, branch: branch.hathazari, type: 'private', routingNumber: '120153224' },
      { id: 'islami-bank-hathazari', bank: bank.islami, branch: branch.hathazari, type: 'islamic', routingNumber: '125153229' },
      { id: 'janata-hathazari', bank: bank.janata, branch: branch.hathazari, type: 'government', routingNumber: '135153222' },
      { id: 'one-bank-hathazari', bank: bank.one, branch: branch.hathazari, type: 'private', routingNumber: '165153221' },
      { id: 'prime-bank-hathazari', bank: bank.prime, branch: branch.hathazari, type: 'private', routingNumber: '170153229' },
      { id: 'pubali-hathazari', bank: bank.pubali, branch: branch.hathazari, type: 'private', routingNumber: '175153224' },
      { id: 'social-islami-hathazari-sme', bank: bank.socialIslami, branch: branch.hathazariSme, type: 'islamic', routingNumber: '195153233' },
      { id: 'sonali-hathazari', bank: bank.sonali, branch: branch.hathazari, type: 'government', routingNumber: '200153223' },
      { id: 'southeast-hathazari-sme', bank: bank.southeast, branch: branch.hathazariSme, type: 'private', routingNumber: '205153231' },
      { id: 'ucb-hathazari', bank: bank.ucb, branch: branch.hathazari, type: 'private', routingNumber: '245153220' },
      { id: 'agrani-university', bank: bank.agrani, branch: branch.university, type: 'government', routingNumber: '010152085', leadingZeroRestored: true, details: universityCampus },
      { id: 'janata-university', bank: bank.janata, branch: branch.university, type: 'government', routingNumber: '135152081', details: universityCampus },
      { id: 'standard-bank-university', bank: bank.standard, branch: branch.university, type: 'private', routingNumber: '210152085', details: universityCampus },
      { id: 'krishi-bank-katirhat', bank: bank.krishi, branch: branch.katirhat, type: 'government', routingNumber: '035154121', leadingZeroRestored: true, details: katirhatInDhalai, extraSources: [katirhatCollegeHistory] },
      { id: 'first-security-katirhat', bank: bank.firstSecurity, branch: branch.katirhat, type: 'islamic', routingNumber: '105154127', details: katirhatInDhalai, extraSources: [katirhatCollegeHistory] },
      { id: 'pubali-katirhat', bank: bank.pubali, branch: branch.katirhat, type: 'private', routingNumber: '175154128', details: katirhatInDhalai, extraSources: [katirhatCollegeHistory] },
      {
        id: 'janata-burishchar',
        bank: bank.janata,
        branch: branch.burishchar,
        type: 'government',
        routingNumber: '135151453',
        details: { bn: 'বুড়িশ্চর হাটহাজারীর একটি ইউনিয়ন।', en: 'Burishchar is a union of Hathazari.' },
        caution: { bn: 'ডেটাসেটে উপজেলার নাম নেই।', en: 'The dataset gives no upazila.' },
      },
      { id: 'janata-sarkarhat', bank: bank.janata, branch: branch.sarkarhat, type: 'government', routingNumber: '135157002', caution: sarkarhatCaution, extraSources: [upazilaHeritagePage], confidence: 'low' },
      { id: 'mutual-trust-sarkarhat', bank: bank.mutualTrust, branch: branch.sarkarhat, type: 'private', routingNumber: '145155410', caution: sarkarhatCaution, extraSources: [upazilaHeritagePage], confidence: 'low' },
      { id: 'sonali-sarkarhat', bank: bank.sonali, branch: branch.sarkarhat, type: 'government', routingNumber: '200155418', caution: sarkarhatCaution, extraSources: [upazilaHeritagePage], confidence: 'low' },
      { id: 'union-bank-sarkarhat', bank: bank.union, branch: branch.sarkarhat, type: 'islamic', routingNumber: '265157006', caution: sarkarhatCaution, extraSources: [upazilaHeritagePage], confidence: 'low' },
      {
        id: 'standard-bank-langolmora',
        bank: bank.standard,
        branch: branch.langolmora,
        type: 'private',
        routingNumber: '210151752',
        caution: {
          bn: 'এই রাউটিং নম্বরের লোকেশন কোড (১৭৫) চাক্তাই শাখাগুলোর কোডের সঙ্গে মিলে যায়: ডেটাসেটে ভুল থাকতে পারে।',
          en: 'The routing number\'s location code (175) is the same as that of the Chaktai branches: the dataset may be wrong.',
        },
        confidence: 'low',
      },
    ] satisfies RoutingBranch[]
  ).map(fromRoutingDataset),
]
