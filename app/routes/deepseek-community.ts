import { replace } from 'react-router'
import { localePath, pathLang } from '#app/i18n/paths'
import type { Route } from './+types/deepseek-community'
import { FORUM } from '#app/lib/forum-path'

/** An old name of the forum: redirected, replacing the history entry (spec 1 §2), in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  return replace(localePath(pathLang(new URL(request.url).pathname), FORUM), 301)
}
