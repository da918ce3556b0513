import { describe, expect, it } from 'vitest'
import { buildMatcher, type WordAction } from '#app/lib/watched-words/match'
import { starterList } from './starter-list'

/*
 * The starter list against a corpus (issue 43 §3): spam as it is written to slip past a filter,
 * and what residents write. The measured numbers are in docs/moderation.md ("the numbers from
 * the corpus"); the last test pins them, so a change to the list or the folding that moves them
 * fails here until the docs say the new ones.
 */

const ZWJ = '\u200d'
const ZWNJ = '\u200c'
const ZWSP = '\u200b'

/** Spam, with the action the starter list must take on it. */
const spam: Array<[text: string, action: WordAction]> = [
  // Betting: sites, however the link is written.
  ['সেরা অফার! এখনই খেলুন https://1xbet.com/bd', 'block'],
  ['Join now hxxps://m.1xbet.com/?ref=55', 'block'],
  ['খেলতে ভিজিট করুন 1xbet[.]com', 'block'],
  ['1xbet dot com এ একাউন্ট খুলুন', 'block'],
  ['melbet (dot) com e register korun', 'block'],
  ['বোনাস পেতে melbet ডট কম', 'block'],
  ['www.babu88.com এ প্রতিদিন বোনাস', 'block'],
  ['Jeetbuzz.COM — best odds', 'block'],
  ['crickex . com এ ক্রিকেটে বাজি', 'block'],
  ['register: baji.live/bd', 'block'],
  ['bet365dotcom is waiting', 'block'],
  ['BET৩৬৫.com এ আসুন', 'block'],
  ['ｍｏｓｔｂｅｔ．ｃｏｍ', 'block'],
  [`mel${ZWJ}bet.com`, 'block'],
  // Betting: the advert's phrases, obfuscated.
  ['প্রথম ডিপোজিটে ১০০% বোনাস!', 'block'],
  [`প্রথম ডি${ZWJ}পো${ZWNJ}জিটে ৫০০ টাকা ফ্রি`, 'block'],
  ['ডিপোজিট বোনাস নিন আজই', 'block'],
  ['ডি পো জি ট বো না স', 'block'],
  ['Deposit Bonus 200%', 'block'],
  ['D.E.P.O.S.I.T B.O.N.U.S', 'block'],
  ['dep0sit b0nus', 'block'],
  ['বাজি ধরে জিতুন লাখ টাকা', 'block'],
  ['মোবাইলে খেলে টাকা জিতুন', 'block'],
  ['khele taka jitun ekhoni', 'block'],
  ['BET KORUN, JITUN', 'block'],
  ['ক্যাসিনো খেলুন ঘরে বসে', 'review'],
  ['ক্যা সি নো', 'review'],
  [`ক্যা${ZWJ}সি${ZWJ}নো গেম`, 'review'],
  ['c.a.s.i.n.o games 24/7', 'review'],
  ['c a s i n o', 'review'],
  ['CАSINO', 'review'], // Cyrillic А
  ['ｃａｓｉｎｏ night', 'review'],
  ['c4s1n0 bonus', 'review'],
  ['অনলাইন বেটিং সাইট', 'review'],
  ['best betting app', 'review'],
  ['1XBET promo code', 'review'],
  ['m e l b e t', 'review'],
  // Loans.
  ['জামানত ছাড়া লোন দেওয়া হয়', 'review'],
  ['সহজ শর্তে লোন দেয়া হয়, কল করুন ০১৭১২৩৪৫৬৭৮', 'review'],
  [`লো${ZWJ}ন দে${ZWNJ}ওয়া হয়`, 'review'],
  ['বিনা জামানতে লোন', 'review'],
  ['ঋণ দেওয়া হয় মাত্র ২% সুদে', 'review'],
  ['loan dewa hoy, call now', 'review'],
  ['INSTANT LOAN in 5 minutes', 'review'],
  ['লোন নিতে যোগাযোগ করুন ০১৮৮৮৮৮৮৮৮৮', 'block'],
  ['লোন নিতে যোগাযোগ করুন: ০১৯-১২৩৪-৫৬৭৮', 'block'],
  ['ঘরে বসে লোন নিন', 'block'],
  ['l0an nite jogajog korun', 'block'],
  // Adult.
  ['sex video link below', 'block'],
  ['$3x v1de0', 'block'],
  ['s e x video', 'block'],
  ['সেক্স ভিডিও দেখুন', 'block'],
  [`সে${ZWJ}ক্স ভি${ZWSP}ডিও`, 'block'],
  ['পর্ন ভিডিও', 'block'],
  ['call girl service Chittagong', 'block'],
  ['কল গার্ল চাই?', 'block'],
  ['escort service available', 'block'],
  ['এসকর্ট সার্ভিস', 'block'],
  ['visit xvideos.com', 'block'],
  ['hot videos at x-n-x-x dot com'.replace('x-n-x-x', 'xnxx'), 'block'],
  ['XXX clips', 'review'],
  ['free p0rn', 'review'],
  ['হট ভিডিও দেখতে ক্লিক করুন', 'review'],
  // Scams and "earn from home".
  ['ঘরে বসে আয় করুন মাসে ৫০ হাজার', 'review'],
  ['ঘ রে ব সে আ য়', 'review'],
  ['ঘরে বসে ইনকাম করার সুযোগ', 'review'],
  ['ghore bose income korun', 'review'],
  ['GHORE BOSHE INCOME', 'review'],
  ['দৈনিক ইনকাম ১০০০ টাকা', 'review'],
  ['Earn money online daily', 'review'],
  ['earn from home, no investment', 'review'],
  ['টাকা ডাবল করুন ৭ দিনে', 'review'],
  ['মোবাইল দিয়ে ইনকাম করুন', 'block'],
  ['অভিনন্দন! আপনি লটারি জিতেছেন', 'block'],
  ['Congratulations, YOU HAVE WON A LOTTERY', 'block'],
  ['হোয়াটসঅ্যাপে যোগাযোগ করুন ০১৭০০০০০০০০', 'flag'],
  ['Work from home opportunity', 'flag'],
]

