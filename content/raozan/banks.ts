import type { Bank, Text } from '../pack/schema'

/**
 * Bank branches in Raozan with routing numbers, from an open-source dataset (fintechbd/banco)
 * that lists branch names and routing numbers but no upazila, address or phone. Only the two
 * branches whose dataset names say "RAOZAN" are listed: the branch seeders were searched, not read
 * end to end, so other branches in Raozan (for example at Noapara or Gohira) may exist and are not
 * listed. The bank is identified by the routing number's bank code, as in the dataset's bank list.
 * The dataset stores routing numbers as integers, so a code starting with 0 lost its leading
 * zero: the 9-digit form (bank code 3 + district 2 + branch 3 + check digit 1) is restored and
 * the record says so.
 */

const agraniSeeder = 'https://github.com/fintechbd/banco/blob/008aaa018bc109b5229f2deb571b4df11532a0df/src/Seeders/Branches/Branch1Seeder.php'
const ucbSeeder = 'https://github.com/fintechbd/banco/blob/2d59ad722d21a8e76a1d8f596287248716371c0b/src/Seeders/Branches/Branch10Seeder.php'
const bankNames = 'https://github.com/fintechbd/banco/blob/02cdbcae8d82da041d971b7264e096c5b194f96d/src/Seeders/Bangladesh/BankSeeder.php'

const checkWithBank: Text = {
  bn: 'রাউটিং নম্বর একটি ওপেন-সোর্স ডেটাসেট থেকে নেওয়া (কমিটের তারিখ জানা নেই); ব্যবহারের আগে ব্যাংকে নিশ্চিত হয়ে নিন। শাখার ঠিকানা ও ফোন নম্বর সূত্রে নেই।',
  en: 'The routing number comes from an open-source dataset (the commit\'s date is not known); confirm it with the bank before use. The sources give no branch address or phone number.',
}

export const banks: Bank[] = [
  {
    id: 'agrani-raozan',
    name: { bn: 'অগ্রণী ব্যাংক লিমিটেড, রাউজান শাখা', en: 'Agrani Bank Limited, Raozan branch' },
    bank: { bn: 'অগ্রণী ব্যাংক লিমিটেড', en: 'Agrani Bank Limited' },
    branch: { bn: 'রাউজান শাখা', en: 'Raozan branch' },
    type: 'government',
    routingNumber: '010156494',
    sources: [agraniSeeder, bankNames],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: `ডেটাসেটে শাখার নাম "RAOZAN" এবং নম্বরটি ৮ অঙ্কে (১০১৫৬৪৯৪, শুরুর ০ বাদ পড়েছে); এখানে ৯ অঙ্কের রূপ দেখানো হলো। ${checkWithBank.bn}`,
      en: `The dataset names the branch "RAOZAN" and stores the number with 8 digits (10156494, the leading 0 dropped); the 9-digit form is shown here. ${checkWithBank.en}`,
    },
  },
  {
    id: 'ucb-raozan-sme',
    name: { bn: 'ইউনাইটেড কমার্শিয়াল ব্যাংক লিমিটেড, রাউজান এসএমই শাখা', en: 'United Commercial Bank Limited, Raozan SME branch' },
    bank: { bn: 'ইউনাইটেড কমার্শিয়াল ব্যাংক লিমিটেড', en: 'United Commercial Bank Limited' },
    branch: { bn: 'রাউজান এসএমই শাখা', en: 'Raozan SME branch' },
    type: 'private',
    routingNumber: '245156498',
    sources: [ucbSeeder, bankNames],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: `ডেটাসেটে শাখার নাম "RAOZAN SME"। ${checkWithBank.bn}`,
      en: `The dataset names the branch "RAOZAN SME". ${checkWithBank.en}`,
    },
  },
]
