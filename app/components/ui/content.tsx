// The content building blocks, one module each so a page downloads only what it uses. (NoVerifiedListing
// is imported from './no-verified' by the few pages that show it: here it joined every page's chunk.)
export { RESEARCH_COMPILED, SourceNote, UnverifiedBadge, useAsOf } from './source-note'
export { CallButton } from './call-button'
export { Badge, Card, EmptyResult, InfoBox } from './card'
