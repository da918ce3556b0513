/**
 * Markup the server drew once and the browser only shows (the light maps): the page's script
 * carries no code for it. Only for HTML built by our own server code from numbers, catalog text
 * and place names through React's renderer (which escapes every text), never for HTML a user wrote.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  // eslint-disable-next-line no-restricted-syntax -- server-made markup, never user text (see above)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
