import { ContentPack as ContentPackSchema, type ContentPack } from '../pack/schema'
import { packInput } from './pack-input'

/**
 * The Raozan content pack, validated when this module is imported: a record or a phone
 * number without a source, a malformed date or an unknown field throws here, so neither the
 * server nor the build can start with it. Run `npm run pack:check -- raozan` to see every
 * problem at once. See docs/content.md.
 */
export const contentPack: ContentPack = ContentPackSchema.parse(packInput)
