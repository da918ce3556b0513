import { shareCardResponse } from '#app/features/share-cards/serve.server'
import type { Route } from './+types/share-card'

/**
 * GET /share-card.png?l=…&t=…&s=…&v=…&sig=…: a page's link-preview image (issue 31), named by
 * its `og:image`. The address is made by `signedShareCardPath` in the page's loader.
 */
export function loader({ request }: Route.LoaderArgs) {
  return shareCardResponse(request)
}