/** What residents write: none of it may be blocked. */
const ordinary: string[] = [
  // Health, transport, services.
  'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্সে রাতে ডাক্তার থাকেন কি?',
  'চট্টগ্রাম মেডিকেলে যেতে সবচেয়ে সহজ পথ কোনটি?',
  'নাজিরহাট থেকে চট্টগ্রাম শহরের ট্রেন কয়টায় ছাড়ে?',
  'হাটহাজারী থেকে বটতলী স্টেশনের শাটল ট্রেন আজ দেরি করছে।',
  'রাতে অ্যাম্বুলেন্স দরকার হলে কোন নম্বরে ফোন করব?',
  'Is the Hathazari health complex open on Friday?',
  'Which bus goes from Hathazari to Oxygen more?',
  'Does anyone know a good dentist near the bazar?',
  'The train from Nazirhat was forty minutes late today.',
  'বিদ্যুৎ কখন আসবে কেউ জানেন?',
  // Loans asked about honestly.
  'কৃষি ব্যাংক থেকে কৃষি লোন নিতে কী কী কাগজ লাগে?',
  'সোনালী ব্যাংকে শিক্ষা ঋণের সুদের হার কত?',
  'আমার বাবা কৃষি ঋণ নিয়েছেন, কিস্তি কোথায় দিতে হয়?',
  'এনজিওর লোনের কিস্তি নিয়ে কেউ কি সমস্যায় পড়েছেন?',
  'How do I apply for a student loan at Sonali Bank?',
  'Is the home loan interest rate lower at Islami Bank?',
  'লোনা পানি উঠে এবার ধানের ক্ষতি হয়েছে।',
  // News discussion.
  'ক্যাসিনো বিরোধী অভিযান নিয়ে আজকের খবরটা পড়েছেন?',
  'ঢাকায় ক্যাসিনোর বিরুদ্ধে র‍্যাবের অভিযান চলছে।',
  'অনলাইন বেটিং চক্রের তিনজন গ্রেপ্তার, জানাল পুলিশ।',
  'গ্রামে জুয়ার আসর বসছে, প্রশাসনকে জানানো দরকার।',
  'The casino raids in Dhaka were in the news again.',
  'Police arrested an online betting gang in Chattogram.',
  'র‍্যাব-৭ এর একটি দল আজ হাটহাজারীতে এসেছে।',
  'র‍্যাবের অভিযানে মাদক উদ্ধার।',
  // English words with watched words inside them.
  'Our class starts at nine in the morning.',
  'The teaching assistant helps with English.',
  'Scunthorpe is a town in England.',
  'He plays bass guitar at the mela.',
  'Passengers waited at the station for an hour.',
  'Middlesex and Essex are counties in England.',
  'The casinos of Macau are far from here.',
  'I study sextants in the navigation class.',
  'My cousin works as a classroom assistant.',
  'Please check the pass list for the exam results.',
  'We had a hot day, so the video call dropped.',
  'Betty and her brother visited the Hathazari madrasa.',
  'She learned a lot from homework this week.',
  // Bengali with joiners and words that hold a watched word's letters.
  'আতশবাজি ফোটানো নিষেধ, বাচ্চাদের সাবধান করুন।',
  'ঈদে আতশবাজির শব্দে পশুপাখি ভয় পায়।',
  'অপর্ণা আর অপর্না দুজনেই আমাদের স্কুলে পড়ে।',
  'লোনা ইলিশ আর শুঁটকি বাজারে পাওয়া যায়।',
  'ক্ষেতের আল ধরে হাঁটতে হয়।',
  'উৎসবের দিন মন্দিরে ভিড় থাকে।',
  'কলেজ গার্লস স্কুলের সামনে রাস্তা ভাঙা।',
  'স্কুলগার্লদের জন্য নতুন বাস চালু হয়েছে।',
  'কল করলে গার্ড দরজা খুলে দেন।',
  'হট কেকের মতো বিক্রি হচ্ছে নতুন বই।',
  'মোবাইল দিয়ে বিদ্যুৎ বিল দেওয়া যায়?',
  // Earning and work, honestly.
  'ঘরে বসে আয় করার কোনো সত্যিকারের উপায় আছে, নাকি সব প্রতারণা?',
  'ঘরে বসে আয়োজন করা হয়েছিল মিলাদের।',
  'I earn from home as a private tutor, is that taxable?',
  'Many people now work from home after the pandemic.',
  'বিকাশে টাকা পাঠাতে কত খরচ লাগে?',
  'হোয়াটসঅ্যাপে যোগাযোগ করুন লিখে যারা লোন দেয়, তারা প্রতারক।',
  'আমার দোকানের প্রথম দিনের বিক্রি ভালো হয়েছে।',
  'ব্যাংকে প্রথম ডিপোজিট করতে কী লাগে?',
  'My first deposit at the bank was five hundred taka.',
  'ছেলের পরীক্ষার ফল ভালো হয়েছে, সবাই দোয়া করবেন।',
  'হাটহাজারী বাজারে আজ সবজির দাম বেশি।',
  'Who won the lottery of the school fair?',
  'The xx-large shirts are sold out at the market.',
  'Please share the hathazari.gov.bd notice about the flood.',
  'খবরটা prothomalo.com এ এসেছে।',
  'ওজন 1.5 কেজি, দাম ১২০.৫০ টাকা।',
  'পরীক্ষা ০১/০১/২০২৫ তারিখে, সময় ১০.৩০টা।',
]

