import { contentPack } from '#content/hathazari/index'
import type { ContentPack } from '#content/hathazari/schema'

/**
 * The guide's content: the shipped pack, validated at build. Accepted community corrections
 * are laid over it here (see the moderation issue), so every page reads through this function.
 */
export async function getGuide(): Promise<ContentPack> {
  return contentPack
}
