import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The route table: spec 1 §2 and spec 2 §2, aliases included. Aliases render the same module
 * under their own id and declare the canonical URL (see app/lib/meta.ts).
 */
export default [
  route('preferences', 'routes/preferences.ts'),
  route('deepseek-community', 'routes/deepseek-community.ts'),
  route('logout', 'routes/logout.ts'),
  route('verify-email', 'routes/verify-email.tsx'),
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias-home' }),
    route('index', 'routes/home.tsx', { id: 'home-alias-index' }),

    ...(
      [
        'history', 'tourist-attractions', 'tourist-spots', 'health', 'emergency', 'courier-services', 'hotels',
        'shopping-malls', 'administration', 'geography', 'utilities', 'organizations', 'donate', 'train-schedule',
        'news', 'contact', 'education', 'religious-places', 'local-markets', 'notable-personalities',
        'transportation', 'about', 'local-pride', 'hospitals', 'doctors', 'banks', 'journalists', 'local-heroes',
        'social-hub', 'event-calendar', 'legal-aid',
      ] as const
    ).map((path) => route(path, 'routes/placeholder.tsx', { id: `placeholder-${path}` })),
    route('local-journalists', 'routes/placeholder.tsx', { id: 'placeholder-local-journalists' }),
    route('honorable-residents', 'routes/placeholder.tsx', { id: 'placeholder-honorable-residents' }),
    route('seeking-hathazari', 'routes/forum.tsx'),
    route('community-forum', 'routes/forum.tsx', { id: 'forum-alias-community-forum' }),
    route('hero/:id', 'routes/placeholder.tsx', { id: 'placeholder-hero' }),
    route('local-heroes/:heroId', 'routes/placeholder.tsx', { id: 'placeholder-local-hero' }),
    route('seeking-hathazari/:postId', 'routes/placeholder.tsx', { id: 'placeholder-post' }),
    route('community-forum/post/:postId', 'routes/placeholder.tsx', { id: 'placeholder-community-post' }),
    route('forum/:id', 'routes/placeholder.tsx', { id: 'placeholder-forum-post' }),

    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
