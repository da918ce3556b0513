import { replace } from 'react-router'

/** An old name of the forum: redirected, replacing the history entry (spec 1 §2). */
export async function loader() {
  return replace('/seeking-hathazari', 301)
}