const matcher = buildMatcher(starterList.map((entry, i) => ({ ...entry, id: i + 1 })))

describe('the corpus', () => {
  it('has at least 60 spam forms and 60 ordinary texts', () => {
    expect(spam.length).toBeGreaterThanOrEqual(60)
    expect(ordinary.length).toBeGreaterThanOrEqual(60)
  })

  it('catches every spam form with the expected action', () => {
    const wrong = spam
      .map(([text, expected]) => ({ text, expected, got: matcher.match([text])?.action ?? 'nothing' }))
      .filter((result) => result.got !== result.expected)
    expect(wrong).toEqual([])
  })

  it('never blocks an ordinary text', () => {
    const blocked = ordinary.filter((text) => matcher.match([text])?.action === 'block')
    expect(blocked).toEqual([])
  })

  it('reviews or flags only the ordinary texts it is known to (the numbers in docs/moderation.md)', () => {
    const held = (action: WordAction) => ordinary.filter((text) => matcher.match([text])?.action === action)
    // Each is an honest text that says what an advert says: a moderator lets it through.
    expect(held('review')).toEqual([
      'ক্যাসিনো বিরোধী অভিযান নিয়ে আজকের খবরটা পড়েছেন?',
      'ঢাকায় ক্যাসিনোর বিরুদ্ধে র‍্যাবের অভিযান চলছে।',
      'অনলাইন বেটিং চক্রের তিনজন গ্রেপ্তার, জানাল পুলিশ।',
      'The casino raids in Dhaka were in the news again.',
      'Police arrested an online betting gang in Chattogram.',
      'ঘরে বসে আয় করার কোনো সত্যিকারের উপায় আছে, নাকি সব প্রতারণা?',
      'ঘরে বসে আয়োজন করা হয়েছিল মিলাদের।',
      'I earn from home as a private tutor, is that taxable?',
      'My first deposit at the bank was five hundred taka.',
    ])
    expect(held('flag')).toEqual([
      'গ্রামে জুয়ার আসর বসছে, প্রশাসনকে জানানো দরকার।',
      'Many people now work from home after the pandemic.',
      'হোয়াটসঅ্যাপে যোগাযোগ করুন লিখে যারা লোন দেয়, তারা প্রতারক।',
    ])
  })
})
