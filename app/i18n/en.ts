/**
 * English catalog. Keys are namespaced by feature; `bn.ts` must have exactly the same keys
 * (the type checker enforces it). Placeholders look like {name}.
 */
export const en = {
  'app.name': 'Hathazari Guide',
  'app.tagline': 'Services, news, places and community of Hathazari Upazila, Chattogram',

  'nav.skipToContent': 'Skip to main content',
  'nav.menu.open': 'Open menu',
  'nav.menu.close': 'Close menu',
  'nav.menu.title': 'Menu',
  'nav.group.information': 'Information',
  'nav.group.services': 'Services',
  'nav.group.places': 'Places',
  'nav.group.community': 'Community',
  'nav.group.contact': 'Contact',
  'nav.current': '(current page)',

  'header.login': 'Login',
  'header.logout': 'Logout',
  'header.profile': 'Your profile',
  'header.language.short': 'বাং',
  'header.language.switch': 'বাংলায় দেখুন (Switch to Bengali)',
  'header.theme.change': 'Theme: {mode}. Change theme',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.system': 'System',

  'footer.credit': 'Hathazari Guide: a community guide for Hathazari Upazila. Facts are shown with their sources.',
  'footer.sitemap': 'All pages',

  'page.home.title': 'Home',
  'page.history.title': 'History',
  'page.geography.title': 'Geography',
  'page.about.title': 'About',
  'page.administration.title': 'Administration',
  'page.utilities.title': 'Utilities',
  'page.health.title': 'Health',
  'page.emergency.title': 'Emergency',
  'page.hospitals.title': 'Hospitals',
  'page.doctors.title': 'Doctors',
  'page.banks.title': 'Banks',
  'page.courierServices.title': 'Courier services',
  'page.hotels.title': 'Hotels',
  'page.shoppingMalls.title': 'Shopping malls',
  'page.religiousPlaces.title': 'Religious places',
  'page.touristSpots.title': 'Tourist spots',
  'page.touristAttractions.title': 'Tourist attractions',
  'page.education.title': 'Education',
  'page.localMarkets.title': 'Markets and fairs',
  'page.transportation.title': 'Transportation',
  'page.trainSchedule.title': 'Train schedule',
  'page.organizations.title': 'Organizations',
  'page.news.title': 'News',
  'page.eventCalendar.title': 'Event calendar',
  'page.localHeroes.title': 'Local heroes',
  'page.notablePersonalities.title': 'Honoured personalities',
  'page.localPride.title': 'Local pride',
  'page.journalists.title': 'Journalists',
  'page.socialHub.title': 'Social hub',
  'page.seekingHathazari.title': 'Community forum',
  'page.donate.title': 'Donate',
  'page.contact.title': 'Contact',
  'page.legalAid.title': 'Legal aid',
  'page.heroProfile.title': 'Hero profile',
  'page.post.title': 'Forum post',
  'page.notFound.title': 'Page not found',

  'common.beingPrepared': 'This page is being prepared. Please check back soon.',
  'common.backHome': 'Return to Home',
  'common.close': 'Close',

  'notFound.code': '404',
  'notFound.message': 'Oops! Page not found',

  'error.title': 'Something went wrong',
  'error.message': 'Please try again in a moment.',

  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
} as const

export type MessageKey = keyof typeof en
