/**
 * Markup the server drew once: the light maps, which the browser only shows (the page's script
 * carries no code for them), and the parts every reader sees alike (shared.tsx, ADR 033). Only
 * for HTML that React's renderer wrote from our components (it escapes every text and attribute,
 * a user's included), never for HTML a user wrote.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  // eslint-disable-next-line no-restricted-syntax -- server-made markup, never user text (see above)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
