import { evidencePhotoResponse } from '#app/features/ground/photo.server'
import { getUser } from '#app/lib/auth/session.server'
import type { Route } from './+types/moderation-ground-photo'

/** GET /moderation/ground/photo/<id>.webp: a suggestion's photo, for moderators only (issue 42). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return evidencePhotoResponse(await getUser(request), params.file)
}
