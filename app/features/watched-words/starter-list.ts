import type { WatchedWord } from '#app/lib/watched-words/match'

/**
 * The watched words a new site starts with (issue 43 §3), seeded into `watched_words` by
 * db/migrations/0029_watched_words_starter.sql, which must list exactly these (a test reads it).
 * Admins edit the list at /moderation/words; an entry they delete stays deleted.
 *
 * The rule for choosing an action: **block** only what no resident writes except to advertise
 * (a betting site's address, "first deposit bonus", "contact us for a loan"); **review** what an
 * advert says but a resident may too (ক্যাসিনো in "ক্যাসিনো বিরোধী অভিযান", a question about
 * loans, "earn from home"); **flag** what is common in honest posts and only worth a look
 * (জুয়া in a complaint about a gambling den, "work from home").
 *
 * Left out on purpose: bare লোন (residents ask about bank loans; it is also in লোনা পানি, salt
 * water), বাজি (it is in আতশবাজি, fireworks), পর্ন alone (it is in অপর্না, a name as often
 * spelled), "bonus" and "income" alone. Bengali entries match inside words, so an entry must be
 * long enough not to sit inside an ordinary one.
 */
export type StarterWord = Omit<WatchedWord, 'id'>

const entry = (kind: StarterWord['kind'], pattern: string, action: StarterWord['action'], rule: StarterWord['rule']): StarterWord => ({ kind, pattern, action, rule })

export const starterList: readonly StarterWord[] = [
  // Betting: the word itself is news as often as an advert; the advert's phrases and sites are not.
  entry('word', 'ক্যাসিনো', 'review', 'betting'),
  entry('word', 'casino', 'review', 'betting'),
  entry('word', 'বেটিং', 'review', 'betting'),
  entry('word', 'betting', 'review', 'betting'),
  entry('word', 'জুয়া', 'flag', 'betting'),
  entry('word', 'juya', 'flag', 'betting'),
  entry('word', '1xbet', 'review', 'betting'),
  entry('word', 'melbet', 'review', 'betting'),
  entry('word', 'mostbet', 'review', 'betting'),
  entry('word', 'babu88', 'review', 'betting'),
  entry('word', 'jeetbuzz', 'review', 'betting'),
  entry('word', 'crickex', 'review', 'betting'),
  entry('phrase', 'ডিপোজিট বোনাস', 'block', 'betting'),
  entry('phrase', 'প্রথম ডিপোজিটে', 'block', 'betting'),
  entry('phrase', 'deposit bonus', 'block', 'betting'),
  entry('phrase', 'first deposit', 'review', 'betting'),
  entry('phrase', 'বাজি ধরে জিতুন', 'block', 'betting'),
  entry('phrase', 'খেলে টাকা জিতুন', 'block', 'betting'),
  entry('phrase', 'khele taka jitun', 'block', 'betting'),
  entry('phrase', 'bet korun', 'block', 'betting'),
  entry('domain', '1xbet.com', 'block', 'betting'),
  entry('domain', 'melbet.com', 'block', 'betting'),
  entry('domain', 'mostbet.com', 'block', 'betting'),
  entry('domain', 'bet365.com', 'block', 'betting'),
  entry('domain', 'babu88.com', 'block', 'betting'),
  entry('domain', 'jeetbuzz.com', 'block', 'betting'),
  entry('domain', 'crickex.com', 'block', 'betting'),
  entry('domain', 'baji.live', 'block', 'betting'),

  // Loans: residents ask about loans honestly, so an offer waits for a moderator; only "contact
  // us for a loan" is never a resident's.
  entry('phrase', 'লোন দেওয়া হয়', 'review', 'loans'),
  entry('phrase', 'লোন দেয়া হয়', 'review', 'loans'),
  entry('phrase', 'ঋণ দেওয়া হয়', 'review', 'loans'),
  entry('phrase', 'জামানত ছাড়া লোন', 'review', 'loans'),
  entry('phrase', 'বিনা জামানতে লোন', 'review', 'loans'),
  entry('phrase', 'loan dewa hoy', 'review', 'loans'),
  entry('phrase', 'instant loan', 'review', 'loans'),
  entry('phrase', 'loan without collateral', 'review', 'loans'),
  entry('phrase', 'লোন নিতে যোগাযোগ করুন', 'block', 'loans'),
  entry('phrase', 'ঘরে বসে লোন নিন', 'block', 'loans'),
  entry('phrase', 'loan nite jogajog korun', 'block', 'loans'),

  // Adult: the advert's phrases are blocked; a bare word is reviewed.
  entry('phrase', 'sex video', 'block', 'adult'),
  entry('phrase', 'সেক্স ভিডিও', 'block', 'adult'),
  entry('phrase', 'পর্ন ভিডিও', 'block', 'adult'),
  entry('phrase', 'call girl', 'block', 'adult'),
  entry('phrase', 'কল গার্ল', 'block', 'adult'),
  entry('phrase', 'escort service', 'block', 'adult'),
  entry('phrase', 'এসকর্ট সার্ভিস', 'block', 'adult'),
  entry('word', 'porn', 'review', 'adult'),
  entry('word', 'xxx', 'review', 'adult'),
  entry('phrase', 'হট ভিডিও', 'review', 'adult'),
  entry('domain', 'pornhub.com', 'block', 'adult'),
  entry('domain', 'xvideos.com', 'block', 'adult'),
  entry('domain', 'xnxx.com', 'block', 'adult'),
  entry('domain', 'xhamster.com', 'block', 'adult'),

  // Scams and "earn from home": a resident may ask whether such an offer is real, so most wait
  // for a moderator; "you have won a lottery" and "earn with your mobile" are only ever adverts.
  entry('phrase', 'ঘরে বসে আয়', 'review', 'scam'),
  entry('phrase', 'ঘরে বসে ইনকাম', 'review', 'scam'),
  entry('phrase', 'ghore bose income', 'review', 'scam'),
  entry('phrase', 'ghore boshe income', 'review', 'scam'),
  entry('phrase', 'ghore bose ay', 'review', 'scam'),
  entry('phrase', 'দৈনিক ইনকাম', 'review', 'scam'),
  entry('phrase', 'earn from home', 'review', 'scam'),
  entry('phrase', 'earn money online', 'review', 'scam'),
  entry('phrase', 'work from home', 'flag', 'scam'),
  entry('phrase', 'টাকা ডাবল', 'review', 'scam'),
  entry('phrase', 'মোবাইল দিয়ে ইনকাম করুন', 'block', 'scam'),
  entry('phrase', 'আপনি লটারি জিতেছেন', 'block', 'scam'),
  entry('phrase', 'you have won a lottery', 'block', 'scam'),
  entry('phrase', 'হোয়াটসঅ্যাপে যোগাযোগ করুন', 'flag', 'scam'),
  entry('phrase', 'whatsapp korun', 'flag', 'scam'),
]
