-- Watched words (issue 43 §3, docs/moderation.md "Watched words").

-- The starter list: exactly app/features/watched-words/starter-list.ts (a test compares them),
-- where each choice of action is explained. Seeded once: an entry an admin deletes stays deleted.
INSERT INTO watched_words (kind, pattern, action, rule) VALUES
  ('word', 'ক্যাসিনো', 'review', 'betting'),
  ('word', 'casino', 'review', 'betting'),
  ('word', 'বেটিং', 'review', 'betting'),
  ('word', 'betting', 'review', 'betting'),
  ('word', 'জুয়া', 'flag', 'betting'),
  ('word', 'juya', 'flag', 'betting'),
  ('word', '1xbet', 'review', 'betting'),
  ('word', 'melbet', 'review', 'betting'),
  ('word', 'mostbet', 'review', 'betting'),
  ('word', 'babu88', 'review', 'betting'),
  ('word', 'jeetbuzz', 'review', 'betting'),
  ('word', 'crickex', 'review', 'betting'),
  ('phrase', 'ডিপোজিট বোনাস', 'block', 'betting'),
  ('phrase', 'প্রথম ডিপোজিটে', 'block', 'betting'),
  ('phrase', 'deposit bonus', 'block', 'betting'),
  ('phrase', 'first deposit', 'review', 'betting'),
  ('phrase', 'বাজি ধরে জিতুন', 'block', 'betting'),
  ('phrase', 'খেলে টাকা জিতুন', 'block', 'betting'),
  ('phrase', 'khele taka jitun', 'block', 'betting'),
  ('phrase', 'bet korun', 'block', 'betting'),
  ('domain', '1xbet.com', 'block', 'betting'),
  ('domain', 'melbet.com', 'block', 'betting'),
  ('domain', 'mostbet.com', 'block', 'betting'),
  ('domain', 'bet365.com', 'block', 'betting'),
  ('domain', 'babu88.com', 'block', 'betting'),
  ('domain', 'jeetbuzz.com', 'block', 'betting'),
  ('domain', 'crickex.com', 'block', 'betting'),
  ('domain', 'baji.live', 'block', 'betting'),
  ('phrase', 'লোন দেওয়া হয়', 'review', 'loans'),
  ('phrase', 'লোন দেয়া হয়', 'review', 'loans'),
  ('phrase', 'ঋণ দেওয়া হয়', 'review', 'loans'),
  ('phrase', 'জামানত ছাড়া লোন', 'review', 'loans'),
  ('phrase', 'বিনা জামানতে লোন', 'review', 'loans'),
  ('phrase', 'loan dewa hoy', 'review', 'loans'),
  ('phrase', 'instant loan', 'review', 'loans'),
  ('phrase', 'loan without collateral', 'review', 'loans'),
  ('phrase', 'লোন নিতে যোগাযোগ করুন', 'block', 'loans'),
  ('phrase', 'ঘরে বসে লোন নিন', 'block', 'loans'),
  ('phrase', 'loan nite jogajog korun', 'block', 'loans'),
  ('phrase', 'sex video', 'block', 'adult'),
  ('phrase', 'সেক্স ভিডিও', 'block', 'adult'),
  ('phrase', 'পর্ন ভিডিও', 'block', 'adult'),
  ('phrase', 'call girl', 'block', 'adult'),
  ('phrase', 'কল গার্ল', 'block', 'adult'),
  ('phrase', 'escort service', 'block', 'adult'),
  ('phrase', 'এসকর্ট সার্ভিস', 'block', 'adult'),
  ('word', 'porn', 'review', 'adult'),
  ('word', 'xxx', 'review', 'adult'),
  ('phrase', 'হট ভিডিও', 'review', 'adult'),
  ('domain', 'pornhub.com', 'block', 'adult'),
  ('domain', 'xvideos.com', 'block', 'adult'),
  ('domain', 'xnxx.com', 'block', 'adult'),
  ('domain', 'xhamster.com', 'block', 'adult'),
  ('phrase', 'ঘরে বসে আয়', 'review', 'scam'),
  ('phrase', 'ঘরে বসে ইনকাম', 'review', 'scam'),
  ('phrase', 'ghore bose income', 'review', 'scam'),
  ('phrase', 'ghore boshe income', 'review', 'scam'),
  ('phrase', 'ghore bose ay', 'review', 'scam'),
  ('phrase', 'দৈনিক ইনকাম', 'review', 'scam'),
  ('phrase', 'earn from home', 'review', 'scam'),
  ('phrase', 'earn money online', 'review', 'scam'),
  ('phrase', 'work from home', 'flag', 'scam'),
  ('phrase', 'টাকা ডাবল', 'review', 'scam'),
  ('phrase', 'মোবাইল দিয়ে ইনকাম করুন', 'block', 'scam'),
  ('phrase', 'আপনি লটারি জিতেছেন', 'block', 'scam'),
  ('phrase', 'you have won a lottery', 'block', 'scam'),
  ('phrase', 'হোয়াটসঅ্যাপে যোগাযোগ করুন', 'flag', 'scam'),
  ('phrase', 'whatsapp korun', 'flag', 'scam')
ON CONFLICT (kind, pattern) DO NOTHING;

-- After the seed, so that seeding announces nothing: a copy to PostgreSQL (npm run
-- db:to-postgres) runs the migrations in its own transaction, and an announcement pending there
-- would stop it.
-- Every worker keeps the list as a matcher in memory (app/lib/watched-words/words.server.ts):
-- a change, by an admin at /moderation/words or by plain SQL, is announced at commit so each one
-- rebuilds it before its next check (ADR 021, 032).
CREATE FUNCTION announce_watched_word_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce('watched_words', '*');
  RETURN NULL;
END $$;
CREATE TRIGGER watched_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON watched_words
  FOR EACH STATEMENT EXECUTE FUNCTION announce_watched_word_change();
