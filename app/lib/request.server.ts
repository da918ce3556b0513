/** True when the page's own JavaScript made the request (it then wants data, not a redirect). */
export function isScriptRequest(request: Request): boolean {
  return request.headers.get('x-hg-script') === '1'
}
