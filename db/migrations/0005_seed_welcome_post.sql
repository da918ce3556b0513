-- The seed: a welcome post, so a new forum is not an empty page. Its author is the guide's own
-- account, which has no password and cannot sign in. Nothing in it is a claim about the place.
-- {{…}} are the pack's words, filled when the migration is applied (apply-migrations.server.ts).
INSERT INTO "user" ("id", "name", "email", "emailVerified")
VALUES ('{{slug}}-guide', '{{guideName.bn}}', 'team@{{slug}}-guide.invalid', true);

INSERT INTO profiles (id, name, bio, role)
VALUES ('{{slug}}-guide', '{{guideName.bn}}', 'এই গাইডের পরিচালনা দল। / The team that runs this guide.', 'moderator');

INSERT INTO posts (author_id, category, title, content, tags)
VALUES (
  '{{slug}}-guide',
  'general',
  'কমিউনিটি ফোরামে স্বাগতম / Welcome to the community forum',
  E'এখানে প্রশ্ন করুন, এলাকার কোনো সমস্যার কথা জানান বা নতুন কোনো ভাবনা দিন। অন্যদের সম্মান করুন; কারও ফোন নম্বর বা ঠিকানা প্রকাশ করবেন না। চাইলে বেনামে পোস্ট করতে পারেন। কোনো পোস্ট নিয়মের বাইরে গেলে "রিপোর্ট" করুন: মডারেটররা তা পর্যালোচনা করবেন।\n\nAsk a question, tell your neighbours about a problem in your area, or share an idea. Be respectful, and never publish someone else''s phone number or address. You may post anonymously. If a post breaks these rules, report it: moderators will review it.',
  ARRAY['স্বাগতম', 'welcome']
);
