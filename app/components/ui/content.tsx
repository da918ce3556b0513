// The content building blocks, one module each so a page downloads only what it uses.
export { RESEARCH_COMPILED, SourceNote, UnverifiedBadge, useAsOf } from './source-note'
export { CallButton } from './call-button'
export { Badge, Card, EmptyResult, InfoBox, NoVerifiedListing } from './card'
